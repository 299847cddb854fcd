import type { SqliteDatabase } from './sqlite';

/** A change to a resource, as the owning service recorded it in the same transaction as the change itself. */
export interface ChangeEvent {
  seq: number;
  account_id: string;
  kind: string;
  resource_id: string;
  op: 'upsert' | 'delete';
  /** Per service and increasing: a consumer keeps, per resource, the state of the highest version it has seen. */
  version: number;
  payload_json: string;
  created_at: string;
}

export interface OutboxStatus {
  pending: number;
  oldest_created_at: string | null;
}

/**
 * A transactional outbox: events are written with the change they describe and stay until the consumer
 * acknowledges them (at-least-once delivery; a restart of either side loses nothing).
 */
export interface Outbox {
  pull(afterSeq: number, max: number): Promise<ChangeEvent[]>;
  /** Releases every event up to and including `upToSeq`; returns how many. */
  ack(upToSeq: number): Promise<number>;
  /** Releases exactly these events; returns how many. */
  ackSeqs(seqs: number[]): Promise<number>;
  status(): Promise<OutboxStatus>;
  /** Appends an upsert event for every current resource, newest state, in one transaction; returns how many. */
  republish(): Promise<number>;
}

/** A table whose rows are published: `payload` is the same json_object(...) SQL over `row.` the triggers use. */
export interface OutboxSource {
  table: string;
  kind: string;
  payload: string;
}

/**
 * The outbox table; services add triggers that fill it on every write to their tables. An upsert whose payload is
 * NULL names a row of a published table (OutboxSource): pull reads that row's current state as the payload. A bulk
 * insert writes its events that way, so each row's JSON is not built and stored twice in the write transaction.
 */
export const OUTBOX_TABLE_SQL = `
  CREATE TABLE outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    resource_id TEXT NOT NULL,
    op TEXT NOT NULL CHECK (op IN ('upsert', 'delete')),
    payload TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
`;

/** A source's payload SQL over the row named `alias` (it is written over `row.`). */
const payloadOver = (payload: string, alias: string) => payload.replace(/\brow\./g, `${alias}.`);

/**
 * Triggers recording upserts and deletes of `table` in the outbox. `payload` is a SQL json_object(...) over the
 * `new` row; deletes carry the id only.
 */
export function outboxTriggersSql(table: string, kind: string, payload: string): string {
  const row = (alias: 'new' | 'old') => payloadOver(payload, alias);
  return `
    CREATE TRIGGER ${table}_outbox_insert AFTER INSERT ON ${table} BEGIN
      INSERT INTO outbox (account_id, kind, resource_id, op, payload) VALUES (new.account_id, '${kind}', new.id, 'upsert', ${row('new')});
    END;
    CREATE TRIGGER ${table}_outbox_update AFTER UPDATE ON ${table} BEGIN
      INSERT INTO outbox (account_id, kind, resource_id, op, payload) VALUES (new.account_id, '${kind}', new.id, 'upsert', ${row('new')});
    END;
    CREATE TRIGGER ${table}_outbox_delete AFTER DELETE ON ${table} BEGIN
      INSERT INTO outbox (account_id, kind, resource_id, op, payload) VALUES (old.account_id, '${kind}', old.id, 'delete', json_object('id', old.id));
    END;
  `;
}

interface OutboxRow {
  seq: number;
  account_id: string;
  kind: string;
  resource_id: string;
  op: 'upsert' | 'delete';
  payload: string | null;
  created_at: string;
}

/**
 * The pull query: each event with its payload, or, for an upsert written without one, its resource's current row as
 * the payload (NULL when the row is gone).
 */
function pullSql(sources: OutboxSource[]): string {
  const current = sources.map(
    ({ table, kind, payload }) =>
      `WHEN o.kind = '${kind}' THEN (SELECT ${payloadOver(payload, 'r')} FROM ${table} r WHERE r.id = o.resource_id)`,
  );
  const payload = current.length > 0 ? `CASE WHEN o.payload IS NOT NULL OR o.op = 'delete' THEN o.payload ${current.join(' ')} END` : 'o.payload';
  return `SELECT o.seq, o.account_id, o.kind, o.resource_id, o.op, ${payload} AS payload, o.created_at FROM outbox o WHERE o.seq > ? ORDER BY o.seq LIMIT ?`;
}

export class SqliteOutbox implements Outbox {
  private readonly pullStatement;
  private readonly published: Set<string>;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly sources: OutboxSource[] = [],
  ) {
    this.pullStatement = db.prepare(pullSql(sources));
    this.published = new Set(sources.map((source) => source.kind));
  }

  async republish(): Promise<number> {
    return this.db.transaction(() => {
      let published = 0;
      for (const { table, kind, payload } of this.sources) {
        const select = payloadOver(payload, 'r');
        published += this.db
          .prepare(`INSERT INTO outbox (account_id, kind, resource_id, op, payload) SELECT r.account_id, '${kind}', r.id, 'upsert', ${select} FROM ${table} r ORDER BY r.rowid`)
          .run().changes;
      }
      return published;
    }).immediate();
  }

  async pull(afterSeq: number, max: number): Promise<ChangeEvent[]> {
    const rows = this.pullStatement.all(afterSeq, max) as OutboxRow[];
    return rows.map((row) => {
      // An upsert read at pull time whose row is gone: the resource was deleted after it was written, and that delete
      // is a later event. Delivered as what it now is, so no consumer indexes an empty resource.
      const gone = row.op === 'upsert' && row.payload === null && this.published.has(row.kind);
      return {
        seq: row.seq,
        account_id: row.account_id,
        kind: row.kind,
        resource_id: row.resource_id,
        op: gone ? 'delete' : row.op,
        version: row.seq,
        payload_json: gone ? JSON.stringify({ id: row.resource_id }) : (row.payload ?? '{}'),
        created_at: row.created_at,
      };
    });
  }

  async ack(upToSeq: number): Promise<number> {
    return this.db.prepare('DELETE FROM outbox WHERE seq <= ?').run(upToSeq).changes;
  }

  async ackSeqs(seqs: number[]): Promise<number> {
    if (seqs.length === 0) return 0;
    const remove = this.db.prepare('DELETE FROM outbox WHERE seq = ?');
    return this.db.transaction(() => seqs.reduce((n, seq) => n + remove.run(seq).changes, 0)).immediate();
  }

  async status(): Promise<OutboxStatus> {
    const row = this.db.prepare('SELECT COUNT(*) AS pending, MIN(created_at) AS oldest FROM outbox').get() as { pending: number; oldest: string | null };
    return { pending: row.pending, oldest_created_at: row.oldest };
  }
}

/**
 * Stand-in for server-backed storage whose writes do not record change events yet: pulling fails loudly
 * instead of reporting an empty, falsely up-to-date stream.
 */
/**
 * One statement for a whole batch's change events: an upsert event for every row of `table` past a position
 * (`positionColumn` > ?, the position read before the batch was inserted), in row order. No payload: the outbox reads
 * the row when the event is pulled, and a row gone by then is delivered as a delete. A statement run per row, or each
 * row's JSON built here, cost measurably more per triple (docs/benchmarks.md).
 */
export function batchUpsertEventsSql(table: string, kind: string, positionColumn: string): string {
  return `INSERT INTO outbox (account_id, kind, resource_id, op, payload)
    SELECT account_id, '${kind}', id, 'upsert', NULL FROM ${table} WHERE ${positionColumn} > ? ORDER BY ${positionColumn}`;
}

export function unavailableOutbox(reason: string): Outbox {
  const fail = async (): Promise<never> => {
    throw new Error(reason);
  };
  return { pull: fail, ack: fail, ackSeqs: fail, status: fail, republish: fail };
}
