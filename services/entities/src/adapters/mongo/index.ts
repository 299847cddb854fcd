import { connectMongo, MongoOutbox } from '@tessera/storage';
import { entityPayload } from './mongo-entity-store';
import type { EntitiesStorage } from '../../ports/storage';
import { MongoEntityStore } from './mongo-entity-store';
import { MongoIndexStore } from './mongo-index-store';

/** MongoDB storage; `databaseName` is for tests, which each use a throwaway database. */
export async function openMongoStorage(url: string, databaseName?: string): Promise<EntitiesStorage & { drop(): Promise<void> }> {
  const connection = await connectMongo(url, 'entities', databaseName);
  const outbox = new MongoOutbox(connection.db, connection.client, [
    {
      collection: 'indexes', kind: 'index',
      payload: (d) => ({ id: d.id, account_id: d.account_id, name: d.name, description: d.description, is_public: d.is_public, created_at: d.created_at, updated_at: d.updated_at }),
    },
    { collection: 'entities', kind: 'entity', payload: (d) => entityPayload(d as Parameters<typeof entityPayload>[0]) },
  ]);
  const indexes = new MongoIndexStore(connection.db, outbox);
  const entities = new MongoEntityStore(connection.db, outbox);
  await indexes.createIndexes();
  await entities.createIndexes();
  return { indexes, entities, outbox, close: () => connection.close(), drop: async () => void (await connection.db.dropDatabase()) };
}
