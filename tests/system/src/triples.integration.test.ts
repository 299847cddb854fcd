import { BOOTSTRAP_KEY, bearer, startSystem, type System } from './testing/harness';

interface Triple {
  id: string;
  subject: string;
  predicate: string;
  object: string;
  object_type: string;
  subject_entity_id: string;
  object_entity_id?: string;
  graph_id?: string;
  index_id: string;
  confidence?: number;
  source?: string;
}

describe('triples and graphs API', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem({ maxTriplesPerRequest: 50 });
  });
  afterAll(() => sys?.stop());

  const as = (key: string) => sys.as(key);
  const store = async (key: string, body: object): Promise<Triple[]> => {
    const res = await as(key).post('/api/triples', body);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const fresh = () => sys.newAccount(`acct-${Math.random().toString(36).slice(2, 10)}`);

  it('stores a batch, resolving subjects and entity objects to entities of the default index', async () => {
    const { key } = await fresh();
    const res = await as(key).post('/api/triples', {
      triples: [
        { subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', object_type: 'entity', confidence: 0.95 },
        { subject: 'marie curie', predicate: 'born_on', object: '1867-11-07', source: 'https://en.wikipedia.org/wiki/Marie_Curie' },
        { subject: 'Curie, Marie', predicate: 'won', object: 'Nobel Prize in Physics', object_type: 'entity' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, inserted_count: 3, message: expect.any(String) });
    const [born, date, won] = res.body.data as Triple[];
    expect(born).toMatchObject({ subject: 'Marie Curie', object_type: 'entity', confidence: 0.95, object_entity_id: expect.any(String) });
    expect(date).toMatchObject({ object_type: 'literal', source: 'https://en.wikipedia.org/wiki/Marie_Curie' });
    expect(date).not.toHaveProperty('object_entity_id');
    expect(new Set([born!.subject_entity_id, date!.subject_entity_id, won!.subject_entity_id]).size).toBe(1);
    const entities = await as(key).get('/api/entities?limit=10');
    expect(entities.body.data.map((e: { name: string }) => e.name).sort()).toEqual(['Marie Curie', 'Nobel Prize in Physics', 'Warsaw']);
    expect(entities.body.data[0].index_name).toBe('default');
  });

  it('lists triples in exactly the shape the create returned them', async () => {
    const { key } = await fresh();
    const created = await store(key, {
      triples: [
        { subject: 'Shape', predicate: 'has', object: 'Edges', object_type: 'entity', confidence: 0.25, source: 'https://example.org/s' },
        { subject: 'Shape', predicate: 'named', object: 'square' },
      ],
    });
    const listed = (await as(key).get('/api/triples')).body.data;
    expect(listed).toEqual([...created].reverse());
  });

  it('resolves typos to the existing entity and never merges contradicting names', async () => {
    const { key } = await fresh();
    const [first] = await store(key, { triples: [{ subject: 'Albert Einstein', predicate: 'born_in', object: 'Ulm', object_type: 'entity' }] });
    const later = await store(key, {
      triples: [
        { subject: 'Albert Einstien', predicate: 'field', object: 'physics' },
        { subject: 'Albert Camus', predicate: 'field', object: 'philosophy' },
        { subject: 'World War I', predicate: 'ended', object: '1918' },
        { subject: 'World War II', predicate: 'ended', object: '1945' },
      ],
    });
    expect(later[0]!.subject_entity_id).toBe(first!.subject_entity_id);
    expect(new Set(later.map((t) => t.subject_entity_id)).size).toBe(4);
  });

  it('filters with AND, newest first, paging stably, and searches full text', async () => {
    const { key } = await fresh();
    const created = await store(key, {
      triples: [
        { subject: 'Marie Curie', predicate: 'discovered', object: 'Polonium', object_type: 'entity' },
        { subject: 'Marie Curie', predicate: 'discovered', object: 'Radium', object_type: 'entity' },
        { subject: 'Pierre Curie', predicate: 'married_to', object: 'Marie Curie', object_type: 'entity' },
        { subject: 'Isaac Newton', predicate: 'formulated', object: 'laws of motion' },
      ],
    });
    const curie = created[0]!.subject_entity_id;
    const list = async (query: string) => (await as(key).get(`/api/triples?${query}`)).body as { data: Triple[]; count: number };
    expect((await list(`subject_entity_id=${curie}`)).data.map((t) => t.object)).toEqual(['Radium', 'Polonium']);
    expect((await list(`object_entity_id=${curie}`)).data.map((t) => t.subject)).toEqual(['Pierre Curie']);
    expect((await list('predicate=discovered,formulated')).count).toBe(3);
    expect((await list('predicate=discovered&predicate=married_to')).count).toBe(3);
    expect((await list(`predicate=discovered&subject=${encodeURIComponent('Marie Curie')}`)).count).toBe(2);
    expect((await list('search=radium')).data.map((t) => t.object)).toEqual(['Radium']);
    expect((await list('search=curie%20married')).data.map((t) => t.subject)).toEqual(['Pierre Curie']);
    expect((await list(`search=${encodeURIComponent('"unbalanced OR NEAR(')}`)).count).toBe(0);
    const pages = [...(await list('limit=3')).data, ...(await list('limit=3&offset=3')).data];
    expect(pages.map((t) => t.id)).toEqual(created.map((t) => t.id).reverse());
  });

  it('rejects a whole batch when one triple is invalid, naming its position, and stores nothing', async () => {
    const { key } = await fresh();
    const res = await as(key).post('/api/triples', {
      triples: [
        { subject: 'Valid', predicate: 'is', object: 'fine' },
        { subject: 'Also valid', predicate: 'is', object: 'fine' },
        { subject: 'Broken', predicate: 'has', object: 'x', confidence: 1.5 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid triples[2].confidence: confidence must be between 0 and 1');
    expect((await as(key).get('/api/triples')).body.count).toBe(0);
    expect((await as(key).get('/api/entities')).body.count).toBe(0);
  });

  it('enforces MAX_TRIPLES_PER_REQUEST', async () => {
    const triples = Array.from({ length: 51 }, (_, i) => ({ subject: `s${i}`, predicate: 'p', object: 'o' }));
    const res = await as(BOOTSTRAP_KEY).post('/api/triples', { triples });
    expect(res.status).toBe(400);
    expect(res.body.details).toContain('triples must have at most 50 entries');
  });

  it('puts triples in graphs and indexes of the caller only', async () => {
    const alice = await fresh();
    const bob = await fresh();
    const graph = (await as(alice.key).post('/api/graphs', { name: 'Alice graph' })).body.data.id;
    const index = (await as(alice.key).post('/api/indexes', { name: 'Alice index' })).body.data.id;
    const one = { subject: 'x', predicate: 'y', object: 'z' };
    expect((await as(bob.key).post('/api/triples', { triples: [one], graph_id: graph })).status).toBe(404);
    expect((await as(bob.key).post('/api/triples', { triples: [{ ...one, index_id: index }] })).status).toBe(404);
    const inGraph = await store(alice.key, { triples: [one, { ...one, graph_id: undefined }], graph_id: graph, index_id: index, source: 'urn:isbn:0451450523' });
    expect(inGraph.every((t) => t.graph_id === graph && t.index_id === index && t.source === 'urn:isbn:0451450523')).toBe(true);
    expect((await as(bob.key).get(`/api/triples?graph_id=${graph}`)).body.count).toBe(0);
    expect((await as(bob.key).get(`/api/triples?index_id=${index}`)).status).toBe(404);
  });

  it('lets everyone read a public index’s triples; only the owner writes', async () => {
    const owner = await fresh();
    const reader = await fresh();
    const index = (await as(owner.key).post('/api/indexes', { name: 'Open facts' })).body.data.id;
    await as(owner.key).put(`/api/indexes/${index}`, { is_public: true });
    await store(owner.key, { triples: [{ subject: 'Earth', predicate: 'orbits', object: 'Sun', object_type: 'entity' }], index_id: index });
    const read = await as(reader.key).get(`/api/triples?index_id=${index}`);
    expect(read.body.data.map((t: Triple) => t.subject)).toEqual(['Earth']);
    const write = await as(reader.key).post('/api/triples', { triples: [{ subject: 'a', predicate: 'b', object: 'c' }], index_id: index });
    expect(write.status).toBe(403);
    expect((await as(reader.key).get('/api/triples')).body.count).toBe(0);
  });

  it('updates partially and re-resolves a changed subject or entity object', async () => {
    const { key } = await fresh();
    const [t] = await store(key, { triples: [{ subject: 'Ada Lovelace', predicate: 'wrote_about', object: 'Analytical Engine', object_type: 'entity', confidence: 0.5 }] });
    const res = await as(key).put('/api/triples', { id: t!.id, confidence: 0.9 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Triple updated', data: { confidence: 0.9, subject: 'Ada Lovelace', object: 'Analytical Engine' } });
    const renamed = await as(key).put('/api/triples', { id: t!.id, subject: 'Charles Babbage', object: 'Difference Engine' });
    expect(renamed.body.data.subject_entity_id).not.toBe(t!.subject_entity_id);
    expect(renamed.body.data.object_entity_id).not.toBe(t!.object_entity_id);
    const babbage = await as(key).get(`/api/entities/${renamed.body.data.subject_entity_id}`);
    expect(babbage.body.data.name).toBe('Charles Babbage');
    expect((await as(key).put('/api/triples', { id: '00000000-0000-4000-8000-000000000000', confidence: 1 })).status).toBe(404);
  });

  it('deletes by ?ids, ?id and a JSON body, counting what it deleted', async () => {
    const { key } = await fresh();
    const made = await store(key, { triples: Array.from({ length: 5 }, (_, i) => ({ subject: `s${i}`, predicate: 'p', object: 'o' })) });
    const ids = made.map((t) => t.id);
    expect((await as(key).delete(`/api/triples?ids=${ids[0]},${ids[1]}`)).body).toEqual({ success: true, message: expect.any(String), deleted_count: 2 });
    expect((await as(key).delete(`/api/triples?id=${ids[2]}`)).body.deleted_count).toBe(1);
    expect((await as(key).delete('/api/triples', { ids: [ids[3], ids[4], ids[0]] })).body.deleted_count).toBe(2);
    expect((await as(key).delete('/api/triples')).status).toBe(400);
    expect((await as(key).delete('/api/triples?ids=not-a-uuid')).status).toBe(400);
  });

  it('detach-deletes: deleting an entity removes the triples that reference it', async () => {
    const { key } = await fresh();
    const made = await store(key, {
      triples: [
        { subject: 'Pluto', predicate: 'orbits', object: 'Sun', object_type: 'entity' },
        { subject: 'Sun', predicate: 'is_a', object: 'star' },
        { subject: 'Earth', predicate: 'orbits', object: 'Sun', object_type: 'entity' },
        { subject: 'Earth', predicate: 'has', object: 'Moon', object_type: 'entity' },
      ],
    });
    const sun = made[0]!.object_entity_id!;
    const res = await as(key).delete(`/api/entities/${sun}`);
    expect(res.body.message).toBe('Entity deleted with 3 triples that referenced it');
    const left = (await as(key).get('/api/triples')).body.data as Triple[];
    expect(left.map((t) => `${t.subject} ${t.predicate} ${t.object}`)).toEqual(['Earth has Moon']);
    const entityIds = new Set((await as(key).get('/api/entities?limit=500')).body.data.map((e: { id: string }) => e.id));
    for (const t of left) {
      expect(entityIds.has(t.subject_entity_id)).toBe(true);
      if (t.object_entity_id) expect(entityIds.has(t.object_entity_id)).toBe(true);
    }
  });

  it('moves an index’s entities and triples to the default index, merging same names, or deletes them', async () => {
    const { key } = await fresh();
    await store(key, { triples: [{ subject: 'Lisbon', predicate: 'capital_of', object: 'Portugal', object_type: 'entity' }] });
    const temp = (await as(key).post('/api/indexes', { name: 'Temp' })).body.data.id;
    await store(key, { triples: [{ subject: 'Lisbon', predicate: 'population', object: '545000' }], index_id: temp });
    const moved = await as(key).delete(`/api/indexes/${temp}`);
    expect(moved.body.message).toBe('Index deleted; 1 entity and 1 triple moved to the default index');
    const lisbon = (await as(key).get('/api/triples?subject=Lisbon')).body.data as Triple[];
    expect(lisbon).toHaveLength(2);
    expect(new Set(lisbon.map((t) => t.subject_entity_id)).size).toBe(1);
    expect(new Set(lisbon.map((t) => t.index_id)).size).toBe(1);

    const doomed = (await as(key).post('/api/indexes', { name: 'Doomed' })).body.data.id;
    await store(key, { triples: [{ subject: 'Atlantis', predicate: 'is', object: 'myth' }], index_id: doomed });
    const gone = await as(key).delete(`/api/indexes/${doomed}?deleteEntities=true`);
    expect(gone.body.message).toBe('Index deleted with 1 entity and 1 triple');
    expect((await as(key).get('/api/triples?subject=Atlantis')).body.count).toBe(0);
  });

  it('keeps graphs with exact triple counts, and deletes them with or without their triples', async () => {
    const { key } = await fresh();
    const created = await as(key).post('/api/graphs', { name: 'Solar system', description: 'Planets', metadata: { source: 'NASA', year: 2024 } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Solar system', description: 'Planets', metadata: { source: 'NASA', year: 2024 }, triple_count: 0 });
    const graph = created.body.data.id;
    await store(key, { triples: [{ subject: 'Mars', predicate: 'is_a', object: 'planet' }, { subject: 'Venus', predicate: 'is_a', object: 'planet' }], graph_id: graph });
    expect((await as(key).get(`/api/graphs/${graph}`)).body.data.triple_count).toBe(2);
    expect((await as(key).get('/api/graphs?search=solar')).body).toMatchObject({ count: 1, data: [{ id: graph, triple_count: 2 }] });
    const updated = await as(key).put(`/api/graphs/${graph}`, { description: 'Inner planets' });
    expect(updated.body.data).toMatchObject({ name: 'Solar system', description: 'Inner planets', metadata: { source: 'NASA', year: 2024 } });
    expect((await as(key).delete(`/api/graphs/${graph}`)).status).toBe(200);
    expect((await as(key).get('/api/triples?predicate=is_a')).body.data.every((t: Triple) => !t.graph_id)).toBe(true);

    const second = (await as(key).post('/api/graphs', { name: 'Temporary' })).body.data.id;
    await store(key, { triples: [{ subject: 'Ceres', predicate: 'is_a', object: 'dwarf planet' }], graph_id: second });
    expect((await as(key).delete(`/api/graphs/${second}?delete_triples=true`)).body.message).toBe('Graph deleted with 1 triple');
    expect((await as(key).get('/api/triples?subject=Ceres')).body.count).toBe(0);
    expect((await as(key).get(`/api/graphs/${second}`)).status).toBe(404);
  });

  it('creates one entity when 20 concurrent requests introduce the same new name', async () => {
    const { key } = await fresh();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => as(key).post('/api/triples', { triples: [{ subject: 'Grace Hopper', predicate: 'fact', object: `#${i}` }] })),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.body.data[0].subject_entity_id)).size).toBe(1);
    expect((await as(key).get('/api/entities?search=Grace%20Hopper&exact=true')).body.count).toBe(1);
  });

  describe('bounds', () => {
    const one = { subject: 's', predicate: 'p', object: 'o' };
    it.each([
      [{}, 'triples is required'],
      [{ triples: [] }, 'triples must not be empty'],
      [{ triples: 'nope' }, 'triples must be an array'],
      [{ triples: [{ ...one, subject: '' }] }, 'triples[0].subject'],
      [{ triples: [{ ...one, subject: 's'.repeat(501) }] }, 'subject must be at most 500 characters'],
      [{ triples: [{ ...one, predicate: 'p'.repeat(201) }] }, 'predicate must be at most 200 characters'],
      [{ triples: [{ ...one, object: 'o'.repeat(501), object_type: 'entity' }] }, 'object must be at most 500 characters when object_type is entity'],
      [{ triples: [{ ...one, object_type: 'thing' }] }, 'object_type must be literal or entity'],
      [{ triples: [{ ...one, confidence: -0.1 }] }, 'confidence must be between 0 and 1'],
      [{ triples: [{ ...one, confidence: 'high' }] }, 'confidence must be a number'],
      [{ triples: [{ ...one, source: 'not a uri' }] }, 'source must be an absolute URI'],
      [{ triples: [one], source: 'nope' }, 'source must be an absolute URI'],
      [{ triples: [{ ...one, graph_id: 'g' }] }, 'graph_id must be a UUID'],
      [{ triples: [one], index_id: 'x' }, 'index_id must be a UUID'],
    ])('POST %j -> 400 (%s)', async (body, expected) => {
      const res = await as(BOOTSTRAP_KEY).post('/api/triples', body);
      expect(res.status).toBe(400);
      expect(`${res.body.error} ${res.body.details}`).toContain(expected);
    });

    it.each([
      ['limit=0', 'limit must be between 1 and 500'],
      ['limit=501', 'limit must be between 1 and 500'],
      ['offset=-1', 'offset must be between 0'],
      ['subject_entity_id=abc', 'subject_entity_id must be a UUID'],
      ['object_entity_id=abc', 'object_entity_id must be a UUID'],
      ['graph_id=1', 'graph_id must be a UUID'],
      ['index_id=1', 'index_id must be a UUID'],
    ])('GET /api/triples?%s -> 400', async (query, expected) => {
      const res = await as(BOOTSTRAP_KEY).get(`/api/triples?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.details).toContain(expected);
    });

    it('rejects a PUT without an id, and graph bounds', async () => {
      expect((await as(BOOTSTRAP_KEY).put('/api/triples', { confidence: 0.3 })).body.details).toContain('id is required');
      expect((await as(BOOTSTRAP_KEY).post('/api/graphs', { name: '' })).status).toBe(400);
      expect((await as(BOOTSTRAP_KEY).post('/api/graphs', { name: 'g', metadata: [1, 2] })).body.details).toContain('metadata');
      expect((await as(BOOTSTRAP_KEY).get('/api/graphs/xyz')).status).toBe(400);
    });
  });
});
