// Original file: tessera/generation/v1/generation.proto

import type { Long } from '@grpc/proto-loader';

export interface LedgerEntry {
  'id'?: (string);
  /**
   * "grant" | "reserve" | "settle" | "refund"
   */
  'kind'?: (string);
  'cents'?: (number | string | Long);
  'job_id'?: (string);
  'note'?: (string);
  'created_at'?: (string);
}

export interface LedgerEntry__Output {
  'id': (string);
  /**
   * "grant" | "reserve" | "settle" | "refund"
   */
  'kind': (string);
  'cents': (number);
  'job_id': (string);
  'note': (string);
  'created_at': (string);
}
