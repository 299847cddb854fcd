// Original file: tessera/generation/v1/generation.proto


export interface GetJobRequest {
  'id'?: (string);
}

export interface GetJobRequest__Output {
  'id': (string);
}
