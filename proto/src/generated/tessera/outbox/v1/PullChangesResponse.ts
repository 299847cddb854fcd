// Original file: tessera/outbox/v1/outbox.proto

import type { ChangeEvent as _tessera_outbox_v1_ChangeEvent, ChangeEvent__Output as _tessera_outbox_v1_ChangeEvent__Output } from '../../../tessera/outbox/v1/ChangeEvent';

export interface PullChangesResponse {
  'events'?: (_tessera_outbox_v1_ChangeEvent)[];
}

export interface PullChangesResponse__Output {
  'events': (_tessera_outbox_v1_ChangeEvent__Output)[];
}
