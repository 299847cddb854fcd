// Original file: tessera/triples/v1/triples.proto


/**
 * One page of an export (a Tessera extension): the triples of one readable index (own, or public), oldest first. The
 * next page starts at `after` = the previous page's `next`; an empty `next` means that page was the last. Keyset paged,
 * so reading a whole index costs one walk of it.
 */
export interface ExportTriplesRequest {
  'index_id'?: (string);
  /**
   * empty: every graph, and triples in none
   */
  'graph_id'?: (string);
  /**
   * empty: from the start
   */
  'after'?: (string);
  /**
   * 1 to 5000; 0: 1000
   */
  'limit'?: (number);
  /**
   * as in QueryTriplesRequest
   */
  'as_of'?: (string);
  'current'?: (boolean);
}

/**
 * One page of an export (a Tessera extension): the triples of one readable index (own, or public), oldest first. The
 * next page starts at `after` = the previous page's `next`; an empty `next` means that page was the last. Keyset paged,
 * so reading a whole index costs one walk of it.
 */
export interface ExportTriplesRequest__Output {
  'index_id': (string);
  /**
   * empty: every graph, and triples in none
   */
  'graph_id': (string);
  /**
   * empty: from the start
   */
  'after': (string);
  /**
   * 1 to 5000; 0: 1000
   */
  'limit': (number);
  /**
   * as in QueryTriplesRequest
   */
  'as_of': (string);
  'current': (boolean);
}
