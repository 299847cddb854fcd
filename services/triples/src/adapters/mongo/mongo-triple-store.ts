import { Conflict, InvalidArgument } from '@tessera/common';
import { connectMongo, MongoOutbox, type ClientSession, type Collection, type MongoConnection, type NewChangeEvent } from '@tessera/storage';
import type {
  Direction, EdgeCounts, EdgeFilter, ExportFilter, ExportPage, FunctionalPredicates, GraphPatch, InsertOutcome, GraphRecord, GraphView, PredicateCount, TriplePatch, TripleQuery, TripleRecord, TripleStore, TriplesStorage,
} from '../../ports/triple-store';
import { publicTriple } from '../../domain/public-triple';
import { applySupersession, functionalTriples } from '../../ports/supersession';
import {
  EDGE_SORT, edgeCountPipeline, EXPORT_SORT, exportFilter, type ExportPosition, edgeFilter, entityFactsPipeline, liveFilter, GRAPH_INDEXES, GRAPH_SORT, graphListFilter, repointNamesFilters, TRIPLE_INDEXES, TRIPLE_SORT, tripleCountPipeline, tripleFilter,
} from './queries';

const NO_ID = { _id: 0 } as const;

function parsePosition(text: string): ExportPosition {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    throw new InvalidArgument('Unknown export position', { field: 'after' });
  }
  return { created_at: value[0], id: value[1] };
}
const SIDES: Record<Direction, ('subject' | 'object')[]> = { out: ['subject'], in: ['object'], both: ['subject', 'object'] };

const withoutId = <T extends object>(doc: T): Omit<T, '_id'> => {
  const { _id: _ignored, ...rest } = doc as T & { _id?: unknown };
  return rest;
};

const upsert = (kind: 'triple' | 'graph', record: TripleRecord | GraphRecord): NewChangeEvent => ({
  account_id: record.account_id, kind, resource_id: record.id, op: 'upsert', payload: withoutId(record),
});
const removal = (kind: 'triple' | 'graph', record: { id: string; account_id: string }): NewChangeEvent => ({
  account_id: record.account_id, kind, resource_id: record.id, op: 'delete', payload: { id: record.id },
});

/**
 * Triples and graphs in MongoDB. Every write runs in a transaction that also records its change events in the
 * outbox (MongoOutbox), so the search service can never miss one. Needs a replica set (docker-compose runs one).
 */
export class MongoTripleStore implements TripleStore {
  private readonly triples: Collection<TripleRecord>;
  private readonly graphs: Collection<GraphRecord>;
  readonly outbox: MongoOutbox;

  private constructor(private readonly connection: MongoConnection) {
    this.triples = connection.db.collection<TripleRecord>('triples');
    this.graphs = connection.db.collection<GraphRecord>('graphs');
    this.outbox = new MongoOutbox(connection.db, connection.client, [
      { collection: 'triples', kind: 'triple', payload: (doc) => withoutId(doc) },
      { collection: 'graphs', kind: 'graph', payload: (doc) => withoutId(doc) },
    ]);
  }

  /** The current state of matching triples, for events after a multi-document change. */
  private async affected(filter: object, session: ClientSession): Promise<TripleRecord[]> {
    return this.triples.find(filter, { projection: NO_ID, session }).toArray();
  }

  /** `databaseName` is for tests, which each use a throwaway database. */
  static async connect(url: string, databaseName?: string): Promise<MongoTripleStore> {
    const store = new MongoTripleStore(await connectMongo(url, 'triples', databaseName));
    await store.triples.createIndexes(TRIPLE_INDEXES);
    await store.graphs.createIndexes(GRAPH_INDEXES);
    return store;
  }

  static async openStorage(url: string): Promise<TriplesStorage> {
    const store = await MongoTripleStore.connect(url);
    return { triples: store, outbox: store.outbox, close: () => store.close() };
  }

  async insert(triples: TripleRecord[], functional?: FunctionalPredicates): Promise<InsertOutcome> {
    if (triples.length === 0) return { closed: [], started: [] };
    try {
      return await this.outbox.transaction(async (session, emit) => {
        const outcome = await this.supersede(triples, functional, session, emit);
        await this.triples.insertMany(triples.map((t) => ({ ...t })), { ordered: true, session });
        for (const triple of triples) emit(upsert('triple', triple));
        return outcome;
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new Conflict('A triple with this id exists', { cause: error });
      throw error;
    }
  }

  /** Closes the stored triples the functional ones of the batch supersede (TripleStore.insert), in the batch's transaction. */
  private async supersede(
    triples: TripleRecord[], functional: FunctionalPredicates | undefined, session: ClientSession, emit: (event: NewChangeEvent) => void,
  ): Promise<InsertOutcome> {
    const applicable = functionalTriples(triples, functional);
    if (applicable.length === 0) return { closed: [], started: [] };
    const stored = await this.triples.find(liveFilter(applicable), { projection: NO_ID, session }).sort(EDGE_SORT).toArray();
    const outcome = applySupersession(triples, functional!, stored);
    const storedIds = new Set(stored.map((t) => t.id));
    const closedAt = new Map(triples.map((t) => [t.id, t.created_at]));
    for (const { id, valid_to, superseded_by } of outcome.closed) {
      if (!storedIds.has(id)) continue;
      const closed = await this.triples.findOneAndUpdate(
        { id },
        { $set: { valid_to, superseded_by, updated_at: closedAt.get(superseded_by)! } },
        { returnDocument: 'after', projection: NO_ID, session },
      );
      if (closed) emit(upsert('triple', closed));
    }
    return outcome;
  }

  async entityFacts(accountId: string, entityId: string, filter: Pick<EdgeFilter, 'readableIndexIds'>, limit: number): Promise<TripleRecord[]> {
    return this.triples.aggregate<TripleRecord>(entityFactsPipeline(accountId, entityId, filter.readableIndexIds, limit)).toArray();
  }

  async query(accountId: string, query: TripleQuery): Promise<TripleRecord[]> {
    const filter = tripleFilter(accountId, query);
    if (!filter) return [];
    return this.triples.find(filter, { projection: NO_ID }).sort(TRIPLE_SORT).skip(query.offset).limit(query.limit).toArray();
  }

  async queryPublic(accountId: string, query: TripleQuery): Promise<string[]> {
    return (await this.query(accountId, query)).map((t) => JSON.stringify(publicTriple(t)));
  }

  async exportPage(filter: ExportFilter, after: string | undefined, limit: number): Promise<ExportPage> {
    const position = after === undefined ? undefined : parsePosition(after);
    const triples = await this.triples.find(exportFilter(filter, position), { projection: NO_ID }).sort(EXPORT_SORT).limit(limit).toArray();
    const last = triples[triples.length - 1];
    return { triples, next: triples.length === limit && last ? JSON.stringify([last.created_at, last.id]) : null };
  }

  async edges(accountId: string, entityIds: string[], direction: Direction, filter: EdgeFilter, limit: number): Promise<TripleRecord[]> {
    const found: TripleRecord[] = [];
    const seen = new Set<string>();
    if (entityIds.length === 0) return found;
    for (const side of SIDES[direction]) {
      if (found.length >= limit) break;
      const rows = await this.triples
        .find(edgeFilter(accountId, entityIds, side, filter), { projection: NO_ID })
        .sort(EDGE_SORT)
        .limit(limit - found.length)
        .toArray();
      for (const t of rows) {
        if (seen.has(t.id)) continue;
        seen.add(t.id);
        found.push(t);
      }
    }
    return found;
  }

  async countEdges(accountId: string, entityId: string, direction: Direction, filter: EdgeFilter, cap: number): Promise<EdgeCounts> {
    const counts: PredicateCount[] = [];
    let truncated = false;
    for (const side of SIDES[direction]) {
      const rows = await this.triples.aggregate<{ _id: string; count: number }>(edgeCountPipeline(accountId, entityId, side, filter, cap)).toArray();
      let total = 0;
      for (const row of rows) {
        counts.push({ predicate: row._id, direction: side === 'subject' ? 'out' : 'in', count: row.count });
        total += row.count;
      }
      if (total >= cap) truncated = true;
    }
    return { counts, truncated };
  }

  async getOwn(accountId: string, id: string): Promise<TripleRecord | null> {
    return this.triples.findOne({ id, account_id: accountId }, { projection: NO_ID });
  }

  async getOwnMany(accountId: string, ids: string[]): Promise<TripleRecord[]> {
    return this.triples.find({ account_id: accountId, id: { $in: ids } }, { projection: NO_ID }).sort({ _id: 1 }).toArray();
  }

  async update(accountId: string, id: string, patch: TriplePatch, updatedAt: string): Promise<TripleRecord | null> {
    return this.outbox.transaction(async (session, emit) => {
      const updated = await this.triples.findOneAndUpdate(
        { id, account_id: accountId },
        { $set: { ...patch, updated_at: updatedAt } },
        { returnDocument: 'after', projection: NO_ID, session },
      );
      if (updated) emit(upsert('triple', updated));
      return updated;
    });
  }

  /** Deletes the matching triples with a delete event each. */
  private deleteWhere(filter: object): Promise<number> {
    return this.outbox.transaction(async (session, emit) => {
      const doomed = await this.affected(filter, session);
      if (doomed.length === 0) return 0;
      await this.triples.deleteMany({ id: { $in: doomed.map((t) => t.id) } }, { session });
      for (const triple of doomed) emit(removal('triple', triple));
      return doomed.length;
    });
  }

  /** Updates the matching triples with an upsert event each, carrying the new state. */
  private updateWhere(filter: object, set: object): Promise<number> {
    return this.outbox.transaction(async (session, emit) => {
      const ids = (await this.affected(filter, session)).map((t) => t.id);
      if (ids.length === 0) return 0;
      await this.triples.updateMany({ id: { $in: ids } }, { $set: set }, { session });
      for (const triple of await this.affected({ id: { $in: ids } }, session)) emit(upsert('triple', triple));
      return ids.length;
    });
  }

  async delete(accountId: string, ids: string[]): Promise<number> {
    return this.deleteWhere({ account_id: accountId, id: { $in: ids } });
  }

  async deleteByEntities(accountId: string, entityIds: string[]): Promise<number> {
    return this.deleteWhere({ account_id: accountId, $or: [{ subject_entity_id: { $in: entityIds } }, { object_entity_id: { $in: entityIds } }] });
  }

  async deleteInIndex(accountId: string, indexId: string): Promise<number> {
    return this.deleteWhere({ account_id: accountId, index_id: indexId });
  }

  async repointEntity(accountId: string, from: string, to: string): Promise<number> {
    const subjects = await this.updateWhere({ account_id: accountId, subject_entity_id: from }, { subject_entity_id: to });
    const objects = await this.updateWhere({ account_id: accountId, object_entity_id: from }, { object_entity_id: to });
    return subjects + objects;
  }

  async entityNames(accountId: string, indexId: string, entityId: string): Promise<string[]> {
    const [subjects, objects] = await Promise.all([
      this.triples.distinct('subject', { account_id: accountId, index_id: indexId, subject_entity_id: entityId }),
      this.triples.distinct('object', { account_id: accountId, index_id: indexId, object_entity_id: entityId }),
    ]);
    return [...new Set([...subjects, ...objects].map(String))];
  }

  async repointNames(accountId: string, indexId: string, from: string, to: string, names: string[]): Promise<number> {
    const [subjects, objects] = repointNamesFilters(accountId, indexId, from, names);
    return (await this.updateWhere(subjects, { subject_entity_id: to })) + (await this.updateWhere(objects, { object_entity_id: to }));
  }

  async moveIndex(accountId: string, from: string, to: string): Promise<number> {
    return this.updateWhere({ account_id: accountId, index_id: from }, { index_id: to });
  }

  private async withCounts(graphs: GraphRecord[]): Promise<GraphView[]> {
    if (graphs.length === 0) return [];
    const rows = await this.triples.aggregate<{ _id: string; count: number }>(tripleCountPipeline(graphs.map((g) => g.id))).toArray();
    const counts = new Map(rows.map((r) => [r._id, r.count]));
    return graphs.map((g) => ({ ...g, triple_count: counts.get(g.id) ?? 0 }));
  }

  async createGraph(graph: GraphRecord): Promise<void> {
    try {
      await this.outbox.transaction(async (session, emit) => {
        await this.graphs.insertOne({ ...graph }, { session });
        emit(upsert('graph', graph));
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new Conflict('A graph with this id exists', { cause: error });
      throw error;
    }
  }

  async getGraph(accountId: string, id: string): Promise<GraphView | null> {
    const graph = await this.graphs.findOne({ id, account_id: accountId }, { projection: NO_ID });
    return graph ? (await this.withCounts([graph]))[0]! : null;
  }

  async listGraphs(accountId: string, query: { search?: string; offset: number; limit: number }): Promise<GraphView[]> {
    const graphs = await this.graphs
      .find(graphListFilter(accountId, query.search), { projection: NO_ID })
      .sort(GRAPH_SORT)
      .skip(query.offset)
      .limit(query.limit)
      .toArray();
    return this.withCounts(graphs);
  }

  async updateGraph(accountId: string, id: string, patch: GraphPatch, updatedAt: string): Promise<GraphView | null> {
    const updated = await this.outbox.transaction(async (session, emit) => {
      const graph = await this.graphs.findOneAndUpdate(
        { id, account_id: accountId },
        { $set: { ...patch, updated_at: updatedAt } },
        { returnDocument: 'after', projection: NO_ID, session },
      );
      if (graph) emit(upsert('graph', graph));
      return graph;
    });
    return updated ? this.getGraph(accountId, id) : null;
  }

  async deleteGraph(accountId: string, id: string, deleteTriples: boolean): Promise<{ deleted_triples: number } | null> {
    return this.outbox.transaction(async (session, emit) => {
      const graph = await this.graphs.findOne({ id, account_id: accountId }, { session });
      if (!graph) return null;
      const members = await this.affected({ graph_id: id }, session);
      if (deleteTriples) {
        await this.triples.deleteMany({ graph_id: id }, { session });
        for (const triple of members) emit(removal('triple', triple));
      } else {
        await this.triples.updateMany({ graph_id: id }, { $set: { graph_id: null } }, { session });
        for (const triple of members) emit(upsert('triple', { ...triple, graph_id: null }));
      }
      await this.graphs.deleteOne({ id }, { session });
      emit(removal('graph', graph));
      return { deleted_triples: deleteTriples ? members.length : 0 };
    });
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  async dropForTests(): Promise<void> {
    await this.connection.db.dropDatabase();
  }
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;
