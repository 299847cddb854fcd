// Original file: tessera/entities/v1/entities.proto

import type { Index as _tessera_entities_v1_Index, Index__Output as _tessera_entities_v1_Index__Output } from '../../../tessera/entities/v1/Index';

export interface ListIndexesResponse {
  'indexes'?: (_tessera_entities_v1_Index)[];
}

export interface ListIndexesResponse__Output {
  'indexes': (_tessera_entities_v1_Index__Output)[];
}
