// Original file: tessera/generation/v1/generation.proto

import type { Long } from '@grpc/proto-loader';

export interface GrantCreditsRequest {
  'cents'?: (number | string | Long);
  'note'?: (string);
}

export interface GrantCreditsRequest__Output {
  'cents': (number);
  'note': (string);
}
