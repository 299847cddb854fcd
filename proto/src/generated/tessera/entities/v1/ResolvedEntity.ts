// Original file: tessera/entities/v1/entities.proto


export interface ResolvedEntity {
  'name'?: (string);
  'entity_id'?: (string);
  'created'?: (boolean);
}

export interface ResolvedEntity__Output {
  'name': (string);
  'entity_id': (string);
  'created': (boolean);
}
