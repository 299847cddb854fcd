import { ADMIN_TOKEN, BOOTSTRAP_KEY, bearer, startSystem, type System } from './testing/harness';

describe('API key authentication', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem();
  });
  afterAll(() => sys?.stop());

  it.each([
    ['no Authorization header', {}, 'Missing API key'],
    ['a non-bearer scheme', { Authorization: `Basic ${BOOTSTRAP_KEY}` }, 'Malformed Authorization header'],
    ['a key of the wrong shape', { Authorization: 'Bearer not-a-key' }, 'Invalid API key'],
    ['an unknown key', { Authorization: 'Bearer kg_ThisKeyWasNeverIssued000' }, 'Invalid API key'],
  ])('answers 401 with the error body for %s', async (_case, headers, error) => {
    const res = await sys.http.get('/api/indexes').set(headers);
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ success: false, error, details: expect.any(String) });
  });

  it('accepts the bootstrap key of the default account', async () => {
    const res = await sys.http.get('/api/indexes').set(bearer(BOOTSTRAP_KEY));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('lets a key created by the admin API work, and stops it when revoked', async () => {
    const created = await sys.http.post('/admin/accounts').set(bearer(ADMIN_TOKEN)).send({ name: 'acme' });
    expect(created.status).toBe(200);
    expect(created.body.data.account).toMatchObject({ id: expect.any(String), name: 'acme' });
    const key: string = created.body.data.api_key;
    expect(key).toMatch(/^kg_[0-9A-Za-z]{32}$/);
    expect((await sys.http.get('/api/indexes').set(bearer(key))).status).toBe(200);

    const second = await sys.http.post(`/admin/accounts/${created.body.data.account.id}/keys`).set(bearer(ADMIN_TOKEN));
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ id: expect.any(String), prefix: second.body.data.api_key.slice(0, 8) });

    const revoked = await sys.http.delete(`/admin/keys/${created.body.data.key_id}`).set(bearer(ADMIN_TOKEN));
    expect(revoked.status).toBe(200);
    const after = await sys.http.get('/api/indexes').set(bearer(key));
    expect(after.status).toBe(401);
    expect(after.body.details).toMatch(/revoked/);
    expect((await sys.http.get('/api/indexes').set(bearer(second.body.data.api_key))).status).toBe(200);
  });

  it('never shows a stored key again: account details list only prefixes', async () => {
    const { id, key } = await sys.newAccount('secretive');
    const res = await sys.http.get(`/admin/accounts/${id}`).set(bearer(ADMIN_TOKEN));
    expect(res.status).toBe(200);
    expect(res.body.data.keys).toHaveLength(1);
    expect(JSON.stringify(res.body)).not.toContain(key);
    expect(res.body.data.keys[0]).toMatchObject({ prefix: key.slice(0, 8), revoked_at: null });
    expect(res.body.data.keys[0]).not.toHaveProperty('key_hash');
  });
});

describe('admin API', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem();
  });
  afterAll(() => sys?.stop());

  it('refuses API keys and wrong tokens', async () => {
    const withKey = await sys.http.get('/admin/accounts').set(bearer(BOOTSTRAP_KEY));
    expect(withKey.status).toBe(401);
    expect(withKey.body.success).toBe(false);
    expect((await sys.http.get('/admin/accounts')).status).toBe(401);
    expect((await sys.http.get('/admin/accounts').set(bearer(`${ADMIN_TOKEN}x`))).status).toBe(401);
  });

  it('lists accounts and finds one by name', async () => {
    await sys.newAccount('listed');
    const all = await sys.http.get('/admin/accounts').set(bearer(ADMIN_TOKEN));
    expect(all.body.data.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['default', 'listed']));
    const one = await sys.http.get('/admin/accounts?name=listed').set(bearer(ADMIN_TOKEN));
    expect(one.body).toMatchObject({ success: true, count: 1, data: [{ name: 'listed' }] });
  });

  it('rejects a duplicate account name with 409 and unknown fields with 400', async () => {
    await sys.newAccount('unique-name');
    const dup = await sys.http.post('/admin/accounts').set(bearer(ADMIN_TOKEN)).send({ name: 'unique-name' });
    expect(dup.status).toBe(409);
    const extra = await sys.http.post('/admin/accounts').set(bearer(ADMIN_TOKEN)).send({ name: 'x', plan: 'gold' });
    expect(extra.status).toBe(400);
    expect(extra.body.details).toMatch(/plan/);
    const badCredits = await sys.http.post('/admin/accounts').set(bearer(ADMIN_TOKEN)).send({ name: 'y', credits_cents: -5 });
    expect(badCredits.status).toBe(400);
    expect(badCredits.body.details).toMatch(/credits_cents/);
    const fractional = await sys.http.post('/admin/accounts').set(bearer(ADMIN_TOKEN)).send({ name: 'z', credits_cents: 1.5 });
    expect(fractional.status).toBe(400);
    expect(fractional.body.details).toMatch(/credits_cents/);
  });

  it('creates an account with no credits when credits_cents is 0', async () => {
    const created = await sys.http.post('/admin/accounts').set(bearer(ADMIN_TOKEN)).send({ name: 'no-credits', credits_cents: 0 });
    expect(created.status).toBe(200);
    const credits = await sys.http.get('/api/credits').set(bearer(created.body.data.api_key));
    expect(credits.status).toBe(200);
    expect(credits.body.data.balance_cents).toBe(0);
    const grantZero = await sys.http.post(`/admin/accounts/${created.body.data.account.id}/credits`).set(bearer(ADMIN_TOKEN)).send({ cents: 0 });
    expect(grantZero.status).toBe(400);
    expect(grantZero.body.details).toMatch(/cents/);
  });

  it('answers 404 for unknown accounts and keys, 400 for malformed ids', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await sys.http.get(`/admin/accounts/${missing}`).set(bearer(ADMIN_TOKEN))).status).toBe(404);
    expect((await sys.http.post(`/admin/accounts/${missing}/keys`).set(bearer(ADMIN_TOKEN))).status).toBe(404);
    expect((await sys.http.delete(`/admin/keys/${missing}`).set(bearer(ADMIN_TOKEN))).status).toBe(404);
    const malformed = await sys.http.delete('/admin/keys/12').set(bearer(ADMIN_TOKEN));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/id/);
  });

  it('does not exist without KG_ADMIN_TOKEN', async () => {
    const disabled = await startSystem({ adminToken: undefined });
    const res = await disabled.http.get('/admin/accounts').set(bearer(ADMIN_TOKEN));
    expect(res.status).toBe(404);
    expect(res.body.details).toMatch(/KG_ADMIN_TOKEN/);
    await disabled.stop();
  });
});
