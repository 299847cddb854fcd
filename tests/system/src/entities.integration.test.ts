import { BOOTSTRAP_KEY, bearer, startSystem, type System } from './testing/harness';

describe('entities API', () => {
  let sys: System;
  let alice: { key: string };
  let bob: { key: string };

  beforeAll(async () => {
    sys = await startSystem();
    alice = await sys.newAccount('alice');
    bob = await sys.newAccount('bob');
  });
  afterAll(() => sys?.stop());

  const as = (key: string) => sys.as(key);
  const create = async (key: string, body: object) => {
    const res = await as(key).post('/api/entities', body);
    expect(res.status).toBe(200);
    return res.body.data as { id: string; name: string; index_id: string; index_name: string };
  };

  it('creates an entity in the default index, in the Neode shape', async () => {
    const res = await as(alice.key).post('/api/entities', { name: 'Marie Curie', description: 'Physicist and chemist' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Marie Curie',
        description: 'Physicist and chemist',
        avatar_url: '',
        index_id: expect.any(String),
        index_name: 'default',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect((await as(alice.key).get(`/api/entities/${res.body.data.id}`)).body.data).toEqual(res.body.data);
  });

  it('refuses a second entity with the same normalised name in the index (409)', async () => {
    const first = await create(alice.key, { name: 'Ada Lovelace' });
    const dup = await as(alice.key).post('/api/entities', { name: '  ada   LOVELACE ' });
    expect(dup.status).toBe(409);
    expect(dup.body.details).toContain(first.id);
  });

  it('finds entities despite typos, and exactly with exact=true', async () => {
    const { key } = await sys.newAccount('searcher');
    await create(key, { name: 'Marie Curie' });
    await create(key, { name: 'Pierre Curie' });
    await create(key, { name: 'Warsaw', description: 'Capital of Poland, birthplace of Marie Curie' });
    const fuzzy = await as(key).get('/api/entities?search=Currie');
    expect(fuzzy.status).toBe(200);
    expect(fuzzy.body.data.map((e: { name: string }) => e.name)).toEqual(expect.arrayContaining(['Marie Curie', 'Pierre Curie']));
    expect(fuzzy.body.count).toBe(fuzzy.body.data.length);
    const byDescription = await as(key).get('/api/entities?search=Poland');
    expect(byDescription.body.data.map((e: { name: string }) => e.name)).toEqual(['Warsaw']);
    const exact = await as(key).get(`/api/entities?search=${encodeURIComponent('curie, MARIE')}&exact=true`);
    expect(exact.body.data.map((e: { name: string }) => e.name)).toEqual(['Marie Curie']);
    const nothing = await as(key).get('/api/entities?search=Zebra');
    expect(nothing.body).toEqual({ success: true, data: [], count: 0 });
  });

  it('resolves names in new triples against entities created or renamed by hand a moment before', async () => {
    const { key } = await sys.newAccount('resolution-after-manual-writes');
    const subjectOf = async (subject: string) => {
      const res = await as(key).post('/api/triples', { triples: [{ subject, predicate: 'field', object: 'physics' }] });
      expect(res.status).toBe(200);
      return res.body.data[0].subject_entity_id as string;
    };
    // Resolution has now loaded the default index's fuzzy candidates.
    await subjectOf('Albert Einstein');
    const marie = await create(key, { name: 'Marie Curie' });
    expect(await subjectOf('Marie Currie')).toBe(marie.id);

    const lise = await create(key, { name: 'Lise Meitner' });
    await as(key).put(`/api/entities/${lise.id}`, { name: 'Elise Meitnerova' }).expect(200);
    expect(await subjectOf('Elise Meitnerowa')).toBe(lise.id);
  });

  it('lists newest first with offset paging, filtered by index', async () => {
    const { key } = await sys.newAccount('lister');
    const other = (await as(key).post('/api/indexes', { name: 'Other' })).body.data.id;
    for (const name of ['one', 'two', 'three']) await create(key, { name });
    await create(key, { name: 'elsewhere', index_id: other });
    const page = await as(key).get('/api/entities?limit=2&offset=1');
    expect(page.body.data.map((e: { name: string }) => e.name)).toEqual(['three', 'two']);
    const inOther = await as(key).get(`/api/entities?index_id=${other}`);
    expect(inOther.body.data.map((e: { name: string; index_name: string }) => [e.name, e.index_name])).toEqual([['elsewhere', 'Other']]);
    const indexes = await as(key).get('/api/indexes');
    expect(indexes.body.data.map((i: { name: string; item_count: number }) => [i.name, i.item_count])).toEqual([
      ['Other', 1],
      ['default', 3],
    ]);
  });

  it('updates partially, validates avatar_url and moves between own indexes', async () => {
    const entity = await create(alice.key, { name: 'Isaac Newton', description: 'keep' });
    const updated = await as(alice.key).put(`/api/entities/${entity.id}`, { avatar_url: 'https://example.org/newton.png' });
    expect(updated.body.data).toMatchObject({ name: 'Isaac Newton', description: 'keep', avatar_url: 'https://example.org/newton.png' });
    const bad = await as(alice.key).put(`/api/entities/${entity.id}`, { avatar_url: 'not a url' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContain('avatar_url must be an absolute http(s) URI');
    const scientists = (await as(alice.key).post('/api/indexes', { name: 'Scientists' })).body.data.id;
    const moved = await as(alice.key).put(`/api/entities/${entity.id}`, { index_id: scientists });
    expect(moved.body.data).toMatchObject({ index_id: scientists, index_name: 'Scientists' });
  });

  it('accepts a parent of the same account, refuses cycles and other accounts’ entities, and clears with null', async () => {
    const grandparent = await create(alice.key, { name: 'Physics' });
    const parent = await create(alice.key, { name: 'Nuclear physics' });
    const child = await create(alice.key, { name: 'Fission' });
    expect((await as(alice.key).put(`/api/entities/${parent.id}`, { parent_entity_id: grandparent.id })).status).toBe(200);
    expect((await as(alice.key).put(`/api/entities/${child.id}`, { parent_entity_id: parent.id })).status).toBe(200);
    const cycle = await as(alice.key).put(`/api/entities/${grandparent.id}`, { parent_entity_id: child.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error).toBe('parent_entity_id would create a cycle');
    const self = await as(alice.key).put(`/api/entities/${child.id}`, { parent_entity_id: child.id });
    expect(self.status).toBe(400);
    const foreign = await create(bob.key, { name: 'Bob thing' });
    const cross = await as(alice.key).put(`/api/entities/${child.id}`, { parent_entity_id: foreign.id });
    expect(cross.status).toBe(400);
    expect(cross.body.error).toBe('parent_entity_id must be an entity of your account');
    expect((await as(alice.key).put(`/api/entities/${child.id}`, { parent_entity_id: null })).status).toBe(200);
    expect((await as(alice.key).put(`/api/entities/${grandparent.id}`, { parent_entity_id: child.id })).status).toBe(200);
  });

  it('keeps accounts apart: another account’s entity is a 404 everywhere', async () => {
    const secret = await create(alice.key, { name: 'Alice secret' });
    for (const res of [
      await as(bob.key).get(`/api/entities/${secret.id}`),
      await as(bob.key).put(`/api/entities/${secret.id}`, { name: 'stolen' }),
      await as(bob.key).delete(`/api/entities/${secret.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Entity not found');
    }
    expect((await as(bob.key).get('/api/entities?search=Alice%20secret')).body.data).toEqual([]);
    const foreignIndex = (await as(alice.key).get('/api/indexes?search=default')).body.data[0].id;
    expect((await as(bob.key).post('/api/entities', { name: 'intruder', index_id: foreignIndex })).status).toBe(404);
  });

  it('lets everyone read entities of a public index; only the owner writes', async () => {
    const open = (await as(alice.key).post('/api/indexes', { name: 'Open' })).body.data.id;
    await as(alice.key).put(`/api/indexes/${open}`, { is_public: true });
    const shared = await create(alice.key, { name: 'Shared fact', index_id: open });
    expect((await as(bob.key).get(`/api/entities/${shared.id}`)).body.data.name).toBe('Shared fact');
    expect((await as(bob.key).get(`/api/entities?index_id=${open}`)).body.count).toBe(1);
    expect((await as(bob.key).put(`/api/entities/${shared.id}`, { name: 'x' })).status).toBe(404);
    expect((await as(bob.key).post('/api/entities', { name: 'y', index_id: open })).status).toBe(403);
  });

  it('deletes an entity', async () => {
    const doomed = await create(alice.key, { name: 'Doomed' });
    const res = await as(alice.key).delete(`/api/entities/${doomed.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.stringMatching(/^Entity deleted/) });
    expect((await as(alice.key).get(`/api/entities/${doomed.id}`)).status).toBe(404);
  });

  describe('bounds', () => {
    it.each([
      [{}, 'name is required'],
      [{ name: '' }, 'name must not be empty'],
      [{ name: 'n'.repeat(501) }, 'name must be at most 500 characters'],
      [{ name: '...' }, 'name must contain letters or digits'],
      [{ name: 'x', description: 'd'.repeat(10_001) }, 'description must be at most 10000 characters'],
      [{ name: 'x', index_id: 'nope' }, 'index_id must be a UUID'],
      [{ name: 'x', avatar_url: 'ftp://example.org/a.png' }, 'avatar_url must be an absolute http(s) URI'],
    ])('POST %j -> 400 (%s)', async (body, expected) => {
      const res = await as(BOOTSTRAP_KEY).post('/api/entities', body);
      expect(res.status).toBe(400);
      expect(`${res.body.error} ${res.body.details}`).toContain(expected);
    });

    it.each([
      ['limit=0', 'limit must be between 1 and 500'],
      ['limit=501', 'limit must be between 1 and 500'],
      ['offset=-3', 'offset must be between 0 and 1000000'],
      ['index_id=123', 'index_id must be a UUID'],
      ['exact=perhaps', 'exact must be true or false'],
    ])('GET /api/entities?%s -> 400', async (query, expected) => {
      const res = await as(BOOTSTRAP_KEY).get(`/api/entities?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.details).toContain(expected);
    });
  });
});

describe('merging entities', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem();
  });
  afterAll(() => sys?.stop());

  it('re-points triples, keeps the duplicate’s name as an alias and deletes it', async () => {
    const { key } = await sys.newAccount('merger');
    const http = (method: 'get' | 'post', path: string, body?: object) => sys.http[method](path).set(bearer(key)).send(body);
    const made = await http('post', '/api/triples', {
      triples: [
        { subject: 'Mark Twain', predicate: 'wrote', object: 'Huckleberry Finn', object_type: 'entity' },
        { subject: 'Samuel Clemens', predicate: 'born_in', object: 'Florida, Missouri' },
        { subject: 'Huckleberry Finn', predicate: 'written_by', object: 'Samuel Clemens', object_type: 'entity' },
      ],
    });
    const twain = made.body.data[0].subject_entity_id;
    const clemens = made.body.data[1].subject_entity_id;
    expect(twain).not.toBe(clemens);
    const merged = await http('post', `/api/entities/${clemens}/merge`, { into: twain });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ id: twain, name: 'Mark Twain' });
    expect((await http('get', `/api/entities/${clemens}`)).status).toBe(404);
    const aboutTwain = await http('get', `/api/triples?subject_entity_id=${twain}`);
    expect(aboutTwain.body.count).toBe(2);
    expect((await http('get', `/api/triples?object_entity_id=${twain}`)).body.count).toBe(1);
    const later = await http('post', '/api/triples', { triples: [{ subject: 'Samuel Clemens', predicate: 'died', object: '1910' }] });
    expect(later.body.data[0].subject_entity_id).toBe(twain);
    // A misspelling of the merged name finds the entity it now belongs to (the resolver's cached candidates follow
    // the merge), and never the deleted one or a new one.
    const typo = await http('post', '/api/triples', { triples: [{ subject: 'Samuel Clemems', predicate: 'died_in', object: 'Redding' }] });
    expect(typo.status).toBe(200);
    expect(typo.body.data[0].subject_entity_id).toBe(twain);
  });

  it('refuses merges across indexes, into itself, or of another account’s entity', async () => {
    const alice = await sys.newAccount('m-alice');
    const bob = await sys.newAccount('m-bob');
    const as = (key: string) => (method: 'post' | 'get', path: string, body?: object) => sys.http[method](path).set(bearer(key)).send(body);
    const a = (await as(alice.key)('post', '/api/entities', { name: 'A' })).body.data.id;
    const other = (await as(alice.key)('post', '/api/indexes', { name: 'Other' })).body.data.id;
    const b = (await as(alice.key)('post', '/api/entities', { name: 'B', index_id: other })).body.data.id;
    const cross = await as(alice.key)('post', `/api/entities/${a}/merge`, { into: b });
    expect(cross.status).toBe(400);
    expect(cross.body.error).toBe('Entities of different indexes cannot be merged');
    expect((await as(alice.key)('post', `/api/entities/${a}/merge`, { into: a })).status).toBe(400);
    expect((await as(bob.key)('post', `/api/entities/${a}/merge`, { into: b })).status).toBe(404);
    expect((await as(alice.key)('post', `/api/entities/${a}/merge`, {})).body.details).toContain('into is required');
  });
});
