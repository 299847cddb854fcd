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
  {
    // The entities each triple references, so search results count an entity's triples without asking the triples
    // service; filled from the triples already stored. The triple's account and index are copied here, so a count
    // reads this table's b-tree only.
    id: 2,
    sql: `
      CREATE TABLE doc_entities (
        entity_id TEXT NOT NULL,
        key INTEGER NOT NULL REFERENCES docs (key) ON DELETE CASCADE,
        account_id TEXT NOT NULL,
        index_id TEXT,
        PRIMARY KEY (entity_id, key)
      ) WITHOUT ROWID;
      CREATE INDEX doc_entities_by_key ON doc_entities (key);
      INSERT OR IGNORE INTO doc_entities (entity_id, key, account_id, index_id)
        SELECT j.value, d.key, d.account_id, d.index_id
        FROM docs d, json_each(json_array(json_extract(d.payload, '$.subject_entity_id'), json_extract(d.payload, '$.object_entity_id'))) j
        WHERE d.kind = 'triple' AND j.value IS NOT NULL AND j.value <> '';
    `,
  },
];
