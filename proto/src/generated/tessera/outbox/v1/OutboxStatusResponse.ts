// Original file: tessera/outbox/v1/outbox.proto

import type { Long } from '@grpc/proto-loader';

export interface OutboxStatusResponse {
  'pending'?: (number | string | Long);
  /**
   * empty when nothing is pending
   */
  'oldest_created_at'?: (string);
}

export interface OutboxStatusResponse__Output {
  'pending': (number);
  /**
   * empty when nothing is pending
   */
  'oldest_created_at': (string);
}
