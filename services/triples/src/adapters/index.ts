import type { TriplesConfig } from '../config';
import type { TriplesStorage } from '../ports/triple-store';
import { MongoTripleStore } from './mongo/mongo-triple-store';
import { SqliteTripleStore } from './sqlite/sqlite-triple-store';

/** MongoDB when MONGODB_URL is set, the embedded SQLite file otherwise. */
export async function openStorage(config: Pick<TriplesConfig, 'MONGODB_URL' | 'DATA_DIR'>): Promise<TriplesStorage> {
  return config.MONGODB_URL ? MongoTripleStore.openStorage(config.MONGODB_URL) : SqliteTripleStore.openStorage(config.DATA_DIR);
}
