// Original file: tessera/entities/v1/entities.proto


/**
 * Moves names (aliases) of an own entity and the triples written with them to a new entity, and records that the
 * two are not the same (a later explicit merge removes that record).
 */
export interface SplitEntityRequest {
  'id'?: (string);
  'names'?: (string)[];
  'actor'?: (string);
}

/**
 * Moves names (aliases) of an own entity and the triples written with them to a new entity, and records that the
 * two are not the same (a later explicit merge removes that record).
 */
export interface SplitEntityRequest__Output {
  'id': (string);
  'names': (string)[];
  'actor': (string);
}
