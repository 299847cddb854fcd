// Original file: tessera/entities/v1/entities.proto

import type { EntityAlias as _tessera_entities_v1_EntityAlias, EntityAlias__Output as _tessera_entities_v1_EntityAlias__Output } from '../../../tessera/entities/v1/EntityAlias';

export interface EntityAliasesResponse {
  'entity_id'?: (string);
  'aliases'?: (_tessera_entities_v1_EntityAlias)[];
  /**
   * entities a split recorded as not the same as this one
   */
  'cannot_link'?: (string)[];
}

export interface EntityAliasesResponse__Output {
  'entity_id': (string);
  'aliases': (_tessera_entities_v1_EntityAlias__Output)[];
  /**
   * entities a split recorded as not the same as this one
   */
  'cannot_link': (string)[];
}
