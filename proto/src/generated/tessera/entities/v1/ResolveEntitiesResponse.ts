// Original file: tessera/entities/v1/entities.proto

import type { ResolvedEntity as _tessera_entities_v1_ResolvedEntity, ResolvedEntity__Output as _tessera_entities_v1_ResolvedEntity__Output } from '../../../tessera/entities/v1/ResolvedEntity';

export interface ResolveEntitiesResponse {
  /**
   * without ids_only
   */
  'resolved'?: (_tessera_entities_v1_ResolvedEntity)[];
  /**
   * with ids_only
   */
  'entity_ids'?: (string)[];
}

export interface ResolveEntitiesResponse__Output {
  /**
   * without ids_only
   */
  'resolved': (_tessera_entities_v1_ResolvedEntity__Output)[];
  /**
   * with ids_only
   */
  'entity_ids': (string)[];
}
