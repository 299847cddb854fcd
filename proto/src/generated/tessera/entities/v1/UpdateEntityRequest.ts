// Original file: tessera/entities/v1/entities.proto


export interface UpdateEntityRequest {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'avatar_url'?: (string);
  'index_id'?: (string);
  'parent_entity_id'?: (string);
  '_name'?: "name";
  '_description'?: "description";
  '_avatar_url'?: "avatar_url";
  '_index_id'?: "index_id";
  '_parent_entity_id'?: "parent_entity_id";
}

export interface UpdateEntityRequest__Output {
  'id': (string);
  'name'?: (string);
  'description'?: (string);
  'avatar_url'?: (string);
  'index_id'?: (string);
  'parent_entity_id'?: (string);
  '_name'?: "name";
  '_description'?: "description";
  '_avatar_url'?: "avatar_url";
  '_index_id'?: "index_id";
  '_parent_entity_id'?: "parent_entity_id";
}
