import { openSqlite, SqliteOutbox } from '@tessera/storage';
import type { EntitiesStorage } from '../../ports/storage';
import { migrations, OUTBOX_SOURCES } from './migrations';
import { SqliteEntityStore } from './sqlite-entity-store';
import { SqliteIndexStore } from './sqlite-index-store';

/** The embedded default: one SQLite file, `<dataDir>/entities.sqlite` (`:memory:` for tests). */
export function openSqliteStorage(dataDir: string): EntitiesStorage {
  const db = openSqlite(dataDir, 'entities', migrations);
  return {
    indexes: new SqliteIndexStore(db),
    entities: new SqliteEntityStore(db),
    outbox: new SqliteOutbox(db, OUTBOX_SOURCES),
    close: async () => {
      db.close();
    },
  };
}
