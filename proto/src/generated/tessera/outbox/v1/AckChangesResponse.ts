// Original file: tessera/outbox/v1/outbox.proto

import type { Long } from '@grpc/proto-loader';

export interface AckChangesResponse {
  'released'?: (number | string | Long);
}

export interface AckChangesResponse__Output {
  'released': (number);
}
