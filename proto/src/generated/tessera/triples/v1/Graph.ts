// Original file: tessera/triples/v1/triples.proto

import type { Long } from '@grpc/proto-loader';

export interface Graph {
  'id'?: (string);
  'account_id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'index_id'?: (string);
  'metadata_json'?: (string);
  'triple_count'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface Graph__Output {
  'id': (string);
  'account_id': (string);
  'name': (string);
  'description': (string);
  'index_id': (string);
  'metadata_json': (string);
  'triple_count': (number);
  'created_at': (string);
  'updated_at': (string);
}
