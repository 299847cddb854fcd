import type { EntityStore } from './entity-store';
import type { IndexStore } from './index-store';

/** Everything the entities service stores, opened together because the stores share one database. */
export interface EntitiesStorage {
  indexes: IndexStore;
  entities: EntityStore;
  close(): Promise<void>;
}
