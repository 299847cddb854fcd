// Original file: tessera/generation/v1/generation.proto


export interface GenerateProgress {
  'stage'?: (string);
  'message'?: (string);
}

export interface GenerateProgress__Output {
  'stage': (string);
  'message': (string);
}
