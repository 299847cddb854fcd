import { BOOTSTRAP_KEY, bearer, startSystem, type System } from './testing/harness';

describe('indexes API', () => {
  let sys: System;
  let alice: { id: string; key: string };
  let bob: { id: string; key: string };

  beforeAll(async () => {
    sys = await startSystem();
    alice = await sys.newAccount('alice');
    bob = await sys.newAccount('bob');
  });
  afterAll(() => sys?.stop());

  const as = (key: string) => sys.as(key);

  it('gives every account a default index', async () => {
    const res = await as(alice.key).get('/api/indexes');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      count: 1,
      data: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'default',
          description: expect.any(String),
          is_public: false,
          preferred_predicates: [],
          rules: '',
          item_count: 0,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ],
    });
  });

  it('creates an index (200) and reads it back in the Neode shape', async () => {
    const created = await as(alice.key).post('/api/indexes', { name: '  Physicists ', description: 'Famous physicists' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Physicists', description: 'Famous physicists', is_public: false, item_count: 0 });
    expect(new Date(created.body.data.created_at).toISOString()).toBe(created.body.data.created_at);
    const read = await as(alice.key).get(`/api/indexes/${created.body.data.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, data: created.body.data });
  });

  it('updates only the fields sent', async () => {
    const { body } = await as(alice.key).post('/api/indexes', { name: 'Chemists', description: 'keep' });
    const id = body.data.id;
    const updated = await as(alice.key).put(`/api/indexes/${id}`, { preferred_predicates: ['born_in', 'discovered'], rules: 'Use SI units' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Chemists', description: 'keep', preferred_predicates: ['born_in', 'discovered'], rules: 'Use SI units', is_public: false,
    });
    expect(updated.body.data.updated_at >= body.data.updated_at).toBe(true);
    const renamed = await as(alice.key).put(`/api/indexes/${id}`, { name: 'Chemistry' });
    expect(renamed.body.data).toMatchObject({ name: 'Chemistry', rules: 'Use SI units' });
  });

  it('searches, pages newest first and counts what it returns', async () => {
    const { key } = await sys.newAccount('pager');
    for (const name of ['one', 'two', 'three', 'four']) await as(key).post('/api/indexes', { name: `page ${name}` });
    const page1 = await as(key).get('/api/indexes?search=PAGE&limit=3');
    const page2 = await as(key).get('/api/indexes?search=page&limit=3&offset=3');
    expect(page1.body.count).toBe(3);
    expect(page2.body.count).toBe(1);
    expect([...page1.body.data, ...page2.body.data].map((i: { name: string }) => i.name)).toEqual([
      'page four', 'page three', 'page two', 'page one',
    ]);
    const described = await as(key).get('/api/indexes?search=Default%20index');
    expect(described.body.data.map((i: { name: string }) => i.name)).toEqual(['default']);
  });

  it('keeps accounts apart: another account’s index is a 404 for reads and writes', async () => {
    const { body } = await as(alice.key).post('/api/indexes', { name: 'Alice private' });
    const id = body.data.id;
    for (const res of [
      await as(bob.key).get(`/api/indexes/${id}`),
      await as(bob.key).put(`/api/indexes/${id}`, { name: 'mine now' }),
      await as(bob.key).delete(`/api/indexes/${id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Index not found', details: expect.any(String) });
    }
    const listed = await as(bob.key).get('/api/indexes?limit=500');
    expect(listed.body.data.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await as(alice.key).get(`/api/indexes/${id}`)).body.data.name).toBe('Alice private');
  });

  it('lets everyone read a public index but only its owner change it', async () => {
    const { body } = await as(alice.key).post('/api/indexes', { name: 'Open data' });
    const id = body.data.id;
    expect((await as(alice.key).put(`/api/indexes/${id}`, { is_public: true })).body.data.is_public).toBe(true);
    expect((await as(bob.key).get(`/api/indexes/${id}`)).body.data.name).toBe('Open data');
    const listed = await as(bob.key).get('/api/indexes?search=Open%20data');
    expect(listed.body.data.map((i: { id: string }) => i.id)).toEqual([id]);
    const write = await as(bob.key).put(`/api/indexes/${id}`, { name: 'defaced' });
    expect(write.status).toBe(403);
    expect((await as(bob.key).delete(`/api/indexes/${id}`)).status).toBe(403);
    expect((await as(alice.key).get(`/api/indexes/${id}`)).body.data.name).toBe('Open data');
  });

  it('deletes an index, with either spelling of the option, but never the default one', async () => {
    const first = (await as(alice.key).post('/api/indexes', { name: 'temp 1' })).body.data.id;
    const second = (await as(alice.key).post('/api/indexes', { name: 'temp 2' })).body.data.id;
    const moved = await as(alice.key).delete(`/api/indexes/${first}`);
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ success: true, message: expect.stringMatching(/moved to the default index/) });
    const deleted = await as(alice.key).delete(`/api/indexes/${second}?delete_entities=true`);
    expect(deleted.body.message).toMatch(/deleted with 0 entities/);
    expect((await as(alice.key).get(`/api/indexes/${first}`)).status).toBe(404);
    expect((await as(alice.key).delete(`/api/indexes/${first}?deleteEntities=true`)).status).toBe(404);

    const defaultId = (await as(alice.key).get('/api/indexes?search=default')).body.data[0].id;
    const refused = await as(alice.key).delete(`/api/indexes/${defaultId}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The default index cannot be deleted');
  });

  describe('bounds', () => {
    it.each([
      ['POST', {}, 'name'],
      ['POST', { name: '   ' }, 'name must not be empty'],
      ['POST', { name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
      ['POST', { name: 42 }, 'name'],
      ['POST', { name: 'x', description: 'd'.repeat(2001) }, 'description must be at most 2000 characters'],
      ['POST', { name: 'x', preferred_predicates: Array.from({ length: 101 }, (_, i) => `p${i}`) }, 'preferred_predicates must have at most 100 entries'],
      ['POST', { name: 'x', preferred_predicates: ['ok', ''] }, 'preferred_predicates[1]'],
      ['POST', { name: 'x', is_public: 'yes' }, 'is_public'],
      ['PUT', { rules: 'r'.repeat(10_001) }, 'rules must be at most 10000 characters'],
      ['PUT', { name: '' }, 'name must not be empty'],
    ])('%s %j -> 400 naming %s', async (method, body, expected) => {
      const id = (await as(BOOTSTRAP_KEY).post('/api/indexes', { name: 'bounded' })).body.data.id;
      const res = method === 'POST' ? await as(BOOTSTRAP_KEY).post('/api/indexes', body) : await as(BOOTSTRAP_KEY).put(`/api/indexes/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(`${res.body.error} ${res.body.details}`).toContain(expected);
    });

    it.each([
      ['limit=0', 'limit must be between 1 and 500'],
      ['limit=501', 'limit must be between 1 and 500'],
      ['limit=ten', 'limit must be an integer'],
      ['offset=-1', 'offset must be between 0 and 1000000'],
      ['offset=1.5', 'offset must be an integer'],
      [`search=${'s'.repeat(501)}`, 'search must be at most 500 characters'],
    ])('GET /api/indexes?%s -> 400 (%s)', async (query, expected) => {
      const res = await as(BOOTSTRAP_KEY).get(`/api/indexes?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.details).toContain(expected);
    });

    it('rejects a malformed deleteEntities flag', async () => {
      const id = (await as(BOOTSTRAP_KEY).post('/api/indexes', { name: 'flag' })).body.data.id;
      const res = await as(BOOTSTRAP_KEY).delete(`/api/indexes/${id}?deleteEntities=maybe`);
      expect(res.status).toBe(400);
      expect(res.body.details).toContain('deleteEntities must be true or false');
    });
  });
});
