// Original file: tessera/triples/v1/triples.proto

import type { Triple as _tessera_triples_v1_Triple, Triple__Output as _tessera_triples_v1_Triple__Output } from '../../../tessera/triples/v1/Triple';

export interface TriplesResponse {
  'triples'?: (_tessera_triples_v1_Triple)[];
  /**
   * With QueryTriplesRequest.public_json: the triples as a JSON array in the public API shape instead of `triples`
   * (the gateway passes it through without decoding and re-encoding every field).
   */
  'public_json'?: (string);
  'count'?: (number);
}

export interface TriplesResponse__Output {
  'triples': (_tessera_triples_v1_Triple__Output)[];
  /**
   * With QueryTriplesRequest.public_json: the triples as a JSON array in the public API shape instead of `triples`
   * (the gateway passes it through without decoding and re-encoding every field).
   */
  'public_json': (string);
  'count': (number);
}
