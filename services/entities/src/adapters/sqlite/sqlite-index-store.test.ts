import { indexStoreContract } from '../../ports/index-store.contract';
import { SqliteIndexStore } from './sqlite-index-store';

describe(SqliteIndexStore.name, () => {
  indexStoreContract(async () => SqliteIndexStore.open(':memory:'));
});
