import { openSqlite, sqliteFile, SqliteOutbox, WalCheckpointer } from '@tessera/storage';
import type { EntitiesStorage } from '../../ports/storage';
import { EntityKeyCache } from './key-cache';
import { migrations, OUTBOX_SOURCES } from './migrations';
import { SqliteEntityStore } from './sqlite-entity-store';
import { SqliteIndexStore } from './sqlite-index-store';

/** The embedded default: one SQLite file, `<dataDir>/entities.sqlite` (`:memory:` for tests). */
export function openSqliteStorage(dataDir: string): EntitiesStorage {
  const db = openSqlite(dataDir, 'entities', migrations);
  // A file checkpoints from a thread of its own (see WalCheckpointer); the commit's own checkpoint is the backstop.
  const checkpointer = dataDir === ':memory:' ? undefined : new WalCheckpointer(sqliteFile(dataDir, 'entities'));
  if (checkpointer) WalCheckpointer.backstop(db);
  // One key cache for both stores: both change entities (index deletes move or delete them).
  const keys = new EntityKeyCache(db);
  return {
    indexes: new SqliteIndexStore(db, keys),
    entities: new SqliteEntityStore(db, keys),
    outbox: new SqliteOutbox(db, OUTBOX_SOURCES),
    close: async () => {
      await checkpointer?.stop();
      db.close();
    },
  };
}
