// Original file: tessera/entities/v1/entities.proto


export interface ListIndexesRequest {
  'search'?: (string);
  'offset'?: (number);
  'limit'?: (number);
}

export interface ListIndexesRequest__Output {
  'search': (string);
  'offset': (number);
  'limit': (number);
}
