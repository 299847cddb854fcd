import { Conflict, InvalidArgument, NotFound } from '@tessera/common';
import { chunks, openSqlite, likeContains, SqliteOutbox, StatementCache, type Outbox, type SqliteDatabase } from '@tessera/storage';
import type {
  Direction, EdgeCounts, EdgeFilter, ExportFilter, ExportPage, FunctionalPredicates, GraphPatch, InsertOutcome, GraphRecord, GraphView, PredicateCount, TriplePatch, TripleQuery, TripleRecord, TripleStore, TriplesStorage,
} from '../../ports/triple-store';
import { wordsQuery } from './fts';
import { migrations, OUTBOX_SOURCES } from './migrations';
import { fromGraphRow, GRAPH_SQL, list, SqliteTripleWriter, TRIPLE_COLUMNS as COLUMNS, type GraphRow } from './triple-writer';
import { InProcessWrites, ThreadWrites, type TripleWrites } from './writes';

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
  if (query.valid_at !== undefined) where.push(validAt(query.valid_at, params));
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

/** Valid at an instant: canonical instants compare as text (valid_from inclusive, valid_to exclusive). */
function validAt(instant: string, params: Record<string, unknown>): string {
  params.valid_at = instant;
  return '(t.valid_from IS NULL OR t.valid_from <= @valid_at) AND (t.valid_to IS NULL OR t.valid_to > @valid_at)';
}

/** Own triples, plus those of the readable indexes. */
const readableWhere = (readableIndexIds: string[], params: Record<string, unknown>) =>
  readableIndexIds.length > 0 ? `(t.account_id = @account OR t.index_id IN (${list('readable', readableIndexIds, params)}))` : 't.account_id = @account';

/**
 * The WHERE clause of a traversal's read: triples with an entity object whose `side` entity is among the ids (passed as
 * one JSON array, so one statement serves every frontier size), within the account and readable indexes.
 */
function edgeWhere(accountId: string, side: 'subject' | 'object', filter: EdgeFilter, params: Record<string, unknown>): string {
  params.account = accountId;
  const where = [`t.${side}_entity_id IN (SELECT value FROM json_each(@ids))`, 't.object_entity_id IS NOT NULL'];
  where.push(
    filter.readableIndexIds.length > 0
      ? `(t.account_id = @account OR t.index_id IN (${list('readable', filter.readableIndexIds, params)}))`
      : 't.account_id = @account',
  );
  if (filter.index_id !== undefined) {
    where.push('t.index_id = @index_id');
    params.index_id = filter.index_id;
  }
  if (filter.predicates && filter.predicates.length > 0) {
    where.push('t.predicate IN (SELECT value FROM json_each(@predicates))');
    params.predicates = JSON.stringify(filter.predicates);
  }
  if (filter.valid_at !== undefined) where.push(validAt(filter.valid_at, params));
  return where.join(' AND ');
}

// Without statistics the planner guesses the id list large and walks the account's index instead; a frontier is a
// small set of entities with few triples each, so the entity index is always the right one. It stays with a predicate
// filter too: unhinted, the planner then takes triples_by_account (or an OR over the account and index indexes), a
// scan of the whole account, where the hint scans one entity's adjacency. Only an (entity, predicate) index would
// make a rare predicate on a hub cheap.
const EDGE_INDEX = { subject: 'INDEXED BY triples_by_subject_entity', object: 'INDEXED BY triples_by_object_entity' };

/** SQLite query text and parameters for one direction of an edge read, oldest first; pure, so its shape is unit-tested. */
export function buildEdgeQuery(
  accountId: string,
  entityIds: string[],
  side: 'subject' | 'object',
  filter: EdgeFilter,
  limit: number,
): { sql: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = { ids: JSON.stringify(entityIds), limit };
  const where = edgeWhere(accountId, side, filter, params);
  return { sql: `SELECT ${COLUMNS} FROM triples t ${EDGE_INDEX[side]} WHERE ${where} ORDER BY t.seq LIMIT @limit`, params };
}

/** Edge counts per predicate of one entity on one side, of at most `cap` of its edges. */
export function buildEdgeCountQuery(accountId: string, entityId: string, side: 'subject' | 'object', filter: EdgeFilter, cap: number) {
  const params: Record<string, unknown> = { ids: JSON.stringify([entityId]), cap };
  const where = edgeWhere(accountId, side, filter, params);
  const capped = `SELECT t.predicate AS predicate FROM triples t ${EDGE_INDEX[side]} WHERE ${where} LIMIT @cap`;
  return { sql: `SELECT predicate, COUNT(*) AS count FROM (${capped}) GROUP BY predicate`, params };
}

/** An entity's facts, newest first by when they became valid; pure, so its shape is unit-tested. */
export function buildEntityFactsQuery(accountId: string, entityId: string, readableIndexIds: string[], limit: number) {
  const params: Record<string, unknown> = { account: accountId, entity: entityId, limit };
  // The unary + keeps the planner off the account index (without statistics it guesses that one; an account holds far
  // more triples than an entity), so it takes the two entity indexes.
  const readable = readableWhere(readableIndexIds, params).replace(/t\.(account_id|index_id)/g, '+t.$1');
  const where = `(t.subject_entity_id = @entity OR t.object_entity_id = @entity) AND ${readable}`;
  return { sql: `SELECT ${COLUMNS} FROM triples t WHERE ${where} ORDER BY COALESCE(t.valid_from, t.created_at) DESC, t.seq DESC LIMIT @limit`, params };
}

/**
 * One page of an export: the index's triples after a rowid, in rowid order. The index on index_id holds the rowid, so a
 * page is a range walk of that index and reading every page of an index costs one walk, whatever its size (an OFFSET
 * would read every earlier row again on each page).
 */
export function buildExportQuery(filter: ExportFilter, afterSeq: number, limit: number): { sql: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = { index_id: filter.index_id, after: afterSeq, limit };
  const where = ['t.index_id = @index_id', 't.seq > @after'];
  if (filter.graph_id !== undefined) {
    where.push('t.graph_id = @graph_id');
    params.graph_id = filter.graph_id;
  }
  if (filter.valid_at !== undefined) where.push(validAt(filter.valid_at, params));
  return { sql: `SELECT t.seq AS export_seq, ${COLUMNS} FROM triples t INDEXED BY triples_by_index WHERE ${where.join(' AND ')} ORDER BY t.seq LIMIT @limit`, params };
}

const SIDES: Record<Direction, ('subject' | 'object')[]> = { out: ['subject'], in: ['object'], both: ['subject', 'object'] };

export class SqliteTripleStore implements TripleStore {
  private readonly statements;
  private readonly cache: StatementCache;

  /** Reads on `db`; every write goes to `writes`, which owns the only writing connection. */
  constructor(
    readonly db: SqliteDatabase,
    readonly writes: TripleWrites = new InProcessWrites(new SqliteTripleWriter(db)),
  ) {
    this.cache = new StatementCache(db);
    this.statements = {
      own: db.prepare(`SELECT ${COLUMNS} FROM triples t WHERE t.id = ? AND t.account_id = ?`),
      graph: db.prepare(GRAPH_SQL),
    };
  }

  /** `<dataDir>/triples.sqlite`, its writes in a writer thread (`:memory:`: in this thread, for tests). */
  static open(dataDir: string): SqliteTripleStore {
    // Migrations run here, before the writer thread opens its own connection.
    const db = openSqlite(dataDir, 'triples', migrations);
    return new SqliteTripleStore(db, dataDir === ':memory:' ? undefined : new ThreadWrites(dataDir));
  }

  /** The embedded default: `<dataDir>/triples.sqlite` with its outbox (`:memory:` for tests). */
  static openStorage(dataDir: string): TriplesStorage {
    const store = SqliteTripleStore.open(dataDir);
    const events = new SqliteOutbox(store.db, OUTBOX_SOURCES);
    // Pulls read here; releases and republishing are writes, so the writer runs them.
    const outbox: Outbox = {
      pull: (afterSeq, max) => events.pull(afterSeq, max),
      status: () => events.status(),
      ack: (upToSeq) => store.writes.run('ackEvents', upToSeq),
      ackSeqs: (seqs) => store.writes.run('ackEventSeqs', seqs),
      republish: () => store.writes.run('republishEvents'),
    };
    return { triples: store, outbox, close: () => store.close() };
  }

  /** Rows, their full-text entries and their change events, all in one transaction. */
  async insert(triples: TripleRecord[], functional?: FunctionalPredicates): Promise<InsertOutcome> {
    try {
      return await this.writes.run('insert', triples, functional);
    } catch (error) {
      // A graph deleted between the domain's check and this write: nothing was stored.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
        throw new NotFound('Graph not found', { field: 'graph_id', details: 'The graph was deleted while the triples were being stored', cause: error });
      }
      if (isUniqueViolation(error)) throw new Conflict('A triple with this id exists', { cause: error });
      throw error;
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

  async edges(accountId: string, entityIds: string[], direction: Direction, filter: EdgeFilter, limit: number): Promise<TripleRecord[]> {
    const found: TripleRecord[] = [];
    const seen = new Set<string>();
    if (entityIds.length === 0) return found;
    for (const side of SIDES[direction]) {
      if (found.length >= limit) break;
      const built = buildEdgeQuery(accountId, entityIds, side, filter, limit - found.length);
      for (const t of this.cache.get(built.sql).all(built.params) as TripleRecord[]) {
        if (seen.has(t.id)) continue;
        seen.add(t.id);
        found.push(t);
      }
    }
    return found;
  }

  async exportPage(filter: ExportFilter, after: string | undefined, limit: number): Promise<ExportPage> {
    const afterSeq = after === undefined ? 0 : Number(after);
    if (!Number.isSafeInteger(afterSeq) || afterSeq < 0) throw new InvalidArgument('Unknown export position', { field: 'after' });
    const built = buildExportQuery(filter, afterSeq, limit);
    const rows = this.cache.get(built.sql).all(built.params) as (TripleRecord & { export_seq: number })[];
    const triples = rows.map(({ export_seq: _seq, ...t }) => t);
    return { triples, next: rows.length === limit ? String(rows[rows.length - 1]!.export_seq) : null };
  }

  async countEdges(accountId: string, entityId: string, direction: Direction, filter: EdgeFilter, cap: number): Promise<EdgeCounts> {
    const counts: PredicateCount[] = [];
    let truncated = false;
    for (const side of SIDES[direction]) {
      const built = buildEdgeCountQuery(accountId, entityId, side, filter, cap);
      let total = 0;
      for (const row of this.cache.get(built.sql).all(built.params) as { predicate: string; count: number }[]) {
        counts.push({ predicate: row.predicate, direction: side === 'subject' ? 'out' : 'in', count: row.count });
        total += row.count;
      }
      if (total >= cap) truncated = true;
    }
    return { counts, truncated };
  }

  async entityFacts(accountId: string, entityId: string, filter: Pick<EdgeFilter, 'readableIndexIds'>, limit: number): Promise<TripleRecord[]> {
    const built = buildEntityFactsQuery(accountId, entityId, filter.readableIndexIds, limit);
    return this.cache.get(built.sql).all(built.params) as TripleRecord[];
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

  update(accountId: string, id: string, patch: TriplePatch, updatedAt: string): Promise<TripleRecord | null> {
    return this.writes.run('update', accountId, id, patch, updatedAt);
  }

  delete(accountId: string, ids: string[]): Promise<number> {
    return this.writes.run('delete', accountId, ids);
  }

  deleteByEntities(accountId: string, entityIds: string[]): Promise<number> {
    return this.writes.run('deleteByEntities', accountId, entityIds);
  }

  deleteInIndex(accountId: string, indexId: string): Promise<number> {
    return this.writes.run('deleteInIndex', accountId, indexId);
  }

  repointEntity(accountId: string, fromEntityId: string, toEntityId: string): Promise<number> {
    return this.writes.run('repointEntity', accountId, fromEntityId, toEntityId);
  }

  async entityNames(accountId: string, indexId: string, entityId: string): Promise<string[]> {
    return this.cache
      .get(
        `SELECT subject FROM triples WHERE account_id = @account AND subject_entity_id = @entity AND index_id = @index
         UNION SELECT object FROM triples WHERE account_id = @account AND object_entity_id = @entity AND index_id = @index`,
      )
      .pluck()
      .all({ account: accountId, entity: entityId, index: indexId }) as string[];
  }

  repointNames(accountId: string, indexId: string, fromEntityId: string, toEntityId: string, names: string[]): Promise<number> {
    return this.writes.run('repointNames', accountId, indexId, fromEntityId, toEntityId, names);
  }

  moveIndex(accountId: string, fromIndexId: string, toIndexId: string): Promise<number> {
    return this.writes.run('moveIndex', accountId, fromIndexId, toIndexId);
  }

  async createGraph(graph: GraphRecord): Promise<void> {
    try {
      await this.writes.run('createGraph', graph);
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
    const rows = this.cache
      .get(
        `SELECT g.*, (SELECT COUNT(*) FROM triples t WHERE t.graph_id = g.id) AS triple_count FROM graphs g
         WHERE ${where} ORDER BY g.created_at DESC, g.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, query.limit, query.offset) as GraphRow[];
    return rows.map(fromGraphRow);
  }

  updateGraph(accountId: string, id: string, patch: GraphPatch, updatedAt: string): Promise<GraphView | null> {
    return this.writes.run('updateGraph', accountId, id, patch, updatedAt);
  }

  deleteGraph(accountId: string, id: string, deleteTriples: boolean): Promise<{ deleted_triples: number } | null> {
    return this.writes.run('deleteGraph', accountId, id, deleteTriples);
  }

  async close(): Promise<void> {
    await this.writes.close();
    this.db.close();
  }
}

const isUniqueViolation = (error: unknown) =>
  ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes((error as { code?: string }).code ?? '');
