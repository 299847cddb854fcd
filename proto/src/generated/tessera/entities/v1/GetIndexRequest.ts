// Original file: tessera/entities/v1/entities.proto


export interface GetIndexRequest {
  'id'?: (string);
}

export interface GetIndexRequest__Output {
  'id': (string);
}
