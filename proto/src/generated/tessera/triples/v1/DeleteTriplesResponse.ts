// Original file: tessera/triples/v1/triples.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteTriplesResponse {
  'deleted_count'?: (number | string | Long);
  'message'?: (string);
}

export interface DeleteTriplesResponse__Output {
  'deleted_count': (number);
  'message': (string);
}
