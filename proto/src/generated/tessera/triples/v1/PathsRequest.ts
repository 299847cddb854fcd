// Original file: tessera/triples/v1/triples.proto


export interface PathsRequest {
  'from_entity_id'?: (string);
  'to_entity_id'?: (string);
  'max_depth'?: (number);
  'direction'?: (string);
  'predicates'?: (string)[];
  'index_id'?: (string);
  'limit'?: (number);
  'as_of'?: (string);
  'current'?: (boolean);
}

export interface PathsRequest__Output {
  'from_entity_id': (string);
  'to_entity_id': (string);
  'max_depth': (number);
  'direction': (string);
  'predicates': (string)[];
  'index_id': (string);
  'limit': (number);
  'as_of': (string);
  'current': (boolean);
}
