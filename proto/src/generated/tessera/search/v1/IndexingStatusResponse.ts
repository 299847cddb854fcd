// Original file: tessera/search/v1/search.proto

import type { Long } from '@grpc/proto-loader';

export interface IndexingStatusResponse {
  'events_pending'?: (number | string | Long);
  'oldest_pending_age_ms'?: (number | string | Long);
  'entities_indexed'?: (number | string | Long);
  'triples_indexed'?: (number | string | Long);
  'graphs_indexed'?: (number | string | Long);
  'provider'?: (string);
  'dimensions'?: (number);
}

export interface IndexingStatusResponse__Output {
  'events_pending': (number);
  'oldest_pending_age_ms': (number);
  'entities_indexed': (number);
  'triples_indexed': (number);
  'graphs_indexed': (number);
  'provider': (string);
  'dimensions': (number);
}
