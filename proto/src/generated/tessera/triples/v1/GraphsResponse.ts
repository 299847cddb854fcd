// Original file: tessera/triples/v1/triples.proto

import type { Graph as _tessera_triples_v1_Graph, Graph__Output as _tessera_triples_v1_Graph__Output } from '../../../tessera/triples/v1/Graph';

export interface GraphsResponse {
  'graphs'?: (_tessera_triples_v1_Graph)[];
}

export interface GraphsResponse__Output {
  'graphs': (_tessera_triples_v1_Graph__Output)[];
}
