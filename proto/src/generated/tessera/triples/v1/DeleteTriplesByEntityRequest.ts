// Original file: tessera/triples/v1/triples.proto


/**
 * Called by the entities service: detach-delete of an entity, merges, index moves.
 */
export interface DeleteTriplesByEntityRequest {
  'entity_ids'?: (string)[];
}

/**
 * Called by the entities service: detach-delete of an entity, merges, index moves.
 */
export interface DeleteTriplesByEntityRequest__Output {
  'entity_ids': (string)[];
}
