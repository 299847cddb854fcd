// Original file: tessera/search/v1/search.proto

import type { Embedding as _tessera_search_v1_Embedding, Embedding__Output as _tessera_search_v1_Embedding__Output } from '../../../tessera/search/v1/Embedding';

export interface EmbedResponse {
  'embeddings'?: (_tessera_search_v1_Embedding)[];
  'model'?: (string);
  'dimensions'?: (number);
}

export interface EmbedResponse__Output {
  'embeddings': (_tessera_search_v1_Embedding__Output)[];
  'model': (string);
  'dimensions': (number);
}
