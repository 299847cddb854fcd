import { bearer, startSystem, type System } from './testing/harness';

describe('Idempotency-Key on POST', () => {
  let sys: System;
  let key: string;
  beforeAll(async () => {
    sys = await startSystem();
    key = (await sys.newAccount('retrier')).key;
  });
  afterAll(() => sys?.stop());

  const post = (path: string, body: object, idempotencyKey?: string) => {
    const req = sys.http.post(path).set(bearer(key));
    return (idempotencyKey ? req.set('Idempotency-Key', idempotencyKey) : req).send(body);
  };

  it('replays the first response to a retry and stores nothing twice', async () => {
    const body = { triples: [{ subject: 'Retry Subject', predicate: 'p', object: 'o' }] };
    const first = await post('/api/triples', body, 'triples-1');
    const retry = await post('/api/triples', body, 'triples-1');
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(retry.text).toBe(first.text);
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(first.body.data[0]).toMatchObject({ subject: 'Retry Subject', predicate: 'p', object: 'o' });
    const stored = await sys.http.get('/api/triples?subject=Retry%20Subject').set(bearer(key));
    expect(stored.body.count).toBe(1);
  });

  it('treats the same request with fields in another order as the same request', async () => {
    const first = await post('/api/entities', { name: 'Ordered', description: 'd' }, 'entity-1');
    const retry = await post('/api/entities', { description: 'd', name: 'Ordered' }, 'entity-1');
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
  });

  it('refuses the same key with a different body', async () => {
    await post('/api/indexes', { name: 'First' }, 'index-1');
    const other = await post('/api/indexes', { name: 'Second' }, 'index-1');
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('Idempotency-Key reused with a different request');
  });

  it('replays an error response too, but lets a failed (5xx) attempt run again', async () => {
    const bad = await post('/api/triples', { triples: [] }, 'bad-1');
    expect(bad.status).toBe(400);
    expect((await post('/api/triples', { triples: [] }, 'bad-1')).headers['idempotent-replayed']).toBe('true');

    const down = await startSystem();
    const downKey = (await down.newAccount('down')).key;
    const body = { triples: [{ subject: 'After outage', predicate: 'p', object: 'o' }] };
    await down.servers.triples!.shutdown(10);
    const failed = await down.http.post('/api/triples').set(bearer(downKey)).set('Idempotency-Key', 'outage-1').send(body);
    expect(failed.status).toBe(503);
    const retried = await down.http.post('/api/triples').set(bearer(downKey)).set('Idempotency-Key', 'outage-1').send(body);
    expect(retried.status).toBe(503);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    await down.stop();
  });

  it('keeps keys per account', async () => {
    const other = (await sys.newAccount('other-retrier')).key;
    await post('/api/graphs', { name: 'Mine' }, 'shared-key');
    const theirs = await sys.http.post('/api/graphs').set(bearer(other)).set('Idempotency-Key', 'shared-key').send({ name: 'Theirs' });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.name).toBe('Theirs');
  });

  it('rejects a malformed key', async () => {
    const res = await post('/api/graphs', { name: 'x' }, 'k'.repeat(256));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid Idempotency-Key');
  });
});
