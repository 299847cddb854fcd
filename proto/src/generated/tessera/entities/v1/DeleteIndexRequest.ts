// Original file: tessera/entities/v1/entities.proto


export interface DeleteIndexRequest {
  'id'?: (string);
  'delete_entities'?: (boolean);
}

export interface DeleteIndexRequest__Output {
  'id': (string);
  'delete_entities': (boolean);
}
