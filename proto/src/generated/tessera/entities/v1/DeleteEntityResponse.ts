// Original file: tessera/entities/v1/entities.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteEntityResponse {
  'message'?: (string);
  'deleted_triples'?: (number | string | Long);
}

export interface DeleteEntityResponse__Output {
  'message': (string);
  'deleted_triples': (number);
}
