// Original file: tessera/entities/v1/entities.proto

import type { Index as _tessera_entities_v1_Index, Index__Output as _tessera_entities_v1_Index__Output } from '../../../tessera/entities/v1/Index';

export interface IndexResponse {
  'index'?: (_tessera_entities_v1_Index | null);
}

export interface IndexResponse__Output {
  'index': (_tessera_entities_v1_Index__Output | null);
}
