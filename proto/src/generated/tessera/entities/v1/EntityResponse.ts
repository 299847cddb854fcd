// Original file: tessera/entities/v1/entities.proto

import type { Entity as _tessera_entities_v1_Entity, Entity__Output as _tessera_entities_v1_Entity__Output } from '../../../tessera/entities/v1/Entity';

export interface EntityResponse {
  'entity'?: (_tessera_entities_v1_Entity | null);
}

export interface EntityResponse__Output {
  'entity': (_tessera_entities_v1_Entity__Output | null);
}
