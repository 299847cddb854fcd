// Original file: tessera/search/v1/search.proto


export interface EmbedRequest {
  'inputs'?: (string)[];
}

export interface EmbedRequest__Output {
  'inputs': (string)[];
}
