import { tripleStoreContract } from '../../ports/triple-store.contract';
import { SqliteTripleStore } from './sqlite-triple-store';

describe(SqliteTripleStore.name, () => {
  tripleStoreContract(async () => SqliteTripleStore.open(':memory:'));
});
