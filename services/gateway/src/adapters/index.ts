import type { GatewayStorage } from '../ports/account-store';
import { openMongoStorage } from './mongo';
import { openSqliteStorage } from './sqlite';

/** MongoDB when MONGODB_URL is set, the embedded SQLite file otherwise. */
export async function openStorage(config: { MONGODB_URL?: string; DATA_DIR: string }): Promise<GatewayStorage> {
  return config.MONGODB_URL ? openMongoStorage(config.MONGODB_URL) : openSqliteStorage(config.DATA_DIR);
}
