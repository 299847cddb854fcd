import type { EntitiesConfig } from '../config';
import type { IndexStore } from '../ports/index-store';
import { MongoIndexStore } from './mongo/mongo-index-store';
import { SqliteIndexStore } from './sqlite/sqlite-index-store';

/** The one place that picks storage: MongoDB when MONGODB_URL is set, the embedded SQLite file otherwise. */
export async function openIndexStore(config: Pick<EntitiesConfig, 'MONGODB_URL' | 'DATA_DIR'>): Promise<IndexStore> {
  return config.MONGODB_URL ? MongoIndexStore.connect(config.MONGODB_URL) : SqliteIndexStore.open(config.DATA_DIR);
}
