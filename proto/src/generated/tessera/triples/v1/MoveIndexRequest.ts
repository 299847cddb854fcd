// Original file: tessera/triples/v1/triples.proto


export interface MoveIndexRequest {
  'from_index_id'?: (string);
  'to_index_id'?: (string);
}

export interface MoveIndexRequest__Output {
  'from_index_id': (string);
  'to_index_id': (string);
}
