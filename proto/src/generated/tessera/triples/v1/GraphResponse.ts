// Original file: tessera/triples/v1/triples.proto

import type { Graph as _tessera_triples_v1_Graph, Graph__Output as _tessera_triples_v1_Graph__Output } from '../../../tessera/triples/v1/Graph';

export interface GraphResponse {
  'graph'?: (_tessera_triples_v1_Graph | null);
}

export interface GraphResponse__Output {
  'graph': (_tessera_triples_v1_Graph__Output | null);
}
