// Original file: tessera/triples/v1/triples.proto


export interface RepointEntityRequest {
  'from_entity_id'?: (string);
  'to_entity_id'?: (string);
}

export interface RepointEntityRequest__Output {
  'from_entity_id': (string);
  'to_entity_id': (string);
}
