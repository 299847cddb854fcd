// Original file: tessera/outbox/v1/outbox.proto

import type { Long } from '@grpc/proto-loader';

export interface RepublishResponse {
  'published'?: (number | string | Long);
}

export interface RepublishResponse__Output {
  'published': (number);
}
