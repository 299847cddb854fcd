// Original file: tessera/generation/v1/generation.proto


export interface GenerateDescriptionRequest {
  'entity_id'?: (string);
  'rules'?: (string);
  'save'?: (boolean);
}

export interface GenerateDescriptionRequest__Output {
  'entity_id': (string);
  'rules': (string);
  'save': (boolean);
}
