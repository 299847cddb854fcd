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
  /**
   * Valid time (a Tessera extension): only the triples valid at this ISO 8601 instant, or (current) valid now.
   */
  'as_of'?: (string);
  'current'?: (boolean);
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
  /**
   * Valid time (a Tessera extension): only the triples valid at this ISO 8601 instant, or (current) valid now.
   */
  'as_of': (string);
  'current': (boolean);
}
