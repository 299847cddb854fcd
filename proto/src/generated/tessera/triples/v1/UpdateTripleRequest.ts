// Original file: tessera/triples/v1/triples.proto


export interface UpdateTripleRequest {
  'id'?: (string);
  'subject'?: (string);
  'predicate'?: (string);
  'object'?: (string);
  'object_type'?: (string);
  'confidence'?: (number | string);
  'source'?: (string);
  'graph_id'?: (string);
  /**
   * empty: clears it (valid since always)
   */
  'valid_from'?: (string);
  /**
   * empty: clears it (valid for ever)
   */
  'valid_to'?: (string);
  '_subject'?: "subject";
  '_predicate'?: "predicate";
  '_object'?: "object";
  '_object_type'?: "object_type";
  '_confidence'?: "confidence";
  '_source'?: "source";
  '_graph_id'?: "graph_id";
  '_valid_from'?: "valid_from";
  '_valid_to'?: "valid_to";
}

export interface UpdateTripleRequest__Output {
  'id': (string);
  'subject'?: (string);
  'predicate'?: (string);
  'object'?: (string);
  'object_type'?: (string);
  'confidence'?: (number);
  'source'?: (string);
  'graph_id'?: (string);
  /**
   * empty: clears it (valid since always)
   */
  'valid_from'?: (string);
  /**
   * empty: clears it (valid for ever)
   */
  'valid_to'?: (string);
  '_subject'?: "subject";
  '_predicate'?: "predicate";
  '_object'?: "object";
  '_object_type'?: "object_type";
  '_confidence'?: "confidence";
  '_source'?: "source";
  '_graph_id'?: "graph_id";
  '_valid_from'?: "valid_from";
  '_valid_to'?: "valid_to";
}
