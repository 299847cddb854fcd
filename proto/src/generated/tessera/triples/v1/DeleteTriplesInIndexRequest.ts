// Original file: tessera/triples/v1/triples.proto


export interface DeleteTriplesInIndexRequest {
  'index_id'?: (string);
}

export interface DeleteTriplesInIndexRequest__Output {
  'index_id': (string);
}
