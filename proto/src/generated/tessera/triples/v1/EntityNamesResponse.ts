// Original file: tessera/triples/v1/triples.proto


export interface EntityNamesResponse {
  'names'?: (string)[];
}

export interface EntityNamesResponse__Output {
  'names': (string)[];
}
