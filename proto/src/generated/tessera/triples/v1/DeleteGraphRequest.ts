// Original file: tessera/triples/v1/triples.proto


export interface DeleteGraphRequest {
  'id'?: (string);
  'delete_triples'?: (boolean);
}

export interface DeleteGraphRequest__Output {
  'id': (string);
  'delete_triples': (boolean);
}
