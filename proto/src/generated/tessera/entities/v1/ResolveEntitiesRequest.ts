// Original file: tessera/entities/v1/entities.proto


/**
 * Batched entity resolution: one round trip per batch of triples.
 */
export interface ResolveEntitiesRequest {
  'index_id'?: (string);
  'names'?: (string)[];
}

/**
 * Batched entity resolution: one round trip per batch of triples.
 */
export interface ResolveEntitiesRequest__Output {
  'index_id': (string);
  'names': (string)[];
}
