// Original file: tessera/entities/v1/entities.proto

import type { EntityEvent as _tessera_entities_v1_EntityEvent, EntityEvent__Output as _tessera_entities_v1_EntityEvent__Output } from '../../../tessera/entities/v1/EntityEvent';

export interface ListEntityEventsResponse {
  'events'?: (_tessera_entities_v1_EntityEvent)[];
}

export interface ListEntityEventsResponse__Output {
  'events': (_tessera_entities_v1_EntityEvent__Output)[];
}
