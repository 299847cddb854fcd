// Original file: tessera/triples/v1/triples.proto


/**
 * The texts the subjects and entity objects pointing at an entity of an index were written with (for a split).
 */
export interface EntityNamesRequest {
  'index_id'?: (string);
  'entity_id'?: (string);
}

/**
 * The texts the subjects and entity objects pointing at an entity of an index were written with (for a split).
 */
export interface EntityNamesRequest__Output {
  'index_id': (string);
  'entity_id': (string);
}
