// Original file: tessera/triples/v1/triples.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdatedCountResponse {
  'updated_count'?: (number | string | Long);
}

export interface UpdatedCountResponse__Output {
  'updated_count': (number);
}
