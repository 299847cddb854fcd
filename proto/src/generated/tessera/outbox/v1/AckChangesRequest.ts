// Original file: tessera/outbox/v1/outbox.proto

import type { Long } from '@grpc/proto-loader';

export interface AckChangesRequest {
  /**
   * releases every event up to and including this seq (when `seqs` is empty)
   */
  'up_to_seq'?: (number | string | Long);
  /**
   * releases exactly these events: safe where a transaction can commit a lower seq late
   */
  'seqs'?: (number | string | Long)[];
}

export interface AckChangesRequest__Output {
  /**
   * releases every event up to and including this seq (when `seqs` is empty)
   */
  'up_to_seq': (number);
  /**
   * releases exactly these events: safe where a transaction can commit a lower seq late
   */
  'seqs': (number)[];
}
