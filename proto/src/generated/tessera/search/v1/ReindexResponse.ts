// Original file: tessera/search/v1/search.proto


export interface ReindexResponse {
  'message'?: (string);
}

export interface ReindexResponse__Output {
  'message': (string);
}
