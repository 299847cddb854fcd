// Original file: tessera/entities/v1/entities.proto

import type { ResolvedEntity as _tessera_entities_v1_ResolvedEntity, ResolvedEntity__Output as _tessera_entities_v1_ResolvedEntity__Output } from '../../../tessera/entities/v1/ResolvedEntity';

export interface ResolveEntitiesResponse {
  'resolved'?: (_tessera_entities_v1_ResolvedEntity)[];
}

export interface ResolveEntitiesResponse__Output {
  'resolved': (_tessera_entities_v1_ResolvedEntity__Output)[];
}
