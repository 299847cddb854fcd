// Original file: tessera/triples/v1/triples.proto


export interface EntityHistoryResponse {
  'data_json'?: (string);
}

export interface EntityHistoryResponse__Output {
  'data_json': (string);
}
