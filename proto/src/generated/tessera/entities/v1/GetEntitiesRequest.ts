// Original file: tessera/entities/v1/entities.proto


export interface GetEntitiesRequest {
  'ids'?: (string)[];
}

export interface GetEntitiesRequest__Output {
  'ids': (string)[];
}
