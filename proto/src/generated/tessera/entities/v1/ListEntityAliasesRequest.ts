// Original file: tessera/entities/v1/entities.proto


export interface ListEntityAliasesRequest {
  'id'?: (string);
}

export interface ListEntityAliasesRequest__Output {
  'id': (string);
}
