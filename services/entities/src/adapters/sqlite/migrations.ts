import type { Migration } from '@tessera/storage';

export const migrations: Migration[] = [
  {
    id: 1,
    sql: `
      CREATE TABLE indexes (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        is_public INTEGER NOT NULL DEFAULT 0,
        preferred_predicates TEXT NOT NULL DEFAULT '[]',
        rules TEXT NOT NULL DEFAULT '',
        is_default INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX indexes_one_default ON indexes (account_id) WHERE is_default = 1;
      CREATE INDEX indexes_by_account ON indexes (account_id, created_at DESC, id DESC);
      CREATE INDEX indexes_public ON indexes (created_at DESC, id DESC) WHERE is_public = 1;

      -- Entities get their full shape with entity resolution; indexes need them now for item_count and cascades.
      CREATE TABLE entities (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        index_id TEXT NOT NULL REFERENCES indexes (id),
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX entities_by_index ON entities (index_id);
    `,
  },
];
