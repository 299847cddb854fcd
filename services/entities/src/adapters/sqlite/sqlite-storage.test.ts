import { changeEventsContract } from '../../ports/change-events.contract';
import { entityStoreContract } from '../../ports/entity-store.contract';
import { indexStoreContract } from '../../ports/index-store.contract';
import { openSqliteStorage } from '.';

describe('SQLite storage', () => {
  describe('IndexStore', () => indexStoreContract(async () => openSqliteStorage(':memory:')));
  describe('EntityStore', () => entityStoreContract(async () => openSqliteStorage(':memory:')));
  describe('change events', () => changeEventsContract(async () => openSqliteStorage(':memory:')));
});
