// Original file: tessera/entities/v1/entities.proto


/**
 * Batched entity resolution: one round trip per batch of triples.
 */
export interface ResolveEntitiesRequest {
  'index_id'?: (string);
  'names'?: (string)[];
  /**
   * Answer with entity_ids alone, one per name in request order, instead of a ResolvedEntity per name: a caller that
   * knows what it sent does not need the names back (half the bytes, and no message per name to encode and decode).
   */
  'ids_only'?: (boolean);
}

/**
 * Batched entity resolution: one round trip per batch of triples.
 */
export interface ResolveEntitiesRequest__Output {
  'index_id': (string);
  'names': (string)[];
  /**
   * Answer with entity_ids alone, one per name in request order, instead of a ResolvedEntity per name: a caller that
   * knows what it sent does not need the names back (half the bytes, and no message per name to encode and decode).
   */
  'ids_only': (boolean);
}
