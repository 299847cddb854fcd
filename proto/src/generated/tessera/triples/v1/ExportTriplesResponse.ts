// Original file: tessera/triples/v1/triples.proto

import type { Triple as _tessera_triples_v1_Triple, Triple__Output as _tessera_triples_v1_Triple__Output } from '../../../tessera/triples/v1/Triple';

export interface ExportTriplesResponse {
  'triples'?: (_tessera_triples_v1_Triple)[];
  'next'?: (string);
}

export interface ExportTriplesResponse__Output {
  'triples': (_tessera_triples_v1_Triple__Output)[];
  'next': (string);
}
