// Original file: tessera/outbox/v1/outbox.proto

import type { Long } from '@grpc/proto-loader';

export interface AckChangesRequest {
  'up_to_seq'?: (number | string | Long);
}

export interface AckChangesRequest__Output {
  'up_to_seq': (number);
}
