// Original file: tessera/search/v1/search.proto


export interface Embedding {
  'values'?: (number | string)[];
}

export interface Embedding__Output {
  'values': (number)[];
}
