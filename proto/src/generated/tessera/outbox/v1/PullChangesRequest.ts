// Original file: tessera/outbox/v1/outbox.proto

import type { Long } from '@grpc/proto-loader';

export interface PullChangesRequest {
  'max'?: (number);
  'after_seq'?: (number | string | Long);
}

export interface PullChangesRequest__Output {
  'max': (number);
  'after_seq': (number);
}
