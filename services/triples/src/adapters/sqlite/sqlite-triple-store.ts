import { Conflict, NotFound } from '@tessera/common';
import { openSqlite, likeContains, SqliteOutbox, StatementCache, type SqliteDatabase } from '@tessera/storage';
import type { GraphPatch, GraphRecord, GraphView, TriplePatch, TripleQuery, TripleRecord, TripleStore, TriplesStorage } from '../../ports/triple-store';
import { wordsQuery } from './fts';
import { migrations, OUTBOX_SOURCES } from './migrations';

const COLUMNS = `t.id, t.account_id, t.index_id, t.graph_id, t.subject, t.predicate, t.object, t.object_type, t.confidence,
  t.source, t.subject_entity_id, t.object_entity_id, t.created_at, t.updated_at`;
const CHUNK = 500;

interface GraphRow extends Omit<GraphView, 'metadata'> {
  metadata: string;
}

const fromGraphRow = (row: GraphRow): GraphView => ({ ...row, metadata: JSON.parse(row.metadata) as Record<string, unknown> });

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const list = (prefix: string, values: string[], params: Record<string, unknown>) =>
  values
    .map((value, i) => {
      params[`${prefix}${i}`] = value;
      return `@${prefix}${i}`;
    })
    .join(', ');

/** SQLite query text and parameters for a triple query; pure, so its shape is unit-tested. */
export function buildTripleQuery(
  accountId: string,
  query: TripleQuery,
  columns: string = COLUMNS,
): { sql: string; params: Record<string, unknown> } | undefined {
  const params: Record<string, unknown> = { account: accountId, limit: query.limit, offset: query.offset };
  const where =
    query.readableIndexIds.length > 0
      ? [`(t.account_id = @account OR t.index_id IN (${list('readable', query.readableIndexIds, params)}))`]
      : ['t.account_id = @account'];
  const equal = (column: keyof TripleQuery & keyof TripleRecord) => {
    const value = query[column];
    if (value === undefined) return;
    where.push(`t.${column} = @${column}`);
    params[column] = value;
  };
  (['subject', 'graph_id', 'index_id', 'subject_entity_id', 'object_entity_id'] as const).forEach(equal);
  if (query.predicates && query.predicates.length > 0) where.push(`t.predicate IN (${list('predicate', query.predicates, params)})`);
  if (query.search !== undefined) {
    const match = wordsQuery(query.search);
    if (!match) return undefined;
    params.match = match;
    // Driven by the full-text index in descending rowid order (FTS5 delivers it), so the walk stops at the page's
    // last row instead of collecting every match first (a common word matches a large share of the triples).
    where.push('triples_fts MATCH @match');
    return {
      sql: `SELECT ${columns} FROM triples_fts f JOIN triples t ON t.seq = f.rowid WHERE ${where.join(' AND ')} ORDER BY f.rowid DESC LIMIT @limit OFFSET @offset`,
      params,
    };
  }
  return { sql: `SELECT ${columns} FROM triples t WHERE ${where.join(' AND ')} ORDER BY t.seq DESC LIMIT @limit OFFSET @offset`, params };
}

export class SqliteTripleStore implements TripleStore {
  private readonly statements;
  private insertsSinceOptimize = 0;
  private readonly cache: StatementCache;

  constructor(private readonly db: SqliteDatabase) {
    this.cache = new StatementCache(db);
    this.statements = {
      insert: db.prepare(
        `INSERT INTO triples (id, account_id, index_id, graph_id, subject, predicate, object, object_type, confidence, source,
           subject_entity_id, object_entity_id, created_at, updated_at)
         VALUES (@id, @account_id, @index_id, @graph_id, @subject, @predicate, @object, @object_type, @confidence, @source,
           @subject_entity_id, @object_entity_id, @created_at, @updated_at)`,
      ),
      own: db.prepare(`SELECT ${COLUMNS} FROM triples t WHERE t.id = ? AND t.account_id = ?`),
      lastSeq: db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM triples'),
      indexText: db.prepare('INSERT INTO triples_fts (rowid, subject, predicate, object) SELECT seq, subject, predicate, object FROM triples WHERE seq > ?'),
      event: db.prepare(`INSERT INTO outbox (account_id, kind, resource_id, op, payload) VALUES (?, 'triple', ?, 'upsert', ?)`),
      graph: db.prepare(
        `SELECT g.*, (SELECT COUNT(*) FROM triples t WHERE t.graph_id = g.id) AS triple_count FROM graphs g WHERE g.id = ? AND g.account_id = ?`,
      ),
    };
  }

  static open(dataDir: string): SqliteTripleStore {
    return new SqliteTripleStore(openSqlite(dataDir, 'triples', migrations));
  }

  /** The embedded default: `<dataDir>/triples.sqlite` with its outbox (`:memory:` for tests). */
  static openStorage(dataDir: string): TriplesStorage {
    const store = SqliteTripleStore.open(dataDir);
    return { triples: store, outbox: new SqliteOutbox(store.db, OUTBOX_SOURCES), close: () => store.close() };
  }

  /** Rows, their full-text entries and their change events, all in one transaction. */
  async insert(triples: TripleRecord[]): Promise<void> {
    const write = this.db.transaction(() => {
      const { seq } = this.statements.lastSeq.get() as { seq: number };
      for (const triple of triples) {
        this.statements.insert.run(triple);
        this.statements.event.run(triple.account_id, triple.id, JSON.stringify(triple));
      }
      this.statements.indexText.run(seq);
    });
    try {
      write();
    } catch (error) {
      // A graph deleted between the domain's check and this write: nothing was stored.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
        throw new NotFound('Graph not found', { field: 'graph_id', details: 'The graph was deleted while the triples were being stored', cause: error });
      }
      if (isUniqueViolation(error)) throw new Conflict('A triple with this id exists', { cause: error });
      throw error;
    }
    // Keep planner statistics current as the table grows (a stale plan costs 1000x on subject+predicate).
    this.insertsSinceOptimize += triples.length;
    if (this.insertsSinceOptimize >= 50_000) {
      this.insertsSinceOptimize = 0;
      this.db.pragma('optimize');
    }
  }

  async query(accountId: string, query: TripleQuery): Promise<TripleRecord[]> {
    const built = buildTripleQuery(accountId, query);
    return built ? (this.cache.get(built.sql).all(built.params) as TripleRecord[]) : [];
  }

  async queryPublic(accountId: string, query: TripleQuery): Promise<string[]> {
    const built = buildTripleQuery(accountId, query, 't.public_json');
    return built ? (this.cache.get(built.sql).pluck().all(built.params) as string[]) : [];
  }

  async getOwn(accountId: string, id: string): Promise<TripleRecord | null> {
    return (this.statements.own.get(id, accountId) as TripleRecord | undefined) ?? null;
  }

  async getOwnMany(accountId: string, ids: string[]): Promise<TripleRecord[]> {
    const found: TripleRecord[] = [];
    for (const part of chunks(ids)) {
      const params: Record<string, unknown> = { account: accountId };
      const sql = `SELECT ${COLUMNS} FROM triples t WHERE t.account_id = @account AND t.id IN (${list('id', part, params)}) ORDER BY t.seq`;
      found.push(...(this.cache.get(sql).all(params) as TripleRecord[]));
    }
    return found;
  }

  async update(accountId: string, id: string, patch: TriplePatch, updatedAt: string): Promise<TripleRecord | null> {
    const own = await this.getOwn(accountId, id);
    if (!own) return null;
    const next = { ...own, ...patch, updated_at: updatedAt };
    this.db
      .prepare(
        `UPDATE triples SET subject = @subject, predicate = @predicate, object = @object, confidence = @confidence, source = @source,
         graph_id = @graph_id, subject_entity_id = @subject_entity_id, object_entity_id = @object_entity_id, updated_at = @updated_at
         WHERE id = @id`,
      )
      .run(next);
    return this.getOwn(accountId, id);
  }

  async delete(accountId: string, ids: string[]): Promise<number> {
    let deleted = 0;
    this.db.transaction(() => {
      for (const part of chunks(ids)) {
        const params: Record<string, unknown> = { account: accountId };
        deleted += this.cache.get(`DELETE FROM triples WHERE account_id = @account AND id IN (${list('id', part, params)})`).run(params).changes;
      }
    })();
    return deleted;
  }

  async deleteByEntities(accountId: string, entityIds: string[]): Promise<number> {
    let deleted = 0;
    this.db.transaction(() => {
      for (const part of chunks(entityIds)) {
        const params: Record<string, unknown> = { account: accountId };
        const ids = list('e', part, params);
        deleted += this.db
          .prepare(`DELETE FROM triples WHERE account_id = @account AND (subject_entity_id IN (${ids}) OR object_entity_id IN (${ids}))`)
          .run(params).changes;
      }
    })();
    return deleted;
  }

  async deleteInIndex(accountId: string, indexId: string): Promise<number> {
    return this.cache.get('DELETE FROM triples WHERE account_id = ? AND index_id = ?').run(accountId, indexId).changes;
  }

  async repointEntity(accountId: string, fromEntityId: string, toEntityId: string): Promise<number> {
    return this.db.transaction(() => {
      const subjects = this.db
        .prepare('UPDATE triples SET subject_entity_id = ? WHERE account_id = ? AND subject_entity_id = ?')
        .run(toEntityId, accountId, fromEntityId).changes;
      const objects = this.db
        .prepare('UPDATE triples SET object_entity_id = ? WHERE account_id = ? AND object_entity_id = ?')
        .run(toEntityId, accountId, fromEntityId).changes;
      return subjects + objects;
    })();
  }

  async moveIndex(accountId: string, fromIndexId: string, toIndexId: string): Promise<number> {
    return this.cache.get('UPDATE triples SET index_id = ? WHERE account_id = ? AND index_id = ?').run(toIndexId, accountId, fromIndexId).changes;
  }

  async createGraph(graph: GraphRecord): Promise<void> {
    try {
      this.db
        .prepare(
          `INSERT INTO graphs (id, account_id, name, description, index_id, metadata, created_at, updated_at)
           VALUES (@id, @account_id, @name, @description, @index_id, @metadata, @created_at, @updated_at)`,
        )
        .run({ ...graph, metadata: JSON.stringify(graph.metadata) });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict('A graph with this id exists', { cause: error });
      throw error;
    }
  }

  async getGraph(accountId: string, id: string): Promise<GraphView | null> {
    const row = this.statements.graph.get(id, accountId) as GraphRow | undefined;
    return row ? fromGraphRow(row) : null;
  }

  async listGraphs(accountId: string, query: { search?: string; offset: number; limit: number }): Promise<GraphView[]> {
    const params: unknown[] = [accountId];
    let where = 'g.account_id = ?';
    if (query.search) {
      where += ` AND (g.name LIKE ? ESCAPE '\\' OR g.description LIKE ? ESCAPE '\\')`;
      params.push(likeContains(query.search), likeContains(query.search));
    }
    const rows = this.db
      .prepare(
        `SELECT g.*, (SELECT COUNT(*) FROM triples t WHERE t.graph_id = g.id) AS triple_count FROM graphs g
         WHERE ${where} ORDER BY g.created_at DESC, g.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, query.limit, query.offset) as GraphRow[];
    return rows.map(fromGraphRow);
  }

  async updateGraph(accountId: string, id: string, patch: GraphPatch, updatedAt: string): Promise<GraphView | null> {
    const current = await this.getGraph(accountId, id);
    if (!current) return null;
    const next = { ...current, ...patch, updated_at: updatedAt };
    this.db
      .prepare(
        `UPDATE graphs SET name = @name, description = @description, index_id = @index_id, metadata = @metadata, updated_at = @updated_at
         WHERE id = @id`,
      )
      .run({ ...next, metadata: JSON.stringify(next.metadata) });
    return this.getGraph(accountId, id);
  }

  async deleteGraph(accountId: string, id: string, deleteTriples: boolean): Promise<{ deleted_triples: number } | null> {
    if (!(await this.getGraph(accountId, id))) return null;
    return this.db.transaction(() => {
      const deleted = deleteTriples ? this.cache.get('DELETE FROM triples WHERE graph_id = ?').run(id).changes : 0;
      if (!deleteTriples) this.cache.get('UPDATE triples SET graph_id = NULL WHERE graph_id = ?').run(id);
      this.cache.get('DELETE FROM graphs WHERE id = ?').run(id);
      return { deleted_triples: deleted };
    })();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

const isUniqueViolation = (error: unknown) =>
  ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes((error as { code?: string }).code ?? '');
