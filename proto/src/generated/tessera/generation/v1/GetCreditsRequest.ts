// Original file: tessera/generation/v1/generation.proto


export interface GetCreditsRequest {
  'limit'?: (number);
}

export interface GetCreditsRequest__Output {
  'limit': (number);
}
