// Original file: tessera/entities/v1/entities.proto


export interface CreateEntityRequest {
  'name'?: (string);
  'description'?: (string);
  'index_id'?: (string);
  'avatar_url'?: (string);
}

export interface CreateEntityRequest__Output {
  'name': (string);
  'description': (string);
  'index_id': (string);
  'avatar_url': (string);
}
