import { accountStoreContract } from '../../ports/account-store.contract';
import { SqliteAccountStore } from './sqlite-account-store';

describe(SqliteAccountStore.name, () => {
  accountStoreContract(async () => SqliteAccountStore.open(':memory:'));
});
