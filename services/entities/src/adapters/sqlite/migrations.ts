import { OUTBOX_TABLE_SQL, outboxTriggersSql, type Migration } from '@tessera/storage';

/** The change-event payload of each published table (SQL over `row.`), for the triggers and for republishing. */
export const ENTITY_PAYLOAD_SQL = `json_object('id', row.id, 'account_id', row.account_id, 'index_id', row.index_id, 'name', row.name,
          'description', row.description, 'avatar_url', row.avatar_url, 'parent_entity_id', row.parent_entity_id,
          'created_at', row.created_at, 'updated_at', row.updated_at)`;
export const INDEX_PAYLOAD_SQL = `json_object('id', row.id, 'account_id', row.account_id, 'name', row.name, 'description', row.description,
          'is_public', json(CASE row.is_public WHEN 1 THEN 'true' ELSE 'false' END), 'created_at', row.created_at,
          'updated_at', row.updated_at)`;

export const OUTBOX_SOURCES = [
  { table: 'entities', kind: 'entity', payload: ENTITY_PAYLOAD_SQL },
  { table: 'indexes', kind: 'index', payload: INDEX_PAYLOAD_SQL },
];

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

      CREATE TABLE entities (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        index_id TEXT NOT NULL REFERENCES indexes (id),
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        avatar_url TEXT NOT NULL DEFAULT '',
        parent_entity_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      -- Entity resolution's safety net: one entity per normalised name per account and index, whatever races.
      CREATE UNIQUE INDEX entities_key ON entities (account_id, index_id, name_key);
      CREATE INDEX entities_by_index ON entities (index_id, created_at DESC, id DESC);
      CREATE INDEX entities_by_account ON entities (account_id, created_at DESC, id DESC);

      -- Every surface form an entity was matched under, so the next mention resolves exactly.
      CREATE TABLE entity_aliases (
        account_id TEXT NOT NULL,
        index_id TEXT NOT NULL,
        alias_key TEXT NOT NULL,
        entity_id TEXT NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
        PRIMARY KEY (account_id, index_id, alias_key)
      ) WITHOUT ROWID;
      CREATE INDEX entity_aliases_by_entity ON entity_aliases (entity_id);

      -- Character trigrams over name and description: fuzzy candidates and typo-tolerant search.
      CREATE VIRTUAL TABLE entities_fts USING fts5 (
        name, description, content = 'entities', content_rowid = 'rowid', tokenize = 'trigram remove_diacritics 1'
      );
      CREATE TRIGGER entities_fts_insert AFTER INSERT ON entities BEGIN
        INSERT INTO entities_fts (rowid, name, description) VALUES (new.rowid, new.name, new.description);
      END;
      CREATE TRIGGER entities_fts_delete AFTER DELETE ON entities BEGIN
        INSERT INTO entities_fts (entities_fts, rowid, name, description) VALUES ('delete', old.rowid, old.name, old.description);
      END;
      CREATE TRIGGER entities_fts_update AFTER UPDATE OF name, description ON entities BEGIN
        INSERT INTO entities_fts (entities_fts, rowid, name, description) VALUES ('delete', old.rowid, old.name, old.description);
        INSERT INTO entities_fts (rowid, name, description) VALUES (new.rowid, new.name, new.description);
      END;
    `,
  },
  {
    id: 2,
    // Change events for the search service, written by triggers in the same transaction as the change.
    sql:
      OUTBOX_TABLE_SQL +
      outboxTriggersSql('entities', 'entity', ENTITY_PAYLOAD_SQL) +
      outboxTriggersSql('indexes', 'index', INDEX_PAYLOAD_SQL),
  },
  {
    id: 3,
    // Per-row insert triggers were most of the cost of creating entities: insertIfAbsent now indexes a
    // whole batch in FTS with one INSERT ... SELECT and writes the outbox rows itself, in the same transaction.
    sql: `
      DROP TRIGGER entities_fts_insert;
      DROP TRIGGER entities_outbox_insert;
    `,
  },
  {
    id: 4,
    // The surface form of a name merged into an entity (null for the spellings resolution learned on its way), and
    // its character trigrams, so that fuzzy matching finds the survivor by it, from the store as from memory.
    sql: `
      ALTER TABLE entity_aliases ADD COLUMN name TEXT;
      CREATE VIRTUAL TABLE entity_names_fts USING fts5 (
        name, account_id UNINDEXED, index_id UNINDEXED, alias_key UNINDEXED, tokenize = 'trigram remove_diacritics 1'
      );
      CREATE TRIGGER entity_names_fts_insert AFTER INSERT ON entity_aliases WHEN new.name IS NOT NULL BEGIN
        INSERT INTO entity_names_fts (name, account_id, index_id, alias_key) VALUES (new.name, new.account_id, new.index_id, new.alias_key);
      END;
      CREATE TRIGGER entity_names_fts_delete AFTER DELETE ON entity_aliases WHEN old.name IS NOT NULL BEGIN
        DELETE FROM entity_names_fts WHERE alias_key = old.alias_key AND index_id = old.index_id AND account_id = old.account_id;
      END;
      CREATE TRIGGER entity_names_fts_update AFTER UPDATE ON entity_aliases WHEN old.name IS NOT NULL OR new.name IS NOT NULL BEGIN
        DELETE FROM entity_names_fts WHERE alias_key = old.alias_key AND index_id = old.index_id AND account_id = old.account_id;
        INSERT INTO entity_names_fts (name, account_id, index_id, alias_key)
          SELECT new.name, new.account_id, new.index_id, new.alias_key WHERE new.name IS NOT NULL;
      END;
    `,
  },
  {
    id: 5,
    // Valid time (issue 22): functional predicates per index, and the resolution events of entities (written in the
    // transaction of the change they record), for an entity's history.
    sql: `
      ALTER TABLE indexes ADD COLUMN functional_predicates TEXT NOT NULL DEFAULT '[]';
      CREATE TABLE entity_events (
        seq INTEGER PRIMARY KEY,
        account_id TEXT NOT NULL,
        entity_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        other_entity_id TEXT,
        name TEXT,
        at TEXT NOT NULL
      );
      CREATE INDEX entity_events_by_entity ON entity_events (entity_id, at);
    `,
  },
  {
    id: 6,
    // Correcting resolution (issue 23): where an alias with a surface form came from ('added' through the aliases API;
    // NULL for the names of merged entities and the learned spellings), who made a recorded change, and the pairs a
    // split set apart.
    sql: `
      ALTER TABLE entity_aliases ADD COLUMN origin TEXT;
      ALTER TABLE entity_events ADD COLUMN actor TEXT;
      -- Pairs of entities a split set apart, both ways round (each entity's pairs are one index range).
      CREATE TABLE entity_cannot_link (
        entity_id TEXT NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
        other_entity_id TEXT NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
        account_id TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (entity_id, other_entity_id)
      ) WITHOUT ROWID;
      CREATE INDEX entity_cannot_link_by_other ON entity_cannot_link (other_entity_id);
    `,
  },
];
