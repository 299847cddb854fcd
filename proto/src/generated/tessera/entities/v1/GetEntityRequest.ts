// Original file: tessera/entities/v1/entities.proto


export interface GetEntityRequest {
  'id'?: (string);
}

export interface GetEntityRequest__Output {
  'id': (string);
}
