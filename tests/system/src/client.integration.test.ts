import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createTesseraClient, TesseraApiError, type TesseraClient } from '@tessera/client';
import { BOOTSTRAP_KEY, startSystem, type System } from './testing/harness';
import { listen } from './testing/listen';

describe('@tessera/client against a running system', () => {
  let sys: System;
  let server: Awaited<ReturnType<typeof listen>>;
  let tessera: TesseraClient;

  beforeAll(async () => {
    sys = await startSystem();
    server = await listen(sys.app);
    tessera = createTesseraClient({ baseUrl: server.url, apiKey: BOOTSTRAP_KEY });
  });
  afterAll(async () => {
    await server?.close();
    await sys?.stop();
  });

  it('has types generated from the document the gateway serves now (npm run client:gen is up to date)', () => {
    const script = join(__dirname, '../../../scripts/client-gen.mjs');
    // Exits 1 and names the stale file when a route changed without regenerating the client.
    expect(() => execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  });

  it('writes and reads through typed calls that answer the response body', async () => {
    const index = await tessera.post('/api/indexes', { body: { name: 'client-people' } });
    const created = await tessera.post('/api/triples', {
      body: { index_id: index.data.id, triples: [{ subject: 'Ada Lovelace', predicate: 'collaborated_with', object: 'Charles Babbage', object_type: 'entity' }] },
    });
    expect(created.inserted_count).toBe(1);
    const entity = await tessera.get('/api/entities/{id}', { params: { path: { id: created.data[0]!.subject_entity_id } } });
    expect(entity.data).toMatchObject({ name: 'Ada Lovelace', index_id: index.data.id });
  });

  it('rejects with TesseraApiError carrying the API error body', async () => {
    const missing = tessera.get('/api/entities/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    await expect(missing).rejects.toBeInstanceOf(TesseraApiError);
    await expect(missing).rejects.toMatchObject({ status: 404, body: { success: false, error: expect.stringMatching(/not found/i) } });
    const invalid = tessera.post('/api/triples', { body: { triples: [] } });
    await expect(invalid).rejects.toMatchObject({ status: 400, body: { error: expect.stringContaining('triples') } });
    const stranger = createTesseraClient({ baseUrl: server.url, apiKey: 'kg_NoSuchKey0123456789abcdef' });
    await expect(stranger.get('/api/indexes')).rejects.toMatchObject({ status: 401 });
  });

  it('iterates over every item of a paged list, page by page', async () => {
    const index = await tessera.post('/api/indexes', { body: { name: 'client-paging' } });
    const names = Array.from({ length: 7 }, (_, i) => `Paged Entity ${i}`);
    for (const name of names) await tessera.post('/api/entities', { body: { name, index_id: index.data.id } });
    const seen: string[] = [];
    for await (const entity of tessera.paginate('/api/entities', { query: { index_id: index.data.id, limit: 3 } })) seen.push(entity.name);
    expect(seen.sort()).toEqual(names);
  });

  it('retries a write whose answer was lost with the same Idempotency-Key, so it is stored once', async () => {
    const index = await tessera.post('/api/indexes', { body: { name: 'client-retries' } });
    const keys: string[] = [];
    let attempts = 0;
    const flaky = createTesseraClient({
      baseUrl: server.url,
      apiKey: BOOTSTRAP_KEY,
      retry: { backoffMs: 10 },
      // The first attempt reaches the gateway and is stored, but its answer is replaced by a 503.
      fetch: async (request) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        const response = await fetch(request);
        return ++attempts === 1 ? new Response('{"success":false,"error":"Service unavailable"}', { status: 503 }) : response;
      },
    });
    const { response } = await flaky.api.POST('/api/triples', {
      body: { index_id: index.data.id, triples: [{ subject: 'Grace Hopper', predicate: 'worked_on', object: 'COBOL', object_type: 'entity' }] },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const stored = await tessera.get('/api/triples', { params: { query: { index_id: index.data.id } } });
    expect(stored.count).toBe(1);
  });

  it('stops a call when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('no longer needed'));
    await expect(tessera.get('/api/indexes', { signal: controller.signal })).rejects.toThrow('no longer needed');
  });
});
