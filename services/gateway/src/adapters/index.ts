import type { AccountStore } from '../ports/account-store';
import { MongoAccountStore } from './mongo/mongo-account-store';
import { SqliteAccountStore } from './sqlite/sqlite-account-store';

/** MongoDB when MONGODB_URL is set, the embedded SQLite file otherwise. */
export async function openAccountStore(config: { MONGODB_URL?: string; DATA_DIR: string }): Promise<AccountStore> {
  return config.MONGODB_URL ? MongoAccountStore.connect(config.MONGODB_URL) : SqliteAccountStore.open(config.DATA_DIR);
}
