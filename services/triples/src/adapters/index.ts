import type { TriplesConfig } from '../config';
import type { TripleStore } from '../ports/triple-store';
import { MongoTripleStore } from './mongo/mongo-triple-store';
import { SqliteTripleStore } from './sqlite/sqlite-triple-store';

/** MongoDB when MONGODB_URL is set, the embedded SQLite file otherwise. */
export async function openTripleStore(config: Pick<TriplesConfig, 'MONGODB_URL' | 'DATA_DIR'>): Promise<TripleStore> {
  return config.MONGODB_URL ? MongoTripleStore.connect(config.MONGODB_URL) : SqliteTripleStore.open(config.DATA_DIR);
}
