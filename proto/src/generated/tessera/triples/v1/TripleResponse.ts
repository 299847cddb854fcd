// Original file: tessera/triples/v1/triples.proto

import type { Triple as _tessera_triples_v1_Triple, Triple__Output as _tessera_triples_v1_Triple__Output } from '../../../tessera/triples/v1/Triple';

export interface TripleResponse {
  'triple'?: (_tessera_triples_v1_Triple | null);
  'message'?: (string);
}

export interface TripleResponse__Output {
  'triple': (_tessera_triples_v1_Triple__Output | null);
  'message': (string);
}
