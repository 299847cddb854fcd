import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;
export type SqliteStatement = Database.Statement<unknown[]>;

/** One ordered list of SQL steps per service; applied once each, tracked in `schema_migrations`. */
export type Migration = { id: number; sql: string };

export interface SqliteOptions {
  /**
   * Page cache per connection. It fills up to this size as the database grows and is not given back, so a service
   * whose working set is small (a job queue, a ledger) keeps it small.
   */
  cacheMiB?: number;
}

/**
 * Opens (creating if needed) `<dataDir>/<name>.sqlite` in WAL mode with foreign keys on, and applies the migrations.
 * `:memory:` as dataDir gives a private in-memory database (tests).
 */
export function openSqlite(dataDir: string, name: string, migrations: Migration[], { cacheMiB = 64 }: SqliteOptions = {}): SqliteDatabase {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    file = sqliteFile(dataDir, name);
    mkdirSync(dirname(file), { recursive: true });
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // 64 MiB of page cache by default: index-heavy inserts slow down sharply once the indexes outgrow the 2 MiB default.
  db.pragma(`cache_size = ${-Math.round(cacheMiB * 1024)}`);
  // Checkpoint every ~40 MiB of WAL instead of ~4 MiB: fewer checkpoints inside write transactions.
  db.pragma('wal_autocheckpoint = 10000');
  migrate(db, migrations);
  return db;
}

/** Where openSqlite keeps `name`'s database under `dataDir`. */
export const sqliteFile = (dataDir: string, name: string): string => join(dataDir, `${name}.sqlite`);

/**
 * Applies each migration not yet recorded. Several processes may open one file at once (gateway workers): each
 * migration is checked and applied under the write lock (BEGIN IMMEDIATE), so exactly one of them applies it.
 */
function migrate(db: SqliteDatabase, migrations: Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE id = ?');
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    db.transaction(() => {
      if (isApplied.get(migration.id)) return;
      db.exec(migration.sql);
      record.run(migration.id, new Date().toISOString());
    }).immediate();
  }
}

/** SQLite's default limit on bound parameters is 32766; lists bound as parameters are cut far below it. */
export const SQLITE_PARAMETER_CHUNK = 500;

/** `items` in runs of at most `size`, for statements that bind one parameter per item. */
export function chunks<T>(items: T[], size = SQLITE_PARAMETER_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Escapes LIKE wildcards so user text matches literally (use with `ESCAPE '\'`). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Prepared statements by SQL text, for queries built at run time (filters vary): preparing costs more than many
 * of the queries themselves. Bounded, since the number of distinct shapes is small but not fixed.
 */
export class StatementCache {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: SqliteDatabase,
    private readonly max = 500,
  ) {}

  get(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= this.max) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
