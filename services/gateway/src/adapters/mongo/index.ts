import { connectMongo } from '@tessera/storage';
import type { GatewayStorage } from '../../ports/account-store';
import { MongoAccountStore } from './mongo-account-store';
import { MongoIdempotencyStore } from './mongo-idempotency-store';

/** MongoDB storage; `databaseName` is for tests, which each use a throwaway database. */
export async function openMongoStorage(url: string, databaseName?: string): Promise<GatewayStorage & { drop(): Promise<void> }> {
  const connection = await connectMongo(url, 'gateway', databaseName);
  const accounts = new MongoAccountStore(connection.db);
  const idempotency = new MongoIdempotencyStore(connection.db);
  await accounts.createIndexes();
  await idempotency.createIndexes();
  return { accounts, idempotency, close: () => connection.close(), drop: async () => void (await connection.db.dropDatabase()) };
}
