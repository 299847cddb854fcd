// Original file: tessera/entities/v1/entities.proto


/**
 * A name that resolves to an entity. kind: "name" (its own), "merged" (the name of an entity merged into it),
 * "added" (added through the aliases API), "learned" (a spelling resolution matched to it: only its key is kept).
 */
export interface EntityAlias {
  /**
   * empty for a learned spelling
   */
  'name'?: (string);
  /**
   * the normalised key resolution matches exactly
   */
  'key'?: (string);
  'kind'?: (string);
}

/**
 * A name that resolves to an entity. kind: "name" (its own), "merged" (the name of an entity merged into it),
 * "added" (added through the aliases API), "learned" (a spelling resolution matched to it: only its key is kept).
 */
export interface EntityAlias__Output {
  /**
   * empty for a learned spelling
   */
  'name': (string);
  /**
   * the normalised key resolution matches exactly
   */
  'key': (string);
  'kind': (string);
}
