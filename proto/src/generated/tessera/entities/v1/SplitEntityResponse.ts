// Original file: tessera/entities/v1/entities.proto

import type { Entity as _tessera_entities_v1_Entity, Entity__Output as _tessera_entities_v1_Entity__Output } from '../../../tessera/entities/v1/Entity';
import type { Long } from '@grpc/proto-loader';

export interface SplitEntityResponse {
  /**
   * the entity split, without the names
   */
  'entity'?: (_tessera_entities_v1_Entity | null);
  /**
   * the new entity, named with the first name
   */
  'created'?: (_tessera_entities_v1_Entity | null);
  'moved_triples'?: (number | string | Long);
}

export interface SplitEntityResponse__Output {
  /**
   * the entity split, without the names
   */
  'entity': (_tessera_entities_v1_Entity__Output | null);
  /**
   * the new entity, named with the first name
   */
  'created': (_tessera_entities_v1_Entity__Output | null);
  'moved_triples': (number);
}
