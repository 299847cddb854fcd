// Original file: tessera/generation/v1/generation.proto

import type { Long } from '@grpc/proto-loader';

export interface GenerateDescriptionResponse {
  'entity_json'?: (string);
  'credits_used'?: (number | string | Long);
  'balance_remaining'?: (number | string | Long);
}

export interface GenerateDescriptionResponse__Output {
  'entity_json': (string);
  'credits_used': (number);
  'balance_remaining': (number);
}
