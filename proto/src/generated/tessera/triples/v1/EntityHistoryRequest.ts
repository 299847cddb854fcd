// Original file: tessera/triples/v1/triples.proto


/**
 * An entity's history (a Tessera extension): its facts (the triples it is the subject or object of, closed ones
 * included) and its resolution events, newest first. Answers the public `data` object as JSON text.
 */
export interface EntityHistoryRequest {
  'entity_id'?: (string);
  'offset'?: (number);
  'limit'?: (number);
}

/**
 * An entity's history (a Tessera extension): its facts (the triples it is the subject or object of, closed ones
 * included) and its resolution events, newest first. Answers the public `data` object as JSON text.
 */
export interface EntityHistoryRequest__Output {
  'entity_id': (string);
  'offset': (number);
  'limit': (number);
}
