// Original file: tessera/triples/v1/triples.proto


export interface CountTriplesByEntityRequest {
  'entity_ids'?: (string)[];
}

export interface CountTriplesByEntityRequest__Output {
  'entity_ids': (string)[];
}
