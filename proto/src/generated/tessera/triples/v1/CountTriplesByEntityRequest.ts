// Original file: tessera/triples/v1/triples.proto


export interface CountTriplesByEntityRequest {
  'entity_ids'?: (string)[];
  /**
   * Other accounts' public indexes whose entities the caller was shown: their triples count too (each is checked).
   */
  'readable_index_ids'?: (string)[];
}

export interface CountTriplesByEntityRequest__Output {
  'entity_ids': (string)[];
  /**
   * Other accounts' public indexes whose entities the caller was shown: their triples count too (each is checked).
   */
  'readable_index_ids': (string)[];
}
