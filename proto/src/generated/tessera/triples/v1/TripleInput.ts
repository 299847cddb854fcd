// Original file: tessera/triples/v1/triples.proto


export interface TripleInput {
  'subject'?: (string);
  'predicate'?: (string);
  'object'?: (string);
  'object_type'?: (string);
  'confidence'?: (number | string);
  'source'?: (string);
  'graph_id'?: (string);
  'index_id'?: (string);
  /**
   * ISO 8601 date or date-time; empty: unbounded
   */
  'valid_from'?: (string);
  'valid_to'?: (string);
  '_confidence'?: "confidence";
}

export interface TripleInput__Output {
  'subject': (string);
  'predicate': (string);
  'object': (string);
  'object_type': (string);
  'confidence'?: (number);
  'source': (string);
  'graph_id': (string);
  'index_id': (string);
  /**
   * ISO 8601 date or date-time; empty: unbounded
   */
  'valid_from': (string);
  'valid_to': (string);
  '_confidence'?: "confidence";
}
