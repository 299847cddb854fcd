// Original file: tessera/triples/v1/triples.proto

import type { Long } from '@grpc/proto-loader';

export interface CountTriplesByEntityResponse {
  'counts'?: ({[key: string]: number | string | Long});
}

export interface CountTriplesByEntityResponse__Output {
  'counts': ({[key: string]: number});
}
