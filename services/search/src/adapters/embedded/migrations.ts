import type { Migration } from '@tessera/storage';

export const migrations: Migration[] = [
  {
    id: 1,
    sql: `
      CREATE TABLE docs (
        key INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('entity', 'triple', 'graph')),
        account_id TEXT NOT NULL,
        index_id TEXT,
        partition TEXT NOT NULL,
        version INTEGER NOT NULL,
        name_key TEXT NOT NULL DEFAULT '',
        text TEXT NOT NULL,
        payload TEXT NOT NULL,
        vector BLOB NOT NULL
      );
      CREATE INDEX docs_by_name ON docs (name_key, kind);
      CREATE TABLE tombstones (id TEXT PRIMARY KEY, version INTEGER NOT NULL);
      CREATE TABLE indexes (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        name TEXT NOT NULL,
        is_public INTEGER NOT NULL,
        version INTEGER NOT NULL
      );
      CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
];
