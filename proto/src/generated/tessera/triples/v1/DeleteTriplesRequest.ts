// Original file: tessera/triples/v1/triples.proto


export interface DeleteTriplesRequest {
  'ids'?: (string)[];
}

export interface DeleteTriplesRequest__Output {
  'ids': (string)[];
}
