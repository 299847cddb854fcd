// Original file: tessera/triples/v1/triples.proto


export interface TraversalResponse {
  'data_json'?: (string);
}

export interface TraversalResponse__Output {
  'data_json': (string);
}
