// Original file: tessera/entities/v1/entities.proto


/**
 * Resolves the index a write goes to: the given id, or the account's default index when empty.
 */
export interface ResolveIndexRequest {
  'index_id'?: (string);
  'for_write'?: (boolean);
}

/**
 * Resolves the index a write goes to: the given id, or the account's default index when empty.
 */
export interface ResolveIndexRequest__Output {
  'index_id': (string);
  'for_write': (boolean);
}
