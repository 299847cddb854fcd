// Original file: tessera/entities/v1/entities.proto


export interface MergeEntitiesRequest {
  /**
   * the duplicate, deleted after the merge
   */
  'id'?: (string);
  /**
   * the entity that survives
   */
  'into'?: (string);
}

export interface MergeEntitiesRequest__Output {
  /**
   * the duplicate, deleted after the merge
   */
  'id': (string);
  /**
   * the entity that survives
   */
  'into': (string);
}
