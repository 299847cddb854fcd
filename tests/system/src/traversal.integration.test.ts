import { NeighborsResponse, PathsResponse, SubgraphResponse } from '@tessera/gateway';
import { startSystem, type System } from './testing/harness';
import { conforms } from './testing/strict-schema';

interface Triple {
  id: string;
  subject: string;
  predicate: string;
  object: string;
  subject_entity_id: string;
  object_entity_id?: string;
}

const MAX_NODES = 50;

describe('traversal API: neighbours, paths, subgraphs', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem({ triplesEnv: { TRAVERSAL_MAX_NODES: String(MAX_NODES) } });
  });
  afterAll(() => sys?.stop());

  const as = (key: string) => sys.as(key);
  // Every answer is checked against the schema the gateway documents it with (the triples service renders it).
  const neighbors = async (key: string, url: string) => conforms(NeighborsResponse, (await as(key).get(url).expect(200)).body).data;
  const paths = async (key: string, url: string) => conforms(PathsResponse, (await as(key).get(url).expect(200)).body).data;
  const subgraph = async (key: string, body: object) => conforms(SubgraphResponse, (await as(key).post('/api/subgraph', body).expect(200)).body).data;
  const fresh = () => sys.newAccount(`trav-${Math.random().toString(36).slice(2, 10)}`);
  const fact = (subject: string, predicate: string, object: string) => ({ subject, predicate, object, object_type: 'entity' });
  /** Stores the facts (in `index_id` when given) and answers the entity id of each name. */
  async function store(key: string, facts: object[], index_id?: string): Promise<{ ids: Record<string, string>; triples: Triple[] }> {
    const res = await as(key).post('/api/triples', { triples: facts, index_id });
    expect(res.status).toBe(200);
    const ids: Record<string, string> = {};
    for (const t of res.body.data as Triple[]) {
      ids[t.subject] = t.subject_entity_id;
      if (t.object_entity_id) ids[t.object] = t.object_entity_id;
    }
    return { ids, triples: res.body.data };
  }

  // Ada -knows-> Alan -works_at-> Bletchley Park <-works_at- Joan -knows-> Ada ; Ada -born_in-> London ; a literal too
  const people = [
    fact('Ada Lovelace', 'knows', 'Alan Turing'),
    fact('Alan Turing', 'works_at', 'Bletchley Park'),
    fact('Joan Clarke', 'works_at', 'Bletchley Park'),
    fact('Joan Clarke', 'knows', 'Ada Lovelace'),
    fact('Ada Lovelace', 'born_in', 'London'),
    { subject: 'Ada Lovelace', predicate: 'born_on', object: '1815-12-10' },
  ];

  it('answers the neighbourhood of an entity with distances, connecting triples and first-hop counts', async () => {
    const { key } = await fresh();
    const { ids, triples } = await store(key, people);
    const data = await neighbors(key, `/api/entities/${ids['Ada Lovelace']}/neighbors?depth=2`);
    expect(data.entity).toEqual({ id: ids['Ada Lovelace'], name: 'Ada Lovelace' });
    expect(data.nodes.map((n: { name: string; distance: number }) => `${n.name}@${n.distance}`)).toEqual([
      'Alan Turing@1', 'London@1', 'Joan Clarke@1', 'Bletchley Park@2',
    ]);
    expect([data.count, data.total, data.truncated]).toEqual([4, 4, false]);
    // The triples are in exactly the public shape GET /api/triples gives them; the literal is no edge.
    const listed = (await as(key).get('/api/triples?limit=10')).body.data as Triple[];
    const byId = new Map(listed.map((t) => [t.id, t]));
    expect(data.edges).toHaveLength(5);
    for (const edge of data.edges) expect(edge).toEqual(byId.get(edge.id));
    expect(data.edges.map((t: Triple) => t.predicate)).not.toContain('born_on');
    expect(data.predicate_counts).toEqual([
      { predicate: 'born_in', direction: 'out', count: 1 },
      { predicate: 'knows', direction: 'out', count: 1 },
      { predicate: 'knows', direction: 'in', count: 1 },
    ]);
    expect(data.predicate_counts_truncated).toBe(false);
    const outOnly = await neighbors(key, `/api/entities/${ids['Ada Lovelace']}/neighbors?depth=3&direction=out&predicates=knows,works_at`);
    expect(outOnly.nodes.map((n) => n.name)).toEqual(['Alan Turing', 'Bletchley Park']);
    const paged = await neighbors(key, `/api/entities/${ids['Ada Lovelace']}/neighbors?depth=2&offset=3&limit=1`);
    expect(paged.nodes.map((n) => n.name)).toEqual(['Bletchley Park']);
    expect(paged.total).toBe(4);
    expect(triples).toHaveLength(6);
  });

  it('finds the shortest paths as ordered triples, and an empty list when none is short enough', async () => {
    const { key } = await fresh();
    const { ids } = await store(key, people);
    const path = await paths(key, `/api/paths?from=${ids['London']}&to=${ids['Bletchley Park']}&max_depth=6&limit=10`);
    expect(path.truncated).toBe(false);
    // London <- Ada -> Alan -> Bletchley, and London <- Ada <- Joan -> Bletchley: two of length 3.
    expect(path.paths.map((p) => [p.length, p.triples.map((t) => `${t.subject} ${t.predicate} ${t.object}`)])).toEqual([
      [3, ['Ada Lovelace born_in London', 'Ada Lovelace knows Alan Turing', 'Alan Turing works_at Bletchley Park']],
      [3, ['Ada Lovelace born_in London', 'Joan Clarke knows Ada Lovelace', 'Joan Clarke works_at Bletchley Park']],
    ]);
    expect(path.count).toBe(2);
    expect((await paths(key, `/api/paths?from=${ids['London']}&to=${ids['Bletchley Park']}&max_depth=6`)).paths).toHaveLength(1);
    const tooShort = await paths(key, `/api/paths?from=${ids['London']}&to=${ids['Bletchley Park']}&max_depth=2`);
    expect(tooShort).toEqual({ paths: [], count: 0, truncated: false });
    const directed = await paths(key, `/api/paths?from=${ids['London']}&to=${ids['Bletchley Park']}&direction=out`);
    expect(directed.paths).toEqual([]);
    // From an entity to itself: one path of length 0.
    expect(await paths(key, `/api/paths?from=${ids['London']}&to=${ids['London']}`)).toEqual({ paths: [{ length: 0, triples: [] }], count: 1, truncated: false });
  });

  it('answers a subgraph: the nodes around the seeds and every triple between them', async () => {
    const { key } = await fresh();
    const { ids } = await store(key, people);
    expect(await subgraph(key, { entity_ids: [ids['Alan Turing'], ids['Joan Clarke']], depth: 0 })).toEqual({ nodes: [
      { id: ids['Alan Turing'], name: 'Alan Turing', distance: 0 }, { id: ids['Joan Clarke'], name: 'Joan Clarke', distance: 0 },
    ], edges: [], truncated: false });
    const wider = await subgraph(key, { entity_ids: [ids['Alan Turing']], depth: 1 });
    expect(wider.nodes.map((n) => n.name)).toEqual(['Alan Turing', 'Bletchley Park', 'Ada Lovelace']);
    expect(wider.edges.map((t) => `${t.subject} ${t.predicate} ${t.object}`).sort()).toEqual([
      'Ada Lovelace knows Alan Turing', 'Alan Turing works_at Bletchley Park',
    ]);
  });

  it('stops at the configured node bound and says truncated', async () => {
    const { key } = await fresh();
    const { ids } = await store(key, Array.from({ length: MAX_NODES + 10 }, (_, i) => fact('Hub', 'links', `Leaf ${i}`)));
    const res = await neighbors(key, `/api/entities/${ids['Hub']}/neighbors`);
    expect(res).toMatchObject({ total: MAX_NODES - 1, truncated: true });
    expect(res.predicate_counts).toEqual([{ predicate: 'links', direction: 'out', count: MAX_NODES + 10 }]);
    const sub = await subgraph(key, { entity_ids: [ids['Hub']], depth: 1, max_nodes: 5 });
    expect([sub.nodes.length, sub.edges.length, sub.truncated]).toEqual([5, 4, true]);
    const small = await neighbors(key, `/api/entities/${ids['Leaf 3']}/neighbors`);
    expect(small).toMatchObject({ total: 1, truncated: false });
  });

  it('keeps to the caller’s account, and reads a public index’s graph for everyone', async () => {
    const alice = await fresh();
    const bob = await fresh();
    const { ids: privateIds } = await store(alice.key, people);
    const index = (await as(alice.key).post('/api/indexes', { name: 'Open graph' })).body.data.id;
    await as(alice.key).put(`/api/indexes/${index}`, { is_public: true });
    const { ids: openIds } = await store(alice.key, [fact('Earth', 'orbits', 'Sun'), fact('Moon', 'orbits', 'Earth')], index);

    const hidden = await as(bob.key).get(`/api/entities/${privateIds['Ada Lovelace']}/neighbors`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ success: false, error: 'Entity not found' });
    expect((await as(bob.key).get(`/api/paths?from=${privateIds['London']}&to=${openIds['Earth']}`)).status).toBe(404);
    expect((await as(bob.key).post('/api/subgraph', { entity_ids: [openIds['Earth'], privateIds['London']] })).status).toBe(404);
    const privateIndex = (await as(alice.key).post('/api/indexes', { name: 'Closed' })).body.data.id;
    expect((await as(bob.key).get(`/api/entities/${openIds['Earth']}/neighbors?index_id=${privateIndex}`)).status).toBe(404);
    expect((await neighbors(alice.key, `/api/entities/${openIds['Earth']}/neighbors?index_id=${privateIndex}`)).nodes).toEqual([]);

    const open = await neighbors(bob.key, `/api/entities/${openIds['Earth']}/neighbors`);
    expect(open.nodes.map((n) => n.name).sort()).toEqual(['Moon', 'Sun']);
    const route = await paths(bob.key, `/api/paths?from=${openIds['Moon']}&to=${openIds['Sun']}&direction=out`);
    expect(route.paths.map((p) => p.length)).toEqual([2]);
    expect((await subgraph(bob.key, { entity_ids: [openIds['Earth']], index_id: index })).nodes).toHaveLength(3);
    // Bob's own facts about a Sun of his own stay apart from Alice's public Sun.
    await store(bob.key, [fact('Mars', 'orbits', 'Sun')]);
    const again = await neighbors(bob.key, `/api/entities/${openIds['Sun']}/neighbors`);
    expect(again.nodes.map((n) => n.name)).toEqual(['Earth']);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const { key } = await fresh();
    const { ids } = await store(key, people);
    const ada = ids['Ada Lovelace'];
    const cases: [Promise<{ status: number; body: { details: string; error: string } }>, string][] = [
      [as(key).get(`/api/entities/${ada}/neighbors?depth=4`), 'depth must be between 1 and 3'],
      [as(key).get(`/api/entities/${ada}/neighbors?depth=x`), 'depth must be an integer'],
      [as(key).get(`/api/entities/${ada}/neighbors?direction=sideways`), 'direction must be out, in or both'],
      [as(key).get(`/api/entities/${ada}/neighbors?limit=5001`), 'limit must be between 1 and 5000'],
      [as(key).get('/api/entities/not-a-uuid/neighbors'), 'id must be a UUID'],
      [as(key).get(`/api/paths?to=${ada}`), 'from is required'],
      [as(key).get(`/api/paths?from=${ada}&to=${ada}&max_depth=7`), 'max_depth must be between 1 and 6'],
      [as(key).get(`/api/paths?from=${ada}&to=${ada}&limit=11`), 'limit must be between 1 and 10'],
      [as(key).post('/api/subgraph', { entity_ids: [] }), 'entity_ids must not be empty'],
      [as(key).post('/api/subgraph', { entity_ids: [ada], max_nodes: 5001 }), 'max_nodes must be between 1 and 5000'],
      [as(key).post('/api/subgraph', { entity_ids: [ada], depth: 4 }), 'depth must be between 0 and 3'],
      [as(key).post('/api/subgraph', { entity_ids: ['nope'] }), 'entity_ids[0]'],
      [as(key).post('/api/subgraph', { entity_ids: [ada], predicates: Array.from({ length: 51 }, (_, i) => `p${i}`) }), 'predicates must name at most 50 predicates'],
      [as(key).get(`/api/entities/${ada}/neighbors?predicates=${'p'.repeat(201)}`), 'predicates values must be at most 200 characters'],
    ];
    for (const [request, message] of cases) {
      const res = await request;
      expect([res.status, res.body.details]).toEqual([400, expect.stringContaining(message)]);
    }
    const missing = await as(key).get('/api/entities/00000000-0000-4000-8000-000000000000/neighbors');
    expect(missing.status).toBe(404);
  });

  it('documents the routes as Tessera extensions in the served OpenAPI document', async () => {
    const doc = (await sys.http.get('/api/openapi.json')).body;
    for (const [path, method] of [['/api/entities/{id}/neighbors', 'get'], ['/api/paths', 'get'], ['/api/subgraph', 'post']] as const) {
      expect(doc.paths[path][method].tags).toContain('Tessera extensions');
    }
    expect(doc.paths['/api/paths'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['from', 'to', 'max_depth', 'direction', 'predicates', 'limit']),
    );
  });
});
