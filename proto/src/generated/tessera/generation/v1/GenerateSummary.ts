// Original file: tessera/generation/v1/generation.proto

import type { Long } from '@grpc/proto-loader';

export interface GenerateSummary {
  'job_id'?: (string);
  /**
   * "completed" | "pending"
   */
  'status'?: (string);
  'count'?: (number);
  'graph_id'?: (string);
  'provider'?: (string);
  'credits_used'?: (number | string | Long);
  'balance_remaining'?: (number | string | Long);
  'web_search_used'?: (boolean);
}

export interface GenerateSummary__Output {
  'job_id': (string);
  /**
   * "completed" | "pending"
   */
  'status': (string);
  'count': (number);
  'graph_id': (string);
  'provider': (string);
  'credits_used': (number);
  'balance_remaining': (number);
  'web_search_used': (boolean);
}
