import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changeEventsContract } from '../../ports/change-events.contract';
import { tripleStoreContract } from '../../ports/triple-store.contract';
import { SqliteTripleStore } from './sqlite-triple-store';
import { ThreadWrites } from './writes';

describe(SqliteTripleStore.name, () => {
  tripleStoreContract(async () => SqliteTripleStore.open(':memory:'));
});

describe('SqliteTripleStore change events', () => {
  changeEventsContract(async () => SqliteTripleStore.openStorage(':memory:'));
});

// A file store writes in its writer thread, on a second connection: the same behaviour, across the thread boundary.
describe('SqliteTripleStore on a file, writing in its writer thread', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'triples-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  tripleStoreContract(async () => SqliteTripleStore.open(fresh()));
  describe('change events', () => {
    changeEventsContract(async () => SqliteTripleStore.openStorage(fresh()));
  });

  it('uses the writer thread for a file store', async () => {
    const store = SqliteTripleStore.open(fresh());
    try {
      expect(store.writes).toBeInstanceOf(ThreadWrites);
    } finally {
      await store.close();
    }
  });
});
