import type { Outbox } from '@tessera/storage';
import type { EntityStore } from './entity-store';
import type { IndexStore } from './index-store';

/** Everything the entities service stores, opened together because the stores share one database. */
export interface EntitiesStorage {
  indexes: IndexStore;
  entities: EntityStore;
  /** Change events of entities and indexes, for the search service. */
  outbox: Outbox;
  close(): Promise<void>;
}
