import { OUTBOX_TABLE_SQL, outboxTriggersSql, type Migration } from '@tessera/storage';

/** Migrations 2-5's triple change-event payload (before valid time). */
const TRIPLE_PAYLOAD_SQL_V2 = `json_object('id', row.id, 'account_id', row.account_id, 'index_id', row.index_id, 'graph_id', row.graph_id,
          'subject', row.subject, 'predicate', row.predicate, 'object', row.object, 'object_type', row.object_type,
          'confidence', row.confidence, 'source', row.source, 'subject_entity_id', row.subject_entity_id,
          'object_entity_id', row.object_entity_id, 'created_at', row.created_at, 'updated_at', row.updated_at)`;
/** The change-event payload of each published table (SQL over `row.`), for the triggers and for republishing. */
export const TRIPLE_PAYLOAD_SQL = `json_object('id', row.id, 'account_id', row.account_id, 'index_id', row.index_id, 'graph_id', row.graph_id,
          'subject', row.subject, 'predicate', row.predicate, 'object', row.object, 'object_type', row.object_type,
          'confidence', row.confidence, 'source', row.source, 'subject_entity_id', row.subject_entity_id,
          'object_entity_id', row.object_entity_id, 'created_at', row.created_at, 'updated_at', row.updated_at,
          'valid_from', row.valid_from, 'valid_to', row.valid_to, 'superseded_by', row.superseded_by)`;
export const GRAPH_PAYLOAD_SQL = `json_object('id', row.id, 'account_id', row.account_id, 'name', row.name, 'description', row.description,
          'index_id', row.index_id, 'metadata', json(row.metadata), 'created_at', row.created_at, 'updated_at', row.updated_at)`;

/** Migration 4's public JSON, which wrote some confidences differently from JSON.stringify (17 digits, 1.0e-07). */
const PUBLIC_JSON_SQL_V4 = `'{"id":' || json_quote(row.id) || ',"subject":' || json_quote(row.subject) || ',"predicate":' || json_quote(row.predicate)
  || ',"object":' || json_quote(row.object) || ',"object_type":' || json_quote(row.object_type)
  || CASE WHEN row.confidence IS NULL THEN ''
       ELSE ',"confidence":' || CASE WHEN row.confidence = CAST(row.confidence AS INTEGER) THEN CAST(row.confidence AS INTEGER) ELSE json_quote(row.confidence) END END
  || CASE WHEN row.source IS NULL OR row.source = '' THEN '' ELSE ',"source":' || json_quote(row.source) END
  || CASE WHEN row.graph_id IS NULL OR row.graph_id = '' THEN '' ELSE ',"graph_id":' || json_quote(row.graph_id) END
  || ',"index_id":' || json_quote(row.index_id) || ',"subject_entity_id":' || json_quote(row.subject_entity_id)
  || CASE WHEN row.object_entity_id IS NULL OR row.object_entity_id = '' THEN '' ELSE ',"object_entity_id":' || json_quote(row.object_entity_id) END
  || ',"created_at":' || json_quote(row.created_at) || '}'`;

/** Migration 5's public JSON (before valid time). */
const PUBLIC_JSON_SQL_V5 = `'{"id":' || json_quote(row.id) || ',"subject":' || json_quote(row.subject) || ',"predicate":' || json_quote(row.predicate)
  || ',"object":' || json_quote(row.object) || ',"object_type":' || json_quote(row.object_type)
  || CASE WHEN row.confidence IS NULL THEN '' ELSE ',"confidence":' || rtrim(rtrim(printf('%.6f', row.confidence), '0'), '.') END
  || CASE WHEN row.source IS NULL OR row.source = '' THEN '' ELSE ',"source":' || json_quote(row.source) END
  || CASE WHEN row.graph_id IS NULL OR row.graph_id = '' THEN '' ELSE ',"graph_id":' || json_quote(row.graph_id) END
  || ',"index_id":' || json_quote(row.index_id) || ',"subject_entity_id":' || json_quote(row.subject_entity_id)
  || CASE WHEN row.object_entity_id IS NULL OR row.object_entity_id = '' THEN '' ELSE ',"object_entity_id":' || json_quote(row.object_entity_id) END
  || ',"created_at":' || json_quote(row.created_at) || '}'`;

/**
 * publicTriple(t) as JSON text (SQL over `row.`): the store keeps it in a stored generated column, so a list page reads
 * one string per row and renders nothing. Confidence is stored to 6 decimal places (storedConfidence), so fixed-point
 * without trailing zeros is exactly what JSON.stringify writes; public-json.test.ts checks the two byte for byte.
 */
export const PUBLIC_JSON_SQL = PUBLIC_JSON_SQL_V5.replace(
  `|| ',"created_at":' || json_quote(row.created_at) || '}'`,
  `|| ',"created_at":' || json_quote(row.created_at)
  || CASE WHEN row.valid_from IS NULL OR row.valid_from = '' THEN '' ELSE ',"valid_from":' || json_quote(row.valid_from) END
  || CASE WHEN row.valid_to IS NULL OR row.valid_to = '' THEN '' ELSE ',"valid_to":' || json_quote(row.valid_to) END
  || CASE WHEN row.superseded_by IS NULL OR row.superseded_by = '' THEN '' ELSE ',"superseded_by":' || json_quote(row.superseded_by) END
  || '}'`,
);

// The triples table's columns, indexes and full-text change triggers, shared by migration 1 and the rebuild in 4.
const TRIPLE_COLUMNS_DDL = `
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        account_id TEXT NOT NULL,
        index_id TEXT NOT NULL,
        graph_id TEXT REFERENCES graphs (id),
        subject TEXT NOT NULL,
        predicate TEXT NOT NULL,
        object TEXT NOT NULL,
        object_type TEXT NOT NULL CHECK (object_type IN ('literal', 'entity')),
        confidence REAL,
        source TEXT,
        subject_entity_id TEXT NOT NULL,
        object_entity_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL`;
const TRIPLE_INDEXES_SQL = `
      CREATE INDEX triples_by_account ON triples (account_id);
      CREATE INDEX triples_by_subject_entity ON triples (subject_entity_id);
      CREATE INDEX triples_by_object_entity ON triples (object_entity_id) WHERE object_entity_id IS NOT NULL;
      CREATE INDEX triples_by_predicate ON triples (account_id, predicate);
      CREATE INDEX triples_by_subject ON triples (account_id, subject);
      CREATE INDEX triples_by_graph ON triples (graph_id) WHERE graph_id IS NOT NULL;
      CREATE INDEX triples_by_index ON triples (index_id);
`;
const TRIPLE_FTS_CHANGE_TRIGGERS_SQL = `
      CREATE TRIGGER triples_fts_delete AFTER DELETE ON triples BEGIN
        INSERT INTO triples_fts (triples_fts, rowid, subject, predicate, object) VALUES ('delete', old.seq, old.subject, old.predicate, old.object);
      END;
      CREATE TRIGGER triples_fts_update AFTER UPDATE OF subject, predicate, object ON triples BEGIN
        INSERT INTO triples_fts (triples_fts, rowid, subject, predicate, object) VALUES ('delete', old.seq, old.subject, old.predicate, old.object);
        INSERT INTO triples_fts (rowid, subject, predicate, object) VALUES (new.seq, new.subject, new.predicate, new.object);
      END;
`;

const TRIPLE_COLUMNS = `seq, id, account_id, index_id, graph_id, subject, predicate, object, object_type, confidence, source,
  subject_entity_id, object_entity_id, created_at, updated_at`;

export const OUTBOX_SOURCES = [
  { table: 'triples', kind: 'triple', payload: TRIPLE_PAYLOAD_SQL },
  { table: 'graphs', kind: 'graph', payload: GRAPH_PAYLOAD_SQL },
];

export const migrations: Migration[] = [
  {
    id: 1,
    sql: `
      CREATE TABLE graphs (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        index_id TEXT,
        metadata TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX graphs_by_account ON graphs (account_id, created_at DESC, id DESC);

      -- seq is the rowid: secondary indexes carry it, so "newest first" is a backward index walk.
      CREATE TABLE triples (
${TRIPLE_COLUMNS_DDL}
      );
      ${TRIPLE_INDEXES_SQL}

      CREATE VIRTUAL TABLE triples_fts USING fts5 (
        subject, predicate, object, content = 'triples', content_rowid = 'seq', tokenize = 'unicode61 remove_diacritics 2'
      );
      CREATE TRIGGER triples_fts_insert AFTER INSERT ON triples BEGIN
        INSERT INTO triples_fts (rowid, subject, predicate, object) VALUES (new.seq, new.subject, new.predicate, new.object);
      END;
      ${TRIPLE_FTS_CHANGE_TRIGGERS_SQL}
    `,
  },
  {
    id: 2,
    // Change events for the search service, written by triggers in the same transaction as the change.
    sql:
      OUTBOX_TABLE_SQL +
      outboxTriggersSql('triples', 'triple', TRIPLE_PAYLOAD_SQL_V2) +
      outboxTriggersSql('graphs', 'graph', GRAPH_PAYLOAD_SQL),
  },
  {
    id: 3,
    // Per-row insert triggers were a large part of an insert's cost; the store now indexes a whole batch in FTS with one
    // INSERT ... SELECT and writes its outbox rows itself, in the same transaction. Update/delete triggers stay.
    sql: `
      DROP TRIGGER triples_fts_insert;
      DROP TRIGGER triples_outbox_insert;
    `,
  },
  {
    id: 4,
    // The public JSON of each triple as a stored generated column: list pages read it instead of rendering 14 columns
    // per row on every request. SQLite adds stored columns only by rebuilding the table; its indexes and triggers
    // go with the old one and are made again as they were (migrations 1-3).
    sql: `
      CREATE TABLE triples_v4 (
${TRIPLE_COLUMNS_DDL},
        public_json TEXT GENERATED ALWAYS AS (${PUBLIC_JSON_SQL_V4.replace(/\brow\./g, '')}) STORED
      );
      INSERT INTO triples_v4 (${TRIPLE_COLUMNS}) SELECT ${TRIPLE_COLUMNS} FROM triples;
      DROP TABLE triples;
      ALTER TABLE triples_v4 RENAME TO triples;
      ${TRIPLE_INDEXES_SQL}
      ${TRIPLE_FTS_CHANGE_TRIGGERS_SQL}
      ${outboxTriggersSql('triples', 'triple', TRIPLE_PAYLOAD_SQL_V2)}
      DROP TRIGGER triples_outbox_insert;
    `,
  },
  {
    id: 5,
    // The public JSON rendered confidence as SQLite prints a double, which is not always JSON.stringify's text (17
    // digits, exponents like 1.0e-07). Confidences are now kept to 6 places and rendered fixed-point; the generated
    // column changes only by rebuilding the table, as in migration 4.
    sql: `
      CREATE TABLE triples_v5 (
${TRIPLE_COLUMNS_DDL},
        public_json TEXT GENERATED ALWAYS AS (${PUBLIC_JSON_SQL_V5.replace(/\brow\./g, '')}) STORED
      );
      INSERT INTO triples_v5 (${TRIPLE_COLUMNS})
        SELECT ${TRIPLE_COLUMNS.replace('confidence', 'round(confidence, 6)')} FROM triples;
      DROP TABLE triples;
      ALTER TABLE triples_v5 RENAME TO triples;
      ${TRIPLE_INDEXES_SQL}
      ${TRIPLE_FTS_CHANGE_TRIGGERS_SQL}
      ${outboxTriggersSql('triples', 'triple', TRIPLE_PAYLOAD_SQL_V2)}
      DROP TRIGGER triples_outbox_insert;
    `,
  },
  {
    id: 6,
    // Valid time (issue 22): when a fact holds (valid_from, valid_to; NULL: unbounded) and which triple closed it
    // (superseded_by, for functional predicates). The public JSON and the change events carry them, so the generated
    // column changes and the table is rebuilt as in migration 4; the update/delete triggers get the new payload.
    sql: `
      CREATE TABLE triples_v6 (
${TRIPLE_COLUMNS_DDL},
        valid_from TEXT,
        valid_to TEXT,
        superseded_by TEXT,
        public_json TEXT GENERATED ALWAYS AS (${PUBLIC_JSON_SQL.replace(/\brow\./g, '')}) STORED
      );
      INSERT INTO triples_v6 (${TRIPLE_COLUMNS}) SELECT ${TRIPLE_COLUMNS} FROM triples;
      DROP TABLE triples;
      ALTER TABLE triples_v6 RENAME TO triples;
      ${TRIPLE_INDEXES_SQL}
      ${TRIPLE_FTS_CHANGE_TRIGGERS_SQL}
      ${outboxTriggersSql('triples', 'triple', TRIPLE_PAYLOAD_SQL)}
      DROP TRIGGER triples_outbox_insert;
    `,
  },
];
