// Original file: tessera/triples/v1/triples.proto


export interface SubgraphRequest {
  'entity_ids'?: (string)[];
  'depth'?: (number);
  'direction'?: (string);
  'predicates'?: (string)[];
  'index_id'?: (string);
  'max_nodes'?: (number);
  'as_of'?: (string);
  'current'?: (boolean);
}

export interface SubgraphRequest__Output {
  'entity_ids': (string)[];
  'depth': (number);
  'direction': (string);
  'predicates': (string)[];
  'index_id': (string);
  'max_nodes': (number);
  'as_of': (string);
  'current': (boolean);
}
