// Original file: tessera/entities/v1/entities.proto


export interface DeleteEntityRequest {
  'id'?: (string);
}

export interface DeleteEntityRequest__Output {
  'id': (string);
}
