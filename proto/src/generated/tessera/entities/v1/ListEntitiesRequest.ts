// Original file: tessera/entities/v1/entities.proto


export interface ListEntitiesRequest {
  'search'?: (string);
  'index_id'?: (string);
  'exact'?: (boolean);
  'offset'?: (number);
  'limit'?: (number);
}

export interface ListEntitiesRequest__Output {
  'search': (string);
  'index_id': (string);
  'exact': (boolean);
  'offset': (number);
  'limit': (number);
}
