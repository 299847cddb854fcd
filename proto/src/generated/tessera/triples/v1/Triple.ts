// Original file: tessera/triples/v1/triples.proto


export interface Triple {
  'id'?: (string);
  'account_id'?: (string);
  'subject'?: (string);
  'predicate'?: (string);
  'object'?: (string);
  /**
   * "literal" | "entity"
   */
  'object_type'?: (string);
  'confidence'?: (number | string);
  'source'?: (string);
  'graph_id'?: (string);
  'index_id'?: (string);
  'subject_entity_id'?: (string);
  'object_entity_id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_confidence'?: "confidence";
}

export interface Triple__Output {
  'id': (string);
  'account_id': (string);
  'subject': (string);
  'predicate': (string);
  'object': (string);
  /**
   * "literal" | "entity"
   */
  'object_type': (string);
  'confidence'?: (number);
  'source': (string);
  'graph_id': (string);
  'index_id': (string);
  'subject_entity_id': (string);
  'object_entity_id': (string);
  'created_at': (string);
  'updated_at': (string);
  '_confidence'?: "confidence";
}
