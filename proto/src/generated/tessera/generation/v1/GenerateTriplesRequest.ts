// Original file: tessera/generation/v1/generation.proto


export interface GenerateTriplesRequest {
  'query'?: (string);
  'index_id'?: (string);
  'graph_id'?: (string);
  'web_search'?: (boolean);
  'triple_count'?: (number);
  'predicates'?: (string)[];
  'subject_entity'?: (string);
  'rules'?: (string);
  'news_search'?: (boolean);
  'create_graph'?: (boolean);
  /**
   * idempotency: the same key never starts a second job
   */
  'request_key'?: (string);
}

export interface GenerateTriplesRequest__Output {
  'query': (string);
  'index_id': (string);
  'graph_id': (string);
  'web_search': (boolean);
  'triple_count': (number);
  'predicates': (string)[];
  'subject_entity': (string);
  'rules': (string);
  'news_search': (boolean);
  'create_graph': (boolean);
  /**
   * idempotency: the same key never starts a second job
   */
  'request_key': (string);
}
