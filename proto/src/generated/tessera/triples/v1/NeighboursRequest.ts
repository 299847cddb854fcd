// Original file: tessera/triples/v1/triples.proto


/**
 * Traversals (a Tessera extension). Each answers `data_json`: the public API's `data` object as JSON text (a
 * traversal answers thousands of triples; protobuf-encoding and decoding them again would cost more than the walk).
 * direction: "out" | "in" | "both" (empty: both).
 */
export interface NeighboursRequest {
  'entity_id'?: (string);
  'depth'?: (number);
  'direction'?: (string);
  'predicates'?: (string)[];
  'index_id'?: (string);
  'offset'?: (number);
  'limit'?: (number);
  /**
   * as in QueryTriplesRequest
   */
  'as_of'?: (string);
  'current'?: (boolean);
}

/**
 * Traversals (a Tessera extension). Each answers `data_json`: the public API's `data` object as JSON text (a
 * traversal answers thousands of triples; protobuf-encoding and decoding them again would cost more than the walk).
 * direction: "out" | "in" | "both" (empty: both).
 */
export interface NeighboursRequest__Output {
  'entity_id': (string);
  'depth': (number);
  'direction': (string);
  'predicates': (string)[];
  'index_id': (string);
  'offset': (number);
  'limit': (number);
  /**
   * as in QueryTriplesRequest
   */
  'as_of': (string);
  'current': (boolean);
}
