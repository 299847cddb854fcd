// Original file: tessera/entities/v1/entities.proto


/**
 * The events of an entity the caller may read (own, or in a public index); NOT_FOUND otherwise.
 */
export interface ListEntityEventsRequest {
  'id'?: (string);
  'limit'?: (number);
}

/**
 * The events of an entity the caller may read (own, or in a public index); NOT_FOUND otherwise.
 */
export interface ListEntityEventsRequest__Output {
  'id': (string);
  'limit': (number);
}
