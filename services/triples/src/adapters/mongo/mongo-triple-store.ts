import { Conflict } from '@tessera/common';
import { connectMongo, unavailableOutbox, type Collection, type MongoConnection } from '@tessera/storage';
import type { GraphPatch, GraphRecord, GraphView, TriplePatch, TripleQuery, TripleRecord, TripleStore, TriplesStorage } from '../../ports/triple-store';
import { GRAPH_INDEXES, GRAPH_SORT, graphListFilter, TRIPLE_INDEXES, TRIPLE_SORT, tripleCountPipeline, tripleFilter } from './queries';

const NO_ID = { _id: 0 } as const;

export class MongoTripleStore implements TripleStore {
  private readonly triples: Collection<TripleRecord>;
  private readonly graphs: Collection<GraphRecord>;

  private constructor(private readonly connection: MongoConnection) {
    this.triples = connection.db.collection<TripleRecord>('triples');
    this.graphs = connection.db.collection<GraphRecord>('graphs');
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
    const outbox = unavailableOutbox('The MongoDB adapters do not record change events yet (planned: outbox writes in session transactions)');
    return { triples: store, outbox, close: () => store.close() };
  }

  async insert(triples: TripleRecord[]): Promise<void> {
    if (triples.length === 0) return;
    try {
      await this.triples.insertMany(triples.map((t) => ({ ...t })), { ordered: true });
    } catch (error) {
      if (isDuplicateKey(error)) throw new Conflict('A triple with this id exists', { cause: error });
      throw error;
    }
  }

  async query(accountId: string, query: TripleQuery): Promise<TripleRecord[]> {
    const filter = tripleFilter(accountId, query);
    if (!filter) return [];
    return this.triples.find(filter, { projection: NO_ID }).sort(TRIPLE_SORT).skip(query.offset).limit(query.limit).toArray();
  }

  async getOwn(accountId: string, id: string): Promise<TripleRecord | null> {
    return this.triples.findOne({ id, account_id: accountId }, { projection: NO_ID });
  }

  async getOwnMany(accountId: string, ids: string[]): Promise<TripleRecord[]> {
    return this.triples.find({ account_id: accountId, id: { $in: ids } }, { projection: NO_ID }).sort({ _id: 1 }).toArray();
  }

  async update(accountId: string, id: string, patch: TriplePatch, updatedAt: string): Promise<TripleRecord | null> {
    const result = await this.triples.updateOne({ id, account_id: accountId }, { $set: { ...patch, updated_at: updatedAt } });
    return result.matchedCount === 0 ? null : this.getOwn(accountId, id);
  }

  async delete(accountId: string, ids: string[]): Promise<number> {
    return (await this.triples.deleteMany({ account_id: accountId, id: { $in: ids } })).deletedCount;
  }

  async deleteByEntities(accountId: string, entityIds: string[]): Promise<number> {
    const filter = { account_id: accountId, $or: [{ subject_entity_id: { $in: entityIds } }, { object_entity_id: { $in: entityIds } }] };
    return (await this.triples.deleteMany(filter)).deletedCount;
  }

  async deleteInIndex(accountId: string, indexId: string): Promise<number> {
    return (await this.triples.deleteMany({ account_id: accountId, index_id: indexId })).deletedCount;
  }

  async repointEntity(accountId: string, from: string, to: string): Promise<number> {
    const subjects = await this.triples.updateMany({ account_id: accountId, subject_entity_id: from }, { $set: { subject_entity_id: to } });
    const objects = await this.triples.updateMany({ account_id: accountId, object_entity_id: from }, { $set: { object_entity_id: to } });
    return subjects.modifiedCount + objects.modifiedCount;
  }

  async moveIndex(accountId: string, from: string, to: string): Promise<number> {
    return (await this.triples.updateMany({ account_id: accountId, index_id: from }, { $set: { index_id: to } })).modifiedCount;
  }

  async countByEntities(accountId: string, entityIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>(entityIds.map((id) => [id, 0]));
    await Promise.all(
      [...new Set(entityIds)].map(async (id) => {
        const n = await this.triples.countDocuments({ account_id: accountId, $or: [{ subject_entity_id: id }, { object_entity_id: id }] });
        counts.set(id, n);
      }),
    );
    return counts;
  }

  private async withCounts(graphs: GraphRecord[]): Promise<GraphView[]> {
    if (graphs.length === 0) return [];
    const rows = await this.triples.aggregate<{ _id: string; count: number }>(tripleCountPipeline(graphs.map((g) => g.id))).toArray();
    const counts = new Map(rows.map((r) => [r._id, r.count]));
    return graphs.map((g) => ({ ...g, triple_count: counts.get(g.id) ?? 0 }));
  }

  async createGraph(graph: GraphRecord): Promise<void> {
    try {
      await this.graphs.insertOne({ ...graph });
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
    const result = await this.graphs.updateOne({ id, account_id: accountId }, { $set: { ...patch, updated_at: updatedAt } });
    return result.matchedCount === 0 ? null : this.getGraph(accountId, id);
  }

  async deleteGraph(accountId: string, id: string, deleteTriples: boolean): Promise<{ deleted_triples: number } | null> {
    if (!(await this.graphs.findOne({ id, account_id: accountId }))) return null;
    const deleted = deleteTriples ? (await this.triples.deleteMany({ graph_id: id })).deletedCount : 0;
    if (!deleteTriples) await this.triples.updateMany({ graph_id: id }, { $set: { graph_id: null } });
    await this.graphs.deleteOne({ id });
    return { deleted_triples: deleted };
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  async dropForTests(): Promise<void> {
    await this.connection.db.dropDatabase();
  }
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;
