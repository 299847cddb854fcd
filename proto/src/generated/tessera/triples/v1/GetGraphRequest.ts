// Original file: tessera/triples/v1/triples.proto


export interface GetGraphRequest {
  'id'?: (string);
}

export interface GetGraphRequest__Output {
  'id': (string);
}
