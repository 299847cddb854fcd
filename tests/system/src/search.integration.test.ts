import { ADMIN_TOKEN, bearer, startSystem, type System } from './testing/harness';

const admin = bearer(ADMIN_TOKEN);

describe('semantic search through the gateway', () => {
  let sys: System;
  let alice: { id: string; key: string };
  let bob: { id: string; key: string };
  let aliceIndex: string;
  let physics: string;

  /** Until the indexer has caught up with every owner's outbox. */
  async function indexed(): Promise<number> {
    const started = Date.now();
    for (;;) {
      const status = (await sys.http.get('/admin/search/status').set(admin)).body.data;
      if (status.events_pending === 0) return Date.now() - started;
      if (Date.now() - started > 20_000) throw new Error(`still ${status.events_pending} events pending`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  beforeAll(async () => {
    sys = await startSystem({ searchIndexing: true });
    alice = await sys.newAccount('search-alice');
    bob = await sys.newAccount('search-bob');
    const indexes = await sys.as(alice.key).get('/api/indexes');
    if (indexes.status !== 200) throw new Error(JSON.stringify(indexes.body));
    aliceIndex = indexes.body.data[0].id;
    physics = (await sys.as(alice.key).post('/api/graphs', { name: 'Physics pioneers', description: 'Scientists who shaped modern physics' })).body.data.id;
    await sys.as(alice.key).post('/api/triples', {
      graph_id: physics,
      triples: [
        { subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', object_type: 'entity' },
        { subject: 'Marie Curie', predicate: 'discovered', object: 'Polonium', object_type: 'entity' },
        { subject: 'Albert Einstein', predicate: 'developedTheoryOf', object: 'relativity' },
        { subject: 'Albert Einstein', predicate: 'born_in', object: 'Ulm', object_type: 'entity' },
        { subject: 'Niels Bohr', predicate: 'worked_at', object: 'University of Copenhagen', object_type: 'entity' },
      ],
    });
    await sys.as(bob.key).post('/api/triples', { triples: [{ subject: 'Marie Antoinette', predicate: 'born_in', object: 'Vienna', object_type: 'entity' }] });
    await indexed();
  }, 60_000);
  afterAll(() => sys?.stop());

  const search = (key: string, body: object) => sys.as(key).post('/api/search', body);

  it('puts the entity whose name is the query first, with similarity 1 and its triple count', async () => {
    const res = await search(alice.key, { query: 'Marie Curie' });
    expect(res.status).toBe(200);
    expect(res.body.data.entities[0]).toMatchObject({ name: 'Marie Curie', similarity: 1, triple_count: 2, index_id: aliceIndex, index_name: 'default' });
    expect(res.body.data.graphs).toEqual([]);
    expect(res.body.count).toEqual({ entities: res.body.data.entities.length, triples: res.body.data.triples.length, graphs: 0 });
    for (const list of [res.body.data.entities, res.body.data.triples]) {
      const similarities = list.map((r: { similarity: number }) => r.similarity);
      expect([...similarities].sort((a, b) => b - a)).toEqual(similarities);
      expect(similarities.every((s: number) => s >= 0.3 && s <= 1)).toBe(true);
    }
  });

  it('answers a question with the triple that answers it', async () => {
    const res = await search(alice.key, { query: 'Where was Marie Curie born?', types: ['triples'] });
    expect(res.body.data.triples[0]).toMatchObject({ subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', graph_id: physics });
    expect(res.body.data.entities).toEqual([]);
  });

  it('finds graphs, and serves GET with comma-separated or repeated types', async () => {
    const res = await sys.as(alice.key).get('/api/search?q=physics%20pioneers&types=graphs,entities&limit=5');
    expect(res.status).toBe(200);
    expect(res.body.data.graphs[0]).toMatchObject({ id: physics, name: 'Physics pioneers', triple_count: 5 });
    const repeated = await sys.as(alice.key).get('/api/search?q=Einstein&types=triples&types=entities');
    expect(repeated.body.data.triples.length).toBeGreaterThan(0);
    expect(repeated.body.data.entities[0].name).toBe('Albert Einstein');
  });

  it('never returns anything below the threshold, and pages with offset', async () => {
    const strict = await search(alice.key, { query: 'Marie Curie', threshold: 1 });
    expect(strict.body.data.entities.map((e: { name: string }) => e.name)).toEqual(['Marie Curie']);
    expect(strict.body.data.triples).toEqual([]);
    const all = await search(alice.key, { query: 'physicist', types: ['entities'], threshold: 0, limit: 100 });
    const second = await search(alice.key, { query: 'physicist', types: ['entities'], threshold: 0, limit: 2, offset: 1 });
    expect(second.body.data.entities.map((e: { id: string }) => e.id)).toEqual(all.body.data.entities.slice(1, 3).map((e: { id: string }) => e.id));
  });

  it('keeps accounts apart; a public index is readable by all, its graphs are not', async () => {
    const bobSees = await search(bob.key, { query: 'Marie Curie', types: ['entities', 'triples', 'graphs'], threshold: 0 });
    expect(bobSees.body.data.entities.map((e: { name: string }) => e.name)).not.toContain('Marie Curie');
    expect(bobSees.body.data.triples.every((t: { subject: string }) => t.subject === 'Marie Antoinette')).toBe(true);
    expect((await search(bob.key, { query: 'x', index_id: aliceIndex })).status).toBe(404);

    await sys.as(alice.key).put(`/api/indexes/${aliceIndex}`, { is_public: true });
    await indexed();
    const now = await search(bob.key, { query: 'Marie Curie', types: ['entities', 'graphs'], index_id: aliceIndex });
    expect(now.status).toBe(200);
    // Its triples are Bob's to read too, so they count for him (2, as for Alice).
    expect(now.body.data.entities[0]).toMatchObject({ name: 'Marie Curie', similarity: 1, triple_count: 2 });
    expect(now.body.data.graphs).toEqual([]);
    await sys.as(alice.key).put(`/api/indexes/${aliceIndex}`, { is_public: false });
    await indexed();
    expect((await search(bob.key, { query: 'x', index_id: aliceIndex })).status).toBe(404);
  });

  it('follows changes: a renamed entity is found by its new name, a deleted triple is gone, within 2 s', async () => {
    const bohr = (await search(alice.key, { query: 'Niels Bohr', types: ['entities'] })).body.data.entities[0];
    await sys.as(alice.key).put(`/api/entities/${bohr.id}`, { name: 'Niels Henrik David Bohr', description: 'Danish physicist' });
    const lag = await indexed();
    expect(lag).toBeLessThan(2000);
    const renamed = await search(alice.key, { query: 'Niels Henrik David Bohr', types: ['entities'] });
    expect(renamed.body.data.entities[0]).toMatchObject({ id: bohr.id, similarity: 1, description: 'Danish physicist' });

    const ulm = (await search(alice.key, { query: 'Where was Einstein born?', types: ['triples'] })).body.data.triples[0];
    expect(ulm.object).toBe('Ulm');
    await sys.as(alice.key).delete(`/api/triples?id=${ulm.id}`);
    await indexed();
    const after = await search(alice.key, { query: 'Where was Einstein born?', types: ['triples'], threshold: 0 });
    expect(after.body.data.triples.map((t: { id: string }) => t.id)).not.toContain(ulm.id);
  });

  it('names the field for every bound it refuses', async () => {
    const bad: [object, string][] = [
      [{}, 'query'],
      [{ query: '  ' }, 'query'],
      [{ query: 'x'.repeat(1001) }, 'query'],
      [{ query: 'x', types: ['people'] }, 'types'],
      [{ query: 'x', types: [] }, 'types'],
      [{ query: 'x', limit: 0 }, 'limit'],
      [{ query: 'x', limit: 101 }, 'limit'],
      [{ query: 'x', limit: 1.5 }, 'limit'],
      [{ query: 'x', threshold: -0.1 }, 'threshold'],
      [{ query: 'x', threshold: 1.5 }, 'threshold'],
      [{ query: 'x', offset: -1 }, 'offset'],
      [{ query: 'x', index_id: 'nope' }, 'index_id'],
    ];
    for (const [body, field] of bad) {
      const res = await search(alice.key, body);
      expect(res.status).toBe(400);
      expect(`${res.body.error} ${res.body.details}`).toContain(field);
    }
    for (const [query, field] of [['', 'q'], ['q=', 'q'], ['q=x&types=people', 'types'], ['q=x&limit=0', 'limit'], ['q=x&threshold=2', 'threshold'], ['q=x&offset=-1', 'offset']]) {
      const res = await sys.as(alice.key).get(`/api/search?${query}`);
      expect(res.status).toBe(400);
      expect(`${res.body.error} ${res.body.details}`).toContain(field);
    }
    expect((await sys.http.post('/api/search').send({ query: 'x' })).status).toBe(401);
  });

  it('embeds texts with the local 512-d model: unit vectors, the same text the same vector', async () => {
    const one = await sys.as(alice.key).post('/api/embeddings', { input: 'Marie Curie' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ success: true, model: 'local:universal-sentence-encoder-lite', dimensions: 512, count: 1 });
    const vector = one.body.data[0].embedding as number[];
    expect(vector).toHaveLength(512);
    expect(Math.sqrt(vector.reduce((s, v) => s + v * v, 0))).toBeCloseTo(1, 3);
    const two = await sys.as(alice.key).post('/api/embeddings', { input: ['Marie Curie', 'Warsaw'] });
    expect(two.body.data.map((d: { index: number }) => d.index)).toEqual([0, 1]);
    expect(two.body.data[0].embedding).toEqual(vector);
    const bad: [object, string][] = [
      [{}, 'input'],
      [{ input: '' }, 'input'],
      [{ input: [] }, 'input'],
      [{ input: ['ok', ' '] }, 'input[1]'],
      [{ input: 'x'.repeat(8001) }, 'input'],
      [{ input: Array.from({ length: 257 }, () => 'x') }, 'input'],
      [{ input: 42 }, 'input'],
    ];
    for (const [body, field] of bad) {
      const res = await sys.as(alice.key).post('/api/embeddings', body);
      expect(res.status).toBe(400);
      expect(`${res.body.error} ${res.body.details}`).toContain(field);
    }
  });

  it('shows the indexing lag in /metrics and the admin status, and rebuilds everything on reindex', async () => {
    const metrics = await sys.http.get('/metrics');
    expect(metrics.text).toMatch(/^tessera_search_events_pending \d+$/m);
    expect(metrics.text).toMatch(/^tessera_search_oldest_pending_age_seconds /m);
    const before = (await sys.http.get('/admin/search/status').set(admin)).body.data;
    expect(before).toMatchObject({ provider: 'local:universal-sentence-encoder-lite', dimensions: 512, graphs_indexed: 1 });
    const reindex = await sys.http.post('/admin/search/reindex').set(admin);
    expect(reindex.status).toBe(200);
    expect(reindex.body.message).toMatch(/^Reindexing \d+ resources/);
    await indexed();
    const after = (await sys.http.get('/admin/search/status').set(admin)).body.data;
    expect(after).toMatchObject({ entities_indexed: before.entities_indexed, triples_indexed: before.triples_indexed, graphs_indexed: 1 });
    expect((await search(alice.key, { query: 'Marie Curie' })).body.data.entities[0].similarity).toBe(1);
    expect((await sys.http.post('/admin/search/reindex').set(bearer(alice.key))).status).toBe(401);
  }, 30_000);
});
