import { connectMongo, unavailableOutbox } from '@tessera/storage';
import type { EntitiesStorage } from '../../ports/storage';
import { MongoEntityStore } from './mongo-entity-store';
import { MongoIndexStore } from './mongo-index-store';

/** MongoDB storage; `databaseName` is for tests, which each use a throwaway database. */
export async function openMongoStorage(url: string, databaseName?: string): Promise<EntitiesStorage & { drop(): Promise<void> }> {
  const connection = await connectMongo(url, 'entities', databaseName);
  const indexes = new MongoIndexStore(connection.db);
  const entities = new MongoEntityStore(connection.db);
  await indexes.createIndexes();
  await entities.createIndexes();
  const outbox = unavailableOutbox('The MongoDB adapters do not record change events yet (planned: outbox writes in session transactions)');
  return { indexes, entities, outbox, close: () => connection.close(), drop: async () => void (await connection.db.dropDatabase()) };
}
