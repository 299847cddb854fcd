import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_TOKEN, BOOTSTRAP_KEY, bearer, startSystem, type System } from './testing/harness';

describe('operations endpoints', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem();
  });
  afterAll(() => sys?.stop());

  it('reports liveness', async () => {
    expect((await sys.http.get('/healthz')).body).toEqual({ status: 'ok' });
  });

  it('is ready only while every backend answers SERVING', async () => {
    const ready = await sys.http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      services: { triples: 'SERVING', entities: 'SERVING', search: 'SERVING', generation: 'SERVING' },
    });
    sys.servers.search!.setServing(false);
    const notReady = await sys.http.get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body.services.search).toBe('NOT_SERVING');
    sys.servers.search!.setServing(true);
    expect((await sys.http.get('/readyz')).status).toBe(200);
  });

  it('counts requests by route pattern and status in Prometheus format', async () => {
    await sys.http.get('/api/indexes').set(bearer(BOOTSTRAP_KEY));
    await sys.http.get('/api/indexes/00000000-0000-4000-8000-000000000001').set(bearer(BOOTSTRAP_KEY));
    const res = await sys.http.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toMatch(/tessera_http_requests_total\{method="GET",route="\/api\/indexes",status="200"\} [1-9]/);
    expect(res.text).toMatch(/tessera_http_requests_total\{method="GET",route="\/api\/indexes\/:id",status="404"\} 1/);
    expect(res.text).toContain('tessera_http_request_duration_seconds_bucket');
  });

  it('echoes a caller-supplied request id', async () => {
    const res = await sys.http.get('/healthz').set('X-Request-Id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
  });
});

describe('pass-through proxy', () => {
  let upstream: Server;
  let seen: { url?: string; authorization?: string }[];
  let sys: System;

  beforeAll(async () => {
    seen = [];
    upstream = createServer((req, res) => {
      seen.push({ url: req.url, authorization: req.headers.authorization });
      res.setHeader('Content-Type', 'text/html');
      res.end('<h1>queues</h1>');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    sys = await startSystem({ queueDashboardUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await sys?.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('forwards admin-authorised requests with the path kept and without the credentials', async () => {
    const res = await sys.http.get('/admin/queues/api/queues?x=1').set(bearer(ADMIN_TOKEN));
    expect(res.status).toBe(200);
    expect(res.text).toBe('<h1>queues</h1>');
    expect(seen).toEqual([{ url: '/admin/queues/api/queues?x=1', authorization: undefined }]);
  });

  it('refuses callers without the admin token', async () => {
    const res = await sys.http.get('/admin/queues').set(bearer(BOOTSTRAP_KEY));
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(seen).toHaveLength(1);
  });
});
