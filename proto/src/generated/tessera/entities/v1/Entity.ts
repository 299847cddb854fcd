// Original file: tessera/entities/v1/entities.proto


export interface Entity {
  'id'?: (string);
  'account_id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'avatar_url'?: (string);
  'index_id'?: (string);
  'index_name'?: (string);
  'parent_entity_id'?: (string);
  'aliases'?: (string)[];
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface Entity__Output {
  'id': (string);
  'account_id': (string);
  'name': (string);
  'description': (string);
  'avatar_url': (string);
  'index_id': (string);
  'index_name': (string);
  'parent_entity_id': (string);
  'aliases': (string)[];
  'created_at': (string);
  'updated_at': (string);
}
