import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WalCheckpointer } from './checkpointer';
import { openSqlite, sqliteFile } from './sqlite';

describe(WalCheckpointer.name, () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ckpt-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies the WAL back into the database while the writer never checkpoints, and stops', async () => {
    const db = openSqlite(dir, 'things', [{ id: 1, sql: 'CREATE TABLE things (id INTEGER PRIMARY KEY, body TEXT NOT NULL)' }]);
    db.pragma('wal_autocheckpoint = 0');
    db.pragma('wal_checkpoint(TRUNCATE)');
    const file = sqliteFile(dir, 'things');
    const before = statSync(file).size;
    const insert = db.prepare('INSERT INTO things (body) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run('x'.repeat(500));
    })();
    // Written to the WAL only: the database file has not grown.
    expect(statSync(file).size).toBe(before);

    const checkpointer = new WalCheckpointer(file, 10);
    const deadline = Date.now() + 5000;
    while (statSync(file).size === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await checkpointer.stop();
    expect(statSync(file).size).toBeGreaterThan(before + 500 * 1000);
    expect(db.prepare('SELECT COUNT(*) AS n FROM things').get()).toEqual({ n: 2000 });
    db.close();
  });
});
