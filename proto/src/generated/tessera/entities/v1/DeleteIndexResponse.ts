// Original file: tessera/entities/v1/entities.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteIndexResponse {
  'message'?: (string);
  'deleted_entities'?: (number | string | Long);
  'moved_entities'?: (number | string | Long);
}

export interface DeleteIndexResponse__Output {
  'message': (string);
  'deleted_entities': (number);
  'moved_entities': (number);
}
