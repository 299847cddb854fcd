// Original file: tessera/outbox/v1/outbox.proto

import type { Long } from '@grpc/proto-loader';

export interface ChangeEvent {
  /**
   * monotonically increasing per owning service
   */
  'seq'?: (number | string | Long);
  'account_id'?: (string);
  /**
   * "entity" | "triple" | "graph" | "index"
   */
  'kind'?: (string);
  'resource_id'?: (string);
  /**
   * "upsert" | "delete"
   */
  'op'?: (string);
  /**
   * per resource; an older version never overwrites a newer state
   */
  'version'?: (number | string | Long);
  /**
   * the resource as stored, for "upsert"
   */
  'payload_json'?: (string);
  'created_at'?: (string);
}

export interface ChangeEvent__Output {
  /**
   * monotonically increasing per owning service
   */
  'seq': (number);
  'account_id': (string);
  /**
   * "entity" | "triple" | "graph" | "index"
   */
  'kind': (string);
  'resource_id': (string);
  /**
   * "upsert" | "delete"
   */
  'op': (string);
  /**
   * per resource; an older version never overwrites a newer state
   */
  'version': (number);
  /**
   * the resource as stored, for "upsert"
   */
  'payload_json': (string);
  'created_at': (string);
}
