// Original file: tessera/search/v1/search.proto

import type { Hit as _tessera_search_v1_Hit, Hit__Output as _tessera_search_v1_Hit__Output } from '../../../tessera/search/v1/Hit';

export interface SearchResponse {
  'entities'?: (_tessera_search_v1_Hit)[];
  'triples'?: (_tessera_search_v1_Hit)[];
  'graphs'?: (_tessera_search_v1_Hit)[];
}

export interface SearchResponse__Output {
  'entities': (_tessera_search_v1_Hit__Output)[];
  'triples': (_tessera_search_v1_Hit__Output)[];
  'graphs': (_tessera_search_v1_Hit__Output)[];
}
