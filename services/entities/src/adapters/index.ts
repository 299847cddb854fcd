import type { EntitiesConfig } from '../config';
import type { EntitiesStorage } from '../ports/storage';
import { openMongoStorage } from './mongo';
import { openSqliteStorage } from './sqlite';

/** The one place that picks storage: MongoDB when MONGODB_URL is set, the embedded SQLite file otherwise. */
export async function openStorage(config: Pick<EntitiesConfig, 'MONGODB_URL' | 'DATA_DIR'>): Promise<EntitiesStorage> {
  return config.MONGODB_URL ? openMongoStorage(config.MONGODB_URL) : openSqliteStorage(config.DATA_DIR);
}
