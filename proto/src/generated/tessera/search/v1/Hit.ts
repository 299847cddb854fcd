// Original file: tessera/search/v1/search.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A hit carries the resource as the owning service last published it, plus the similarity in [0, 1].
 */
export interface Hit {
  'id'?: (string);
  'similarity'?: (number | string);
  'resource_json'?: (string);
  /**
   * entities only
   */
  'triple_count'?: (number | string | Long);
}

/**
 * A hit carries the resource as the owning service last published it, plus the similarity in [0, 1].
 */
export interface Hit__Output {
  'id': (string);
  'similarity': (number);
  'resource_json': (string);
  /**
   * entities only
   */
  'triple_count': (number);
}
