// Original file: tessera/triples/v1/triples.proto


export interface ListGraphsRequest {
  'search'?: (string);
  'offset'?: (number);
  'limit'?: (number);
}

export interface ListGraphsRequest__Output {
  'search': (string);
  'offset': (number);
  'limit': (number);
}
