// Original file: tessera/search/v1/search.proto


export interface SearchRequest {
  'query'?: (string);
  /**
   * "entities" | "triples" | "graphs"
   */
  'types'?: (string)[];
  'index_id'?: (string);
  'offset'?: (number);
  'limit'?: (number);
  'threshold'?: (number | string);
}

export interface SearchRequest__Output {
  'query': (string);
  /**
   * "entities" | "triples" | "graphs"
   */
  'types': (string)[];
  'index_id': (string);
  'offset': (number);
  'limit': (number);
  'threshold': (number);
}
