// Original file: tessera/triples/v1/triples.proto


export interface QueryTriplesRequest {
  'search'?: (string);
  'subject'?: (string);
  'graph_id'?: (string);
  'index_id'?: (string);
  'subject_entity_id'?: (string);
  'object_entity_id'?: (string);
  'predicates'?: (string)[];
  'offset'?: (number);
  'limit'?: (number);
  'public_json'?: (boolean);
}

export interface QueryTriplesRequest__Output {
  'search': (string);
  'subject': (string);
  'graph_id': (string);
  'index_id': (string);
  'subject_entity_id': (string);
  'object_entity_id': (string);
  'predicates': (string)[];
  'offset': (number);
  'limit': (number);
  'public_json': (boolean);
}
