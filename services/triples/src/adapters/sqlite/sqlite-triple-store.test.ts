import { changeEventsContract } from '../../ports/change-events.contract';
import { tripleStoreContract } from '../../ports/triple-store.contract';
import { SqliteTripleStore } from './sqlite-triple-store';

describe(SqliteTripleStore.name, () => {
  tripleStoreContract(async () => SqliteTripleStore.open(':memory:'));
});

describe('SqliteTripleStore change events', () => {
  changeEventsContract(async () => SqliteTripleStore.openStorage(':memory:'));
});
