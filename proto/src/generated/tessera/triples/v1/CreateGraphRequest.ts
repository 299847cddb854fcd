// Original file: tessera/triples/v1/triples.proto


export interface CreateGraphRequest {
  'name'?: (string);
  'description'?: (string);
  'index_id'?: (string);
  'metadata_json'?: (string);
  /**
   * as in CreateTriplesRequest: one graph per key
   */
  'request_key'?: (string);
}

export interface CreateGraphRequest__Output {
  'name': (string);
  'description': (string);
  'index_id': (string);
  'metadata_json': (string);
  /**
   * as in CreateTriplesRequest: one graph per key
   */
  'request_key': (string);
}
