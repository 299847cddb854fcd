// Original file: tessera/entities/v1/entities.proto


/**
 * Adds or removes names of an own entity. actor: who did it (the gateway sends the API key's id), for the events.
 */
export interface ChangeEntityAliasesRequest {
  'id'?: (string);
  'names'?: (string)[];
  'actor'?: (string);
}

/**
 * Adds or removes names of an own entity. actor: who did it (the gateway sends the API key's id), for the events.
 */
export interface ChangeEntityAliasesRequest__Output {
  'id': (string);
  'names': (string)[];
  'actor': (string);
}
