// Original file: tessera/entities/v1/entities.proto

import type { Long } from '@grpc/proto-loader';

export interface Index {
  'id'?: (string);
  'account_id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'is_public'?: (boolean);
  'preferred_predicates'?: (string)[];
  'rules'?: (string);
  'item_count'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  'is_default'?: (boolean);
  /**
   * Predicates of which a subject has one value at a time: storing a new value closes the valid one (triples service).
   */
  'functional_predicates'?: (string)[];
}

export interface Index__Output {
  'id': (string);
  'account_id': (string);
  'name': (string);
  'description': (string);
  'is_public': (boolean);
  'preferred_predicates': (string)[];
  'rules': (string);
  'item_count': (number);
  'created_at': (string);
  'updated_at': (string);
  'is_default': (boolean);
  /**
   * Predicates of which a subject has one value at a time: storing a new value closes the valid one (triples service).
   */
  'functional_predicates': (string)[];
}
