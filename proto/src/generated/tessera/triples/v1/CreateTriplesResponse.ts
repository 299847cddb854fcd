// Original file: tessera/triples/v1/triples.proto

import type { Triple as _tessera_triples_v1_Triple, Triple__Output as _tessera_triples_v1_Triple__Output } from '../../../tessera/triples/v1/Triple';

export interface CreateTriplesResponse {
  'triples'?: (_tessera_triples_v1_Triple)[];
  'inserted_count'?: (number);
  'message'?: (string);
  /**
   * With CreateTriplesRequest.public_json: the created triples as a JSON array in the public API shape.
   */
  'public_json'?: (string);
}

export interface CreateTriplesResponse__Output {
  'triples': (_tessera_triples_v1_Triple__Output)[];
  'inserted_count': (number);
  'message': (string);
  /**
   * With CreateTriplesRequest.public_json: the created triples as a JSON array in the public API shape.
   */
  'public_json': (string);
}
