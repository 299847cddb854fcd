import { BOOTSTRAP_KEY, bearer, startSystem, type System } from './testing/harness';

describe('error responses', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem({ maxBodyBytes: 2048 });
  });
  afterAll(() => sys?.stop());

  const expectErrorBody = (res: { headers: Record<string, string>; body: unknown }) => {
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ success: false, error: expect.any(String), details: expect.any(String) });
  };

  it('answers malformed JSON with 400', async () => {
    const res = await sys.http
      .post('/api/indexes')
      .set(bearer(BOOTSTRAP_KEY))
      .set('Content-Type', 'application/json')
      .send('{"name": "unterminated');
    expect(res.status).toBe(400);
    expectErrorBody(res);
    expect(res.body.error).toBe('Malformed JSON');
  });

  it('answers a body over MAX_BODY_BYTES with 413', async () => {
    const res = await sys.http.post('/api/indexes').set(bearer(BOOTSTRAP_KEY)).send({ name: 'x', description: 'y'.repeat(5000) });
    expect(res.status).toBe(413);
    expectErrorBody(res);
    expect(res.body.details).toMatch(/2048/);
  });

  it('answers an empty body with 400 naming the missing field', async () => {
    const res = await sys.http.post('/api/indexes').set(bearer(BOOTSTRAP_KEY)).set('Content-Type', 'application/json');
    expect(res.status).toBe(400);
    expectErrorBody(res);
    expect(res.body.error).toBe('Invalid name: name is required');
  });

  it('answers a JSON body that is not an object with 400 naming the body', async () => {
    for (const body of ['[1,2]', '"text"', 'null']) {
      const res = await sys.http.post('/api/indexes').set(bearer(BOOTSTRAP_KEY)).set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expectErrorBody(res);
      expect(res.body.error).toBe('Request body must be a JSON object');
    }
  });

  it('answers unknown routes with a JSON 404, not an HTML page', async () => {
    for (const path of ['/api/nothing-here', '/nowhere', '/api/indexes/x/y']) {
      const res = await sys.http.get(path).set(bearer(BOOTSTRAP_KEY));
      expect(res.status).toBe(404);
      expectErrorBody(res);
    }
  });

  it('answers a malformed UUID in a path with 400 naming the field', async () => {
    const res = await sys.http.get('/api/indexes/not-a-uuid').set(bearer(BOOTSTRAP_KEY));
    expect(res.status).toBe(400);
    expectErrorBody(res);
    expect(res.body.error).toMatch(/id/);
    expect(res.body.details).toMatch(/UUID/);
  });

  it('answers 503 with the error body when a backend is down, without internals', async () => {
    const down = await startSystem();
    await down.servers.entities!.shutdown(10);
    const res = await down.http.get('/api/indexes').set(bearer(BOOTSTRAP_KEY));
    expect(res.status).toBe(503);
    expectErrorBody(res);
    expect(JSON.stringify(res.body)).not.toMatch(/at |Error:|grpc/i);
    await down.stop();
  });
});
