import { batchUpsertEventsSql, chunks, openSqlite, SqliteOutbox, StatementCache, WalCheckpointer, type SqliteDatabase } from '@tessera/storage';
import { applySupersession, functionalTriples, type LiveTriple } from '../../ports/supersession';
import type { FunctionalPredicates, GraphPatch, GraphRecord, GraphView, InsertOutcome, TriplePatch, TripleRecord } from '../../ports/triple-store';
import { migrations, OUTBOX_SOURCES } from './migrations';

export const TRIPLE_COLUMNS = `t.id, t.account_id, t.index_id, t.graph_id, t.subject, t.predicate, t.object, t.object_type, t.confidence,
  t.source, t.subject_entity_id, t.object_entity_id, t.created_at, t.updated_at, t.valid_from, t.valid_to, t.superseded_by`;

export interface GraphRow extends Omit<GraphView, 'metadata'> {
  metadata: string;
}

export const fromGraphRow = (row: GraphRow): GraphView => ({ ...row, metadata: JSON.parse(row.metadata) as Record<string, unknown> });

export const GRAPH_SQL = `SELECT g.*, (SELECT COUNT(*) FROM triples t WHERE t.graph_id = g.id) AS triple_count FROM graphs g WHERE g.id = ? AND g.account_id = ?`;

export const list = (prefix: string, values: string[], params: Record<string, unknown>) =>
  values
    .map((value, i) => {
      params[`${prefix}${i}`] = value;
      return `@${prefix}${i}`;
    })
    .join(', ');

/**
 * Every write to the triples database: rows, their full-text entries, change events and the outbox's releases. One
 * connection does all of them, so they apply in call order and a read-modify-write (update) is atomic. It runs in
 * the service's thread, or alone in a writer thread (writes.ts) so that the gRPC thread keeps serving while a batch
 * is written. Errors are SQLite's own (code SQLITE_...); the store maps them.
 */
export class SqliteTripleWriter {
  private readonly statements;
  private readonly cache: StatementCache;
  private readonly outbox: SqliteOutbox;
  private insertsSinceOptimize = 0;

  constructor(private readonly db: SqliteDatabase) {
    this.cache = new StatementCache(db);
    this.outbox = new SqliteOutbox(db, OUTBOX_SOURCES);
    this.statements = {
      insert: db.prepare(
        `INSERT INTO triples (id, account_id, index_id, graph_id, subject, predicate, object, object_type, confidence, source,
           subject_entity_id, object_entity_id, created_at, updated_at, valid_from, valid_to, superseded_by)
         VALUES (@id, @account_id, @index_id, @graph_id, @subject, @predicate, @object, @object_type, @confidence, @source,
           @subject_entity_id, @object_entity_id, @created_at, @updated_at, @valid_from, @valid_to, @superseded_by)`,
      ),
      own: db.prepare(`SELECT ${TRIPLE_COLUMNS} FROM triples t WHERE t.id = ? AND t.account_id = ?`),
      lastSeq: db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM triples'),
      indexText: db.prepare('INSERT INTO triples_fts (rowid, subject, predicate, object) SELECT seq, subject, predicate, object FROM triples WHERE seq > ?'),
      events: db.prepare(batchUpsertEventsSql('triples', 'triple', 'seq')),
      graph: db.prepare(GRAPH_SQL),
      // The triples a functional batch may close, in one statement per batch (on the subject entity index).
      live: db.prepare(
        `SELECT t.id, t.account_id, t.index_id, t.subject_entity_id, t.predicate, t.object, t.object_type, t.object_entity_id, t.valid_from, t.valid_to
         FROM triples t INDEXED BY triples_by_subject_entity
         WHERE t.subject_entity_id IN (SELECT value FROM json_each(@entities)) AND t.predicate IN (SELECT value FROM json_each(@predicates))
           AND t.account_id IN (SELECT value FROM json_each(@accounts)) AND t.superseded_by IS NULL
         ORDER BY t.seq`,
      ),
      close: db.prepare('UPDATE triples SET valid_to = @valid_to, superseded_by = @superseded_by, updated_at = @updated_at WHERE id = @id'),
    };
  }

  /**
   * The writer of `<dataDir>/triples.sqlite` on a connection of its own (the writer thread's). ThreadWrites runs a
   * WalCheckpointer beside it, so its own automatic checkpoint is only the backstop.
   */
  static open(dataDir: string): SqliteTripleWriter {
    const db = openSqlite(dataDir, 'triples', migrations);
    WalCheckpointer.backstop(db);
    return new SqliteTripleWriter(db);
  }

  /** Rows, their full-text entries, their change events and the triples they supersede, all in one transaction. */
  insert(triples: TripleRecord[], functional?: FunctionalPredicates): InsertOutcome {
    const outcome = this.db.transaction(() => {
      const outcome = functional ? this.supersede(triples, functional) : { closed: [], started: [] };
      const { seq } = this.statements.lastSeq.get() as { seq: number };
      for (const triple of triples) this.statements.insert.run(triple);
      this.statements.events.run(seq);
      this.statements.indexText.run(seq);
      return outcome;
    }).immediate();
    // Keep planner statistics current as the table grows (a stale plan costs 1000x on subject+predicate).
    this.insertsSinceOptimize += triples.length;
    if (this.insertsSinceOptimize >= 50_000) {
      this.insertsSinceOptimize = 0;
      this.db.pragma('optimize');
    }
    return outcome;
  }

  /** Closes the stored triples the functional ones of the batch supersede (TripleStore.insert); sets the batch's own. */
  private supersede(triples: TripleRecord[], functional: FunctionalPredicates): InsertOutcome {
    const applicable = functionalTriples(triples, functional);
    if (applicable.length === 0) return { closed: [], started: [] };
    const distinct = (values: string[]) => JSON.stringify([...new Set(values)]);
    const stored = this.statements.live.all({
      entities: distinct(applicable.map((t) => t.subject_entity_id)),
      predicates: distinct(applicable.map((t) => t.predicate)),
      accounts: distinct(applicable.map((t) => t.account_id)),
    }) as LiveTriple[];
    const outcome = applySupersession(triples, functional, stored);
    const storedIds = new Set(stored.map((t) => t.id));
    const closedAt = new Map(triples.map((t) => [t.id, t.created_at]));
    for (const closure of outcome.closed) {
      if (storedIds.has(closure.id)) this.statements.close.run({ ...closure, updated_at: closedAt.get(closure.superseded_by) });
    }
    return outcome;
  }

  private own(accountId: string, id: string): TripleRecord | null {
    return (this.statements.own.get(id, accountId) as TripleRecord | undefined) ?? null;
  }

  update(accountId: string, id: string, patch: TriplePatch, updatedAt: string): TripleRecord | null {
    return this.db.transaction(() => {
      const own = this.own(accountId, id);
      if (!own) return null;
      this.cache
        .get(
          `UPDATE triples SET subject = @subject, predicate = @predicate, object = @object, confidence = @confidence, source = @source,
           graph_id = @graph_id, subject_entity_id = @subject_entity_id, object_entity_id = @object_entity_id, valid_from = @valid_from,
           valid_to = @valid_to, updated_at = @updated_at
           WHERE id = @id`,
        )
        .run({ ...own, ...patch, updated_at: updatedAt });
      return this.own(accountId, id);
    }).immediate();
  }

  delete(accountId: string, ids: string[]): number {
    return this.db.transaction(() => {
      let deleted = 0;
      for (const part of chunks(ids)) {
        const params: Record<string, unknown> = { account: accountId };
        deleted += this.cache.get(`DELETE FROM triples WHERE account_id = @account AND id IN (${list('id', part, params)})`).run(params).changes;
      }
      return deleted;
    }).immediate();
  }

  deleteByEntities(accountId: string, entityIds: string[]): number {
    return this.db.transaction(() => {
      let deleted = 0;
      for (const part of chunks(entityIds)) {
        const params: Record<string, unknown> = { account: accountId };
        const ids = list('e', part, params);
        deleted += this.cache
          .get(`DELETE FROM triples WHERE account_id = @account AND (subject_entity_id IN (${ids}) OR object_entity_id IN (${ids}))`)
          .run(params).changes;
      }
      return deleted;
    }).immediate();
  }

  deleteInIndex(accountId: string, indexId: string): number {
    return this.cache.get('DELETE FROM triples WHERE account_id = ? AND index_id = ?').run(accountId, indexId).changes;
  }

  repointEntity(accountId: string, fromEntityId: string, toEntityId: string): number {
    return this.db.transaction(() => {
      const subjects = this.cache
        .get('UPDATE triples SET subject_entity_id = ? WHERE account_id = ? AND subject_entity_id = ?')
        .run(toEntityId, accountId, fromEntityId).changes;
      const objects = this.cache
        .get('UPDATE triples SET object_entity_id = ? WHERE account_id = ? AND object_entity_id = ?')
        .run(toEntityId, accountId, fromEntityId).changes;
      return subjects + objects;
    }).immediate();
  }

  repointNames(accountId: string, indexId: string, fromEntityId: string, toEntityId: string, names: string[]): number {
    return this.db.transaction(() => {
      let changed = 0;
      for (const part of chunks(names)) {
        const texts = part.map(() => '?').join(', ');
        for (const side of ['subject', 'object'] as const) {
          changed += this.cache
            .get(`UPDATE triples SET ${side}_entity_id = ? WHERE account_id = ? AND index_id = ? AND ${side}_entity_id = ? AND ${side} IN (${texts})`)
            .run(toEntityId, accountId, indexId, fromEntityId, ...part).changes;
        }
      }
      return changed;
    }).immediate();
  }

  moveIndex(accountId: string, fromIndexId: string, toIndexId: string): number {
    return this.cache.get('UPDATE triples SET index_id = ? WHERE account_id = ? AND index_id = ?').run(toIndexId, accountId, fromIndexId).changes;
  }

  createGraph(graph: GraphRecord): void {
    this.cache
      .get(
        `INSERT INTO graphs (id, account_id, name, description, index_id, metadata, created_at, updated_at)
         VALUES (@id, @account_id, @name, @description, @index_id, @metadata, @created_at, @updated_at)`,
      )
      .run({ ...graph, metadata: JSON.stringify(graph.metadata) });
  }

  private graph(accountId: string, id: string): GraphView | null {
    const row = this.statements.graph.get(id, accountId) as GraphRow | undefined;
    return row ? fromGraphRow(row) : null;
  }

  updateGraph(accountId: string, id: string, patch: GraphPatch, updatedAt: string): GraphView | null {
    return this.db.transaction(() => {
      const current = this.graph(accountId, id);
      if (!current) return null;
      const next = { ...current, ...patch, updated_at: updatedAt };
      this.cache
        .get(
          `UPDATE graphs SET name = @name, description = @description, index_id = @index_id, metadata = @metadata, updated_at = @updated_at
           WHERE id = @id`,
        )
        .run({ ...next, metadata: JSON.stringify(next.metadata) });
      return this.graph(accountId, id);
    }).immediate();
  }

  deleteGraph(accountId: string, id: string, deleteTriples: boolean): { deleted_triples: number } | null {
    return this.db.transaction(() => {
      if (!this.graph(accountId, id)) return null;
      const deleted = deleteTriples ? this.cache.get('DELETE FROM triples WHERE graph_id = ?').run(id).changes : 0;
      if (!deleteTriples) this.cache.get('UPDATE triples SET graph_id = NULL WHERE graph_id = ?').run(id);
      this.cache.get('DELETE FROM graphs WHERE id = ?').run(id);
      return { deleted_triples: deleted };
    }).immediate();
  }

  ackEvents(upToSeq: number): Promise<number> {
    return this.outbox.ack(upToSeq);
  }

  ackEventSeqs(seqs: number[]): Promise<number> {
    return this.outbox.ackSeqs(seqs);
  }

  republishEvents(): Promise<number> {
    return this.outbox.republish();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** The writer's operations, by name: what the writer thread is asked to run. */
export type WriteMethod = Exclude<keyof SqliteTripleWriter, 'close'>;
