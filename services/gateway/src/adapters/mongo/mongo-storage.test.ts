import { describeWithMongo, throwawayDatabaseName } from '@tessera/testing';
import type { GatewayStorage } from '../../ports/account-store';
import { accountStoreContract } from '../../ports/account-store.contract';
import { idempotencyStoreContract } from '../../ports/idempotency-store.contract';
import { openMongoStorage } from '.';

describeWithMongo('MongoDB gateway storage', (url) => {
  const open = async (): Promise<GatewayStorage> => {
    const storage = await openMongoStorage(url, throwawayDatabaseName());
    return { ...storage, close: async () => (await storage.drop(), storage.close()) };
  };
  describe('AccountStore', () => accountStoreContract(open));
  describe('IdempotencyStore', () => idempotencyStoreContract(open));
});
