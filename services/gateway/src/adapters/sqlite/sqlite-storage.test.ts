import { accountStoreContract } from '../../ports/account-store.contract';
import { idempotencyStoreContract } from '../../ports/idempotency-store.contract';
import { openSqliteStorage } from '.';

describe('SQLite gateway storage', () => {
  describe('AccountStore', () => accountStoreContract(async () => openSqliteStorage(':memory:')));
  describe('IdempotencyStore', () => idempotencyStoreContract(async () => openSqliteStorage(':memory:')));
});
