// Original file: tessera/triples/v1/triples.proto


/**
 * Re-points, within one index, the subjects and entity objects written with one of `names` (exact texts) from one
 * entity to another: a split moves the triples stored under the names it moves.
 */
export interface RepointNamesRequest {
  'index_id'?: (string);
  'from_entity_id'?: (string);
  'to_entity_id'?: (string);
  'names'?: (string)[];
}

/**
 * Re-points, within one index, the subjects and entity objects written with one of `names` (exact texts) from one
 * entity to another: a split moves the triples stored under the names it moves.
 */
export interface RepointNamesRequest__Output {
  'index_id': (string);
  'from_entity_id': (string);
  'to_entity_id': (string);
  'names': (string)[];
}
