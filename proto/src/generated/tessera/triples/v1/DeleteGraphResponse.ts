// Original file: tessera/triples/v1/triples.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteGraphResponse {
  'message'?: (string);
  'deleted_triples'?: (number | string | Long);
}

export interface DeleteGraphResponse__Output {
  'message': (string);
  'deleted_triples': (number);
}
