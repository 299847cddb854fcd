import { InvalidArgument, NotFound } from '@tessera/common';
import { SqliteTripleStore } from '../adapters/sqlite/sqlite-triple-store';
import type { EntitiesPort, EntityRef } from '../ports/entities';
import type { TripleRecord } from '../ports/triple-store';
import { publicTriple } from './public-triple';
import { Traversal, type TraversalLimits } from './traversal';

const me = { accountId: 'acc-a', requestId: 'test' };

/** Entities of acc-a in idx-a, plus `pub-*` in acc-b's public index and `secret-*` in its private one (invisible). */
const entities: EntitiesPort = {
  async resolveIndex(_caller, indexId) {
    if (indexId === 'idx-pub') return { id: 'idx-pub', account_id: 'acc-b', is_public: true, functional_predicates: [] };
    if (indexId === 'idx-a' || !indexId) return { id: 'idx-a', account_id: 'acc-a', is_public: false, functional_predicates: [] };
    throw new NotFound('Index not found', { field: 'index_id' });
  },
  async resolveEntities() {
    throw new Error('not used');
  },
  async entityEvents() {
    throw new Error('not used');
  },
  async visibleEntities(_caller, ids): Promise<EntityRef[]> {
    return ids
      .filter((id) => !id.startsWith('secret') && !id.startsWith('missing'))
      .map((id) => (id.startsWith('pub') ? { id, name: `Name ${id}`, account_id: 'acc-b', index_id: 'idx-pub' } : { id, name: `Name ${id}`, account_id: 'acc-a', index_id: 'idx-a' }));
  },
};

let n = 0;
function edge(from: string, predicate: string, to: string, overrides: Partial<TripleRecord> = {}): TripleRecord {
  n += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, 0, n)).toISOString();
  return {
    id: `0190${String(n).padStart(4, '0')}-0000-7000-8000-000000000000`, account_id: 'acc-a', index_id: 'idx-a', graph_id: null,
    subject: from.toUpperCase(), predicate, object: to.toUpperCase(), object_type: 'entity', confidence: null, source: null,
    subject_entity_id: from, object_entity_id: to, created_at: at, updated_at: at, valid_from: null, valid_to: null, superseded_by: null, ...overrides,
  };
}

describe(Traversal.name, () => {
  let store: SqliteTripleStore;
  const limits: TraversalLimits = { maxNodes: 1000, maxEdges: 1000, maxBytes: 1 << 30 };
  const sut = (bounds = limits) => new Traversal(store, entities, bounds);
  beforeEach(() => {
    store = SqliteTripleStore.open(':memory:');
  });
  afterEach(() => store.close());
  const page = { offset: 0, limit: 100 };

  describe('neighbours', () => {
    // a -knows-> b -knows-> c -knows-> d ; e -works_at-> a ; a -works_at-> f ; a has a literal
    const graph = () => [
      edge('a', 'knows', 'b'), edge('b', 'knows', 'c'), edge('c', 'knows', 'd'), edge('e', 'works_at', 'a'), edge('a', 'works_at', 'f'),
      edge('a', 'born', '1867', { object_type: 'literal', object_entity_id: null }),
    ];

    it('finds the entities within depth hops with their distance, the triples between them, and first-hop counts', async () => {
      const triples = graph();
      await store.insert(triples);
      const found = await sut().neighbours(me, { entity_id: 'a', depth: 2, ...page });
      expect(found.entity).toEqual({ id: 'a', name: 'Name a' });
      expect(found.nodes).toEqual([
        { id: 'b', name: 'B', distance: 1 }, { id: 'f', name: 'F', distance: 1 }, { id: 'e', name: 'E', distance: 1 }, { id: 'c', name: 'C', distance: 2 },
      ]);
      expect(found.total).toBe(4);
      expect(found.edges.map((t) => t.id).sort()).toEqual([triples[0]!, triples[1]!, triples[3]!, triples[4]!].map((t) => t.id).sort());
      expect(found.predicate_counts).toEqual([
        { predicate: 'knows', direction: 'out', count: 1 },
        { predicate: 'works_at', direction: 'out', count: 1 },
        { predicate: 'works_at', direction: 'in', count: 1 },
      ]);
      expect(found.truncated).toBe(false);
    });

    it('follows only the direction and predicates asked for', async () => {
      await store.insert(graph());
      const ids = async (q: object) => (await sut().neighbours(me, { entity_id: 'a', depth: 3, ...page, ...q })).nodes.map((x) => `${x.id}${x.distance}`);
      expect(await ids({ direction: 'out' })).toEqual(['b1', 'f1', 'c2', 'd3']);
      expect(await ids({ direction: 'in' })).toEqual(['e1']);
      expect(await ids({ direction: 'out', predicates: ['knows'] })).toEqual(['b1', 'c2', 'd3']);
    });

    it('pages the entities reached, nearest first, with the triples that touch the page', async () => {
      await store.insert(graph());
      const second = await sut().neighbours(me, { entity_id: 'a', depth: 3, direction: 'out', offset: 2, limit: 1 });
      expect(second.nodes).toEqual([{ id: 'c', name: 'C', distance: 2 }]);
      expect(second.total).toBe(4);
      expect(second.edges.map((t) => `${t.subject_entity_id}>${t.object_entity_id}`).sort()).toEqual(['b>c', 'c>d']);
    });

    it('stops at the node bound and says so', async () => {
      await store.insert(Array.from({ length: 10 }, (_, i) => edge('hub', 'knows', `leaf${i}`)));
      const found = await sut({ maxNodes: 4, maxEdges: 1000, maxBytes: 1 << 30 }).neighbours(me, { entity_id: 'hub', depth: 1, ...page });
      expect(found.nodes).toHaveLength(3);
      expect(found.edges).toHaveLength(3);
      expect(found.truncated).toBe(true);
      expect(found.predicate_counts).toEqual([{ predicate: 'knows', direction: 'out', count: 10 }]);
      const edgeBound = await sut({ maxNodes: 100, maxEdges: 5, maxBytes: 1 << 30 }).neighbours(me, { entity_id: 'hub', depth: 1, ...page });
      expect([edgeBound.nodes.length, edgeBound.truncated]).toEqual([5, true]);
      expect([edgeBound.predicate_counts, edgeBound.predicate_counts_truncated]).toEqual([[{ predicate: 'knows', direction: 'out', count: 5 }], true]);
      const exact = await sut({ maxNodes: 11, maxEdges: 10, maxBytes: 1 << 30 }).neighbours(me, { entity_id: 'hub', depth: 1, ...page });
      expect([exact.nodes.length, exact.truncated]).toEqual([10, false]);
    });

    it('reads a public entity’s own index, never another account’s private triples, and refuses what it cannot see', async () => {
      await store.insert([
        edge('pub1', 'knows', 'pub2', { account_id: 'acc-b', index_id: 'idx-pub' }),
        edge('pub1', 'knows', 'secret', { account_id: 'acc-b', index_id: 'idx-private' }),
      ]);
      const found = await sut().neighbours(me, { entity_id: 'pub1', depth: 2, ...page });
      expect(found.nodes.map((x) => x.id)).toEqual(['pub2']);
      await expect(sut().neighbours(me, { entity_id: 'secret', depth: 1, ...page })).rejects.toMatchObject({ code: 'NOT_FOUND', field: 'id' });
      await expect(sut().neighbours(me, { entity_id: 'a', depth: 1, ...page, index_id: 'idx-private' })).rejects.toBeInstanceOf(NotFound);
      const narrowed = await sut().neighbours(me, { entity_id: 'pub1', depth: 1, ...page, index_id: 'idx-a' });
      expect(narrowed.nodes).toEqual([]);
    });

    it('counts first-hop predicates as the store does, whether it counts from the walk or asks the store', async () => {
      await store.insert([
        edge('a', 'knows', 'b'), edge('a', 'knows', 'a'), edge('c', 'knows', 'a'), edge('a', 'cites', 'a'), edge('d', 'likes', 'a'), edge('a', 'likes', 'e'),
      ]);
      const byStore = async (direction: 'out' | 'in' | 'both', cap = 1000) =>
        (await store.countEdges('acc-a', 'a', direction, { readableIndexIds: [] }, cap)).counts.sort(
          (x, y) => y.count - x.count || x.predicate.localeCompare(y.predicate) || (x.direction === 'out' ? -1 : 1),
        );
      for (const direction of ['out', 'in', 'both'] as const) {
        const fromWalk = await sut().neighbours(me, { entity_id: 'a', depth: 1, direction, ...page });
        const cut = await sut({ maxNodes: 100, maxEdges: 1, maxBytes: 1 << 30 }).neighbours(me, { entity_id: 'a', depth: 1, direction, ...page });
        expect(cut.truncated).toBe(true);
        expect(fromWalk.predicate_counts).toEqual(await byStore(direction));
        expect(fromWalk.predicate_counts_truncated).toBe(false);
        // The store counts no more edges per direction than the walk may read.
        expect(cut.predicate_counts).toEqual(await byStore(direction, 1));
        expect(cut.predicate_counts_truncated).toBe(true);
      }
    });

    it('refuses out-of-range parameters naming the field', async () => {
      await expect(sut().neighbours(me, { entity_id: 'a', depth: 4, ...page })).rejects.toMatchObject({ field: 'depth' });
      await expect(sut().neighbours(me, { entity_id: 'a', depth: 1, offset: 0, limit: 0 })).rejects.toBeInstanceOf(InvalidArgument);
    });
  });

  describe('paths', () => {
    it('answers every shortest path as ordered triples, up to the limit', async () => {
      // a -> b -> d and a -> c -> d (two shortest), a -> e -> f -> d (longer)
      const [ab, bd, ac, cd] = [edge('a', 'p', 'b'), edge('b', 'p', 'd'), edge('a', 'p', 'c'), edge('c', 'p', 'd')];
      await store.insert([ab!, bd!, ac!, cd!, edge('a', 'p', 'e'), edge('e', 'p', 'f'), edge('f', 'p', 'd')]);
      const found = await sut().paths(me, { from: 'a', to: 'd', max_depth: 6, limit: 10, direction: 'out' });
      expect(found.paths.map((p) => p.map((t) => t.id))).toEqual([[ab!.id, bd!.id], [ac!.id, cd!.id]]);
      expect((await sut().paths(me, { from: 'a', to: 'd', max_depth: 6, limit: 1 })).paths).toHaveLength(1);
      expect((await sut().paths(me, { from: 'a', to: 'd', max_depth: 1, limit: 10 })).paths).toEqual([]);
    });

    it('follows the direction asked for, and both ways by default', async () => {
      const [ab, cb] = [edge('a', 'p', 'b'), edge('c', 'p', 'b')];
      await store.insert([ab!, cb!]);
      expect((await sut().paths(me, { from: 'a', to: 'c', max_depth: 4, limit: 10, direction: 'out' })).paths).toEqual([]);
      expect((await sut().paths(me, { from: 'a', to: 'c', max_depth: 4, limit: 10 })).paths).toEqual([[ab, cb]]);
      expect((await sut().paths(me, { from: 'b', to: 'a', max_depth: 4, limit: 10, direction: 'in' })).paths).toEqual([[ab]]);
    });

    it('finds long paths from both ends, and reports an empty list when none is within max_depth', async () => {
      const chain = Array.from({ length: 6 }, (_, i) => edge(`n${i}`, 'next', `n${i + 1}`));
      await store.insert([...chain, edge('n3', 'next', 'x'), edge('y', 'next', 'n3')]);
      expect((await sut().paths(me, { from: 'n0', to: 'n6', max_depth: 6, limit: 10, direction: 'out' })).paths).toEqual([chain]);
      expect(await sut().paths(me, { from: 'n0', to: 'n6', max_depth: 5, limit: 10, direction: 'out' })).toEqual({ paths: [], truncated: false });
      expect((await sut().paths(me, { from: 'n2', to: 'n2', max_depth: 1, limit: 10 })).paths).toEqual([[]]);
    });

    it('says truncated when the bound stopped it before an answer', async () => {
      await store.insert([...Array.from({ length: 20 }, (_, i) => edge('a', 'p', `m${i}`)), edge('m19', 'p', 'z'), edge('q', 'p', 'z')]);
      expect((await sut().paths(me, { from: 'a', to: 'z', max_depth: 4, limit: 1 })).paths).toHaveLength(1);
      const bounded = await sut({ maxNodes: 8, maxEdges: 1000, maxBytes: 1 << 30 }).paths(me, { from: 'a', to: 'z', max_depth: 4, limit: 1, direction: 'out' });
      expect(bounded).toEqual({ paths: [], truncated: true });
    });

    it('finds a path whose only triple into `to` the backward side reads, the forward side never', async () => {
      const [am, mz] = [edge('a', 'p', 'm'), edge('m', 'p', 'z')];
      // a's two other edges make the forward frontier the larger one, so the backward side grows next and reads m>z.
      await store.insert([am!, edge('a', 'p', 'x1'), edge('a', 'p', 'x2'), mz!]);
      for (const direction of ['out', 'both'] as const) {
        expect(await sut().paths(me, { from: 'a', to: 'z', max_depth: 3, limit: 10, direction })).toEqual({ paths: [[am, mz]], truncated: false });
      }
    });

    it('says truncated when the edge bound cut the search, with or without a path found', async () => {
      await store.insert([...Array.from({ length: 10 }, (_, i) => edge('a', 'p', `m${i}`)), edge('m9', 'p', 'z')]);
      expect(await sut().paths(me, { from: 'a', to: 'z', max_depth: 4, limit: 1, direction: 'out' })).toMatchObject({ truncated: false });
      for (const maxEdges of [1, 5, 10]) {
        const cut = await sut({ maxNodes: 1000, maxEdges, maxBytes: 1 << 30 }).paths(me, { from: 'a', to: 'z', max_depth: 4, limit: 1, direction: 'out' });
        expect({ maxEdges, ...cut }).toEqual({ maxEdges, paths: [], truncated: true });
      }
    });

    it('says truncated for a path found after a bound cut a ring, since a shorter one may have been hidden', async () => {
      const [am0, m0z] = [edge('a', 'p', 'm0'), edge('m0', 'p', 'z')];
      await store.insert([am0!, ...Array.from({ length: 5 }, (_, i) => edge('a', 'p', `m${i + 1}`)), m0z!]);
      // Four entities: a, z, then m0 and m1 of a's ring; the rest are cut. The backward side then meets m0.
      const found = await sut({ maxNodes: 4, maxEdges: 1000, maxBytes: 1 << 30 }).paths(me, { from: 'a', to: 'z', max_depth: 4, limit: 10, direction: 'out' });
      expect(found).toEqual({ paths: [[am0, m0z]], truncated: true });
    });

    it('names the missing end and the out-of-range bound', async () => {
      await expect(sut().paths(me, { from: 'a', to: 'missing', max_depth: 2, limit: 1 })).rejects.toMatchObject({ field: 'to' });
      await expect(sut().paths(me, { from: 'secret', to: 'a', max_depth: 2, limit: 1 })).rejects.toMatchObject({ field: 'from' });
      await expect(sut().paths(me, { from: 'a', to: 'b', max_depth: 7, limit: 1 })).rejects.toMatchObject({ field: 'max_depth' });
      await expect(sut().paths(me, { from: 'a', to: 'b', max_depth: 2, limit: 11 })).rejects.toMatchObject({ field: 'limit' });
    });
  });

  describe('subgraph', () => {
    it('answers the nodes within depth of the seeds and every triple between them', async () => {
      const [ab, bc, ca, cd, bx] = [edge('a', 'p', 'b'), edge('b', 'p', 'c'), edge('c', 'p', 'a'), edge('c', 'p', 'd'), edge('b', 'q', 'x')];
      await store.insert([ab!, bc!, ca!, cd!, bx!]);
      const one = await sut().subgraph(me, { entity_ids: ['a'], depth: 1, max_nodes: 100 });
      expect(one.nodes).toEqual([{ id: 'a', name: 'Name a', distance: 0 }, { id: 'b', name: 'B', distance: 1 }, { id: 'c', name: 'C', distance: 1 }]);
      // b -> c joins two nodes of the outer ring: read too.
      expect(one.edges.map((t) => t.id).sort()).toEqual([ab!.id, bc!.id, ca!.id].sort());
      const seedsOnly = await sut().subgraph(me, { entity_ids: ['a', 'b', 'd'], depth: 0, max_nodes: 100 });
      expect(seedsOnly.nodes.map((x) => x.id)).toEqual(['a', 'b', 'd']);
      expect(seedsOnly.edges).toEqual([ab]);
      const inward = await sut().subgraph(me, { entity_ids: ['d'], depth: 2, direction: 'in', max_nodes: 100 });
      expect(inward.nodes.map((x) => x.id)).toEqual(['d', 'c', 'b']);
      expect(inward.edges.map((t) => t.id).sort()).toEqual([bc!.id, cd!.id].sort());
    });

    it('completes an inward subgraph from the last ring’s in-edges, so a budget that fits the walk is not spent twice', async () => {
      const [ab, bc, cd] = [edge('a', 'p', 'b'), edge('b', 'p', 'c'), edge('c', 'p', 'd')];
      await store.insert([ab!, bc!, cd!]);
      // The walk reads c>d then b>c; completing the last ring (b) reads a>b: three triples, exactly the bound.
      const found = await sut({ maxNodes: 100, maxEdges: 3, maxBytes: 1 << 30 }).subgraph(me, { entity_ids: ['d'], depth: 2, direction: 'in', max_nodes: 100 });
      expect(found.nodes.map((x) => x.id)).toEqual(['d', 'c', 'b']);
      expect(found.edges.map((t) => t.id).sort()).toEqual([bc!.id, cd!.id].sort());
      expect(found.truncated).toBe(false);
    });

    it('stops at the byte bound and says so, the answer within it', async () => {
      const long = 'x'.repeat(2000);
      await store.insert(Array.from({ length: 10 }, (_, i) => edge('hub', 'p', `leaf${i}`, { source: long })));
      const maxBytes = 3 * 2500;
      const found = await sut({ maxNodes: 100, maxEdges: 1000, maxBytes }).subgraph(me, { entity_ids: ['hub'], depth: 1, max_nodes: 100 });
      expect(found.truncated).toBe(true);
      expect(found.edges.length).toBeGreaterThan(0);
      expect(found.edges.length).toBeLessThan(10);
      expect(Buffer.byteLength(JSON.stringify({ nodes: found.nodes, edges: found.edges.map(publicTriple) }))).toBeLessThanOrEqual(maxBytes);
      const neighbours = await sut({ maxNodes: 100, maxEdges: 1000, maxBytes }).neighbours(me, { entity_id: 'hub', depth: 1, ...page });
      expect([neighbours.edges.length < 10, neighbours.truncated]).toEqual([true, true]);
      const roomy = await sut({ maxNodes: 100, maxEdges: 1000, maxBytes: 20 * 2500 }).subgraph(me, { entity_ids: ['hub'], depth: 1, max_nodes: 100 });
      expect([roomy.edges.length, roomy.truncated]).toEqual([10, false]);
    });

    it('stops at max_nodes and says so', async () => {
      await store.insert(Array.from({ length: 10 }, (_, i) => edge('hub', 'p', `leaf${i}`)));
      const found = await sut().subgraph(me, { entity_ids: ['hub'], depth: 1, max_nodes: 3 });
      expect([found.nodes.length, found.edges.length, found.truncated]).toEqual([3, 2, true]);
    });

    it('names the seed it cannot see and the bound it breaks', async () => {
      await expect(sut().subgraph(me, { entity_ids: ['a', 'secret'], depth: 1, max_nodes: 10 })).rejects.toMatchObject({ field: 'entity_ids[1]' });
      await expect(sut().subgraph(me, { entity_ids: ['a'], depth: 4, max_nodes: 10 })).rejects.toMatchObject({ field: 'depth' });
      await expect(sut().subgraph(me, { entity_ids: ['a'], depth: 1, max_nodes: 5001 })).rejects.toMatchObject({ field: 'max_nodes' });
      await expect(sut().subgraph(me, { entity_ids: [], depth: 1, max_nodes: 10 })).rejects.toMatchObject({ field: 'entity_ids' });
    });
  });
});
