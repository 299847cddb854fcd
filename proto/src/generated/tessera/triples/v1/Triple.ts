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
  /**
   * Valid time (a Tessera extension): ISO 8601 instants as stored (canonical UTC, e.g. 1903-01-01T00:00:00.000Z);
   * empty: unbounded on that side. superseded_by: the triple that closed this one (functional predicates).
   */
  'valid_from'?: (string);
  'valid_to'?: (string);
  'superseded_by'?: (string);
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
  /**
   * Valid time (a Tessera extension): ISO 8601 instants as stored (canonical UTC, e.g. 1903-01-01T00:00:00.000Z);
   * empty: unbounded on that side. superseded_by: the triple that closed this one (functional predicates).
   */
  'valid_from': (string);
  'valid_to': (string);
  'superseded_by': (string);
  '_confidence'?: "confidence";
}
