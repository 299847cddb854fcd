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
  /**
   * who merged (the gateway sends the API key's id), for the survivor's events
   */
  'actor'?: (string);
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
  /**
   * who merged (the gateway sends the API key's id), for the survivor's events
   */
  'actor': (string);
}
