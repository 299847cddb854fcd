import { changeEventsContract } from '../../ports/change-events.contract';
import { describeWithMongo, throwawayDatabaseName } from '@tessera/testing';
import { entityStoreContract } from '../../ports/entity-store.contract';
import { indexStoreContract } from '../../ports/index-store.contract';
import type { EntitiesStorage } from '../../ports/storage';
import { openMongoStorage } from '.';

describeWithMongo('MongoDB storage', (url) => {
  const open = async (): Promise<EntitiesStorage> => {
    const storage = await openMongoStorage(url, throwawayDatabaseName());
    return { ...storage, close: async () => (await storage.drop(), storage.close()) };
  };
  describe('IndexStore', () => indexStoreContract(open));
  describe('EntityStore', () => entityStoreContract(open));
  describe('change events', () => changeEventsContract(open));
});
