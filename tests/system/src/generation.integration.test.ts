import { ADMIN_TOKEN, startSystem, type System } from './testing/harness';

const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/** The books of one account as the API shows them: the entries must sum to the balance. */
async function books(sys: System, key: string) {
  const res = await sys.as(key).get('/api/credits?limit=500');
  expect(res.status).toBe(200);
  const entries = res.body.data.entries as { kind: string; cents: number }[];
  return { balance: res.body.data.balance_cents as number, entries, sum: entries.reduce((total, e) => total + e.cents, 0) };
}

async function defaultIndex(sys: System, key: string): Promise<string> {
  return (await sys.as(key).get('/api/indexes')).body.data[0].id;
}

describe('generation through the gateway (offline extractor, embedded queue)', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem();
  });
  afterAll(() => sys?.stop());

  it('extracts triples from the query, stores them with entity resolution in a new graph, and charges 2 cents', async () => {
    const alice = await sys.newAccount('gen-alice', 100);
    const index = await defaultIndex(sys, alice.key);
    const res = await sys.as(alice.key).post('/api/triples/generate', {
      query: 'Marie Curie was born in Warsaw. She discovered polonium and radium.',
      index_id: index,
      web_search: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true, count: 3, provider: 'local', credits_used: 2, balance_remaining: 98, auto_topup_triggered: false, web_search_used: false,
      graph_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(res.body.data.map((t: { subject: string; predicate: string; object: string }) => [t.subject, t.predicate, t.object])).toEqual([
      ['Marie Curie', 'born_in', 'Warsaw'],
      ['Marie Curie', 'discovered', 'polonium'],
      ['Marie Curie', 'discovered', 'radium'],
    ]);
    const [born] = res.body.data;
    expect(born).toMatchObject({ object_type: 'entity', index_id: index, graph_id: res.body.graph_id });
    expect(born.object_entity_id).toEqual(expect.any(String));
    // One entity for Marie Curie across the triples: resolution applied.
    expect(new Set(res.body.data.map((t: { subject_entity_id: string }) => t.subject_entity_id)).size).toBe(1);
    const graph = await sys.as(alice.key).get(`/api/graphs/${res.body.graph_id}`);
    expect(graph.body.data.triple_count).toBe(3);
    const stored = await sys.as(alice.key).get(`/api/triples?graph_id=${res.body.graph_id}`);
    expect(stored.body.count).toBe(3);
    const { balance, sum, entries } = await books(sys, alice.key);
    expect(balance).toBe(98);
    expect(sum).toBe(98);
    expect(entries.map((e) => e.kind)).toEqual(['settle', 'reserve', 'grant']);
  });

  it('charges the non-web price and says so when web search is asked for but not configured', async () => {
    const bob = await sys.newAccount('gen-bob', 10);
    const res = await sys.as(bob.key).post('/api/triples/generate', {
      query: 'Paris is the capital of France.', index_id: await defaultIndex(sys, bob.key), web_search: true, create_graph: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ credits_used: 2, balance_remaining: 8, web_search_used: false, graph_id: '' });
    expect(res.body.data[0]).not.toHaveProperty('graph_id');
  });

  it('9 concurrent calls on 6 cents: exactly 3 succeed, 6 get the 402 body, the balance ends at 0 and the ledger adds up', async () => {
    const carol = await sys.newAccount('gen-carol', 6);
    const index = await defaultIndex(sys, carol.key);
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        sys.as(carol.key).post('/api/triples/generate', { query: `Company ${i} was founded by Person ${i}.`, index_id: index, web_search: false }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 402);
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(r.body).toEqual({
        success: false, error: 'Insufficient credits', balance_cents: expect.any(Number), required_cents: 2, buy_credits_url: 'http://localhost:8080/billing',
      });
      expect(r.body.balance_cents).toBeLessThan(2);
    }
    const { balance, sum, entries } = await books(sys, carol.key);
    expect(balance).toBe(0);
    expect(sum).toBe(0);
    expect(entries.filter((e) => e.kind === 'reserve')).toHaveLength(3);
    expect(entries.filter((e) => e.kind === 'settle')).toHaveLength(3);
  });

  it('never charges an invalid request, and names the field', async () => {
    const dave = await sys.newAccount('gen-dave', 10);
    const index = await defaultIndex(sys, dave.key);
    const cases: [object, string][] = [
      [{ index_id: index }, 'query'],
      [{ query: '   ', index_id: index }, 'query'],
      [{ query: 'x' }, 'index_id'],
      [{ query: 'x', index_id: 'not-a-uuid' }, 'index_id'],
      [{ query: 'x', index_id: index, triple_count: 0 }, 'triple_count'],
      [{ query: 'x', index_id: index, triple_count: 51 }, 'triple_count'],
      [{ query: 'x', index_id: index, triple_count: 2.5 }, 'triple_count'],
      [{ query: 'x', index_id: index, web_search: 'yes' }, 'web_search'],
      [{ query: 'x', index_id: index, predicates: [''] }, 'predicates[0]'],
      [{ query: 'x', index_id: index, predicates: Array.from({ length: 51 }, (_, i) => `p${i}`) }, 'predicates'],
      [{ query: 'x', index_id: index, graph_id: 'nope' }, 'graph_id'],
      [{ query: 'x'.repeat(4001), index_id: index }, 'query'],
    ];
    for (const [body, field] of cases) {
      const res = await sys.as(dave.key).post('/api/triples/generate', body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(`${res.body.error} ${res.body.details}`).toContain(field);
    }
    const format = await sys.as(dave.key).post('/api/triples/generate?format=xml', { query: 'x', index_id: index });
    expect(format.status).toBe(400);
    const { balance, entries } = await books(sys, dave.key);
    expect(balance).toBe(10);
    expect(entries.map((e) => e.kind)).toEqual(['grant']);
  });

  it('answers 404 for another account’s index or graph, without charging', async () => {
    const erin = await sys.newAccount('gen-erin', 10);
    const frank = await sys.newAccount('gen-frank', 10);
    const frankIndex = await defaultIndex(sys, frank.key);
    const frankGraph = (await sys.as(frank.key).post('/api/graphs', { name: 'Private' })).body.data.id;
    expect((await sys.as(erin.key).post('/api/triples/generate', { query: 'A is a B.', index_id: frankIndex })).status).toBe(404);
    expect(
      (await sys.as(erin.key).post('/api/triples/generate', { query: 'A is a B.', index_id: await defaultIndex(sys, erin.key), graph_id: frankGraph })).status,
    ).toBe(404);
    expect((await books(sys, erin.key)).balance).toBe(10);
  });

  it('joins the same job on a retry with the same Idempotency-Key, charging once', async () => {
    const gina = await sys.newAccount('gen-gina', 10);
    const body = { query: 'Tokyo is the capital of Japan.', index_id: await defaultIndex(sys, gina.key), web_search: false };
    const first = await sys.as(gina.key).post('/api/triples/generate', body).set('Idempotency-Key', 'gen-retry-1');
    const again = await sys.as(gina.key).post('/api/triples/generate', body).set('Idempotency-Key', 'gen-retry-1');
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await books(sys, gina.key)).balance).toBe(8);
    const triples = await sys.as(gina.key).get(`/api/triples?graph_id=${first.body.graph_id}`);
    expect(triples.body.count).toBe(1);
  });

  it('joins the job even when the first response was never kept (a stream, a dropped connection)', async () => {
    const omar = await sys.newAccount('gen-omar', 10);
    const body = { query: 'Rome is the capital of Italy.', index_id: await defaultIndex(sys, omar.key), web_search: false };
    const streamed = await sys.as(omar.key).post('/api/triples/generate?format=stream', body).set('Idempotency-Key', 'gen-retry-2');
    expect(streamed.status).toBe(200);
    const retried = await sys.as(omar.key).post('/api/triples/generate', body).set('Idempotency-Key', 'gen-retry-2');
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.body).toMatchObject({ count: 1, credits_used: 2, balance_remaining: 8 });
    expect((await sys.as(omar.key).get('/api/triples?subject=Rome')).body.count).toBe(1);
    const { balance, entries } = await books(sys, omar.key);
    expect(balance).toBe(8);
    expect(entries.filter((e) => e.kind === 'reserve')).toHaveLength(1);
  });

  it('streams a narrative, each stored triple, then a summary in the AI SDK UI message stream protocol', async () => {
    const hana = await sys.newAccount('gen-hana', 10);
    const res = await sys
      .as(hana.key)
      .post('/api/triples/generate?format=stream', { query: 'Apple was founded by Steve Jobs in 1976.', index_id: await defaultIndex(sys, hana.key), web_search: false })
      .buffer(true)
      .parse((response, callback) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => callback(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    const frames = (res.body as string).trim().split('\n\n').map((block) => block.replace(/^data: /, ''));
    expect(frames.at(-1)).toBe('[DONE]');
    const parts = frames.slice(0, -1).map((frame) => JSON.parse(frame) as { type: string; data?: Record<string, unknown> });
    expect(parts[0]).toEqual({ type: 'start' });
    expect(parts[1]).toMatchObject({ type: 'text-start' });
    const triples = parts.filter((p) => p.type === 'data-triple').map((p) => [p.data!.predicate, p.data!.object]);
    expect(triples).toEqual([['founded_by', 'Steve Jobs'], ['founded_in', '1976']]);
    expect(parts.at(-2)).toEqual({
      type: 'data-summary',
      data: expect.objectContaining({ success: true, count: 2, credits_used: 2, balance_remaining: 8, provider: 'local' }),
    });
    expect(parts.at(-1)).toEqual({ type: 'finish' });
  });

  it('answers a stream request that fails up front with an ordinary error response', async () => {
    const ivan = await sys.newAccount('gen-ivan', 1);
    const res = await sys.as(ivan.key).post('/api/triples/generate?format=stream', { query: 'A is a B.', index_id: await defaultIndex(sys, ivan.key), web_search: false });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ success: false, balance_cents: 1, required_cents: 2 });
  });

  it('writes an entity description from its stored facts for 1 cent, saving it unless save is false', async () => {
    const jane = await sys.newAccount('gen-jane', 2);
    const index = await defaultIndex(sys, jane.key);
    const created = await sys.as(jane.key).post('/api/triples', {
      triples: [
        { subject: 'Ada Lovelace', predicate: 'wrote', object: 'Notes on the Analytical Engine', object_type: 'entity' },
        { subject: 'Ada Lovelace', predicate: 'born_in', object: 'London', object_type: 'entity' },
      ],
      index_id: index,
    });
    const ada = created.body.data[0].subject_entity_id;
    const preview = await sys.as(jane.key).post(`/api/entities/${ada}/description`, { save: false });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ success: true, credits_used: 1, balance_remaining: 1 });
    expect(preview.body.data.description).toContain('born in London');
    expect((await sys.as(jane.key).get(`/api/entities/${ada}`)).body.data.description).toBe('');

    const saved = await sys.as(jane.key).post(`/api/entities/${ada}/description`, {});
    expect(saved.body.data.description).toBe('Ada Lovelace: born in London; wrote Notes on the Analytical Engine.');
    expect((await sys.as(jane.key).get(`/api/entities/${ada}`)).body.data.description).toBe(saved.body.data.description);

    const broke = await sys.as(jane.key).post(`/api/entities/${ada}/description`, {});
    expect(broke.status).toBe(402);
    expect(broke.body).toMatchObject({ balance_cents: 0, required_cents: 1 });
    const other = await sys.newAccount('gen-other', 5);
    expect((await sys.as(other.key).post(`/api/entities/${ada}/description`, {})).status).toBe(404);
    expect((await sys.as(other.key).post('/api/entities/not-a-uuid/description', {})).status).toBe(400);
    expect((await books(sys, other.key)).balance).toBe(5);
    expect((await books(sys, jane.key)).sum).toBe(0);
  });

  it('lets the operator grant credits, with the account named and the amount bounded', async () => {
    const kim = await sys.newAccount('gen-kim');
    const res = await sys.http.post(`/admin/accounts/${kim.id}/credits`).set(admin).send({ cents: 250, note: 'welcome' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ balance_cents: 250, entries: [{ kind: 'grant', cents: 250, note: 'welcome' }] });
    expect((await sys.http.post('/admin/accounts/00000000-0000-7000-8000-000000000000/credits').set(admin).send({ cents: 5 })).status).toBe(404);
    for (const cents of [0, -5, 1.5, 'ten']) {
      const bad = await sys.http.post(`/admin/accounts/${kim.id}/credits`).set(admin).send({ cents });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toContain('cents');
    }
    expect((await sys.http.post(`/admin/accounts/${kim.id}/credits`).send({ cents: 5 })).status).toBe(401);
    expect((await books(sys, kim.key)).balance).toBe(250);
    expect((await sys.as(kim.key).get('/api/credits?limit=0')).status).toBe(400);
  });
});

describe('generation that outlives the wait', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem({ generationEnv: { GENERATION_WAIT_MS: '0' } });
  });
  afterAll(() => sys?.stop());

  it('answers 202 with a job id, and GET /api/jobs/{id} gives the result to its owner only', async () => {
    const lena = await sys.newAccount('wait-lena', 10);
    const res = await sys.as(lena.key).post('/api/triples/generate', {
      query: 'Berlin is the capital of Germany.', index_id: (await sys.as(lena.key).get('/api/indexes')).body.data[0].id, web_search: false,
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, status: 'pending', job_id: expect.stringMatching(/^gen-/) });
    let job: { status: string; result?: { count: number; data: { predicate: string }[] } } = { status: 'queued' };
    for (let i = 0; i < 100 && job.status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = (await sys.as(lena.key).get(`/api/jobs/${res.body.job_id}`)).body.data;
    }
    expect(job).toMatchObject({ status: 'completed', result: { count: 1, credits_used: 2, provider: 'local' } });
    expect(job.result!.data[0]!.predicate).toBe('capital_of');
    const mallory = await sys.newAccount('wait-mallory');
    expect((await sys.as(mallory.key).get(`/api/jobs/${res.body.job_id}`)).status).toBe(404);
    expect((await sys.as(lena.key).get('/api/jobs/gen-00000000000000000000000000000000')).status).toBe(404);
    expect((await sys.as(lena.key).get('/api/jobs/whatever')).status).toBe(400);
  });
});

describe('generation rate class', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem({ generationPerMinute: 2 });
  });
  afterAll(() => sys?.stop());

  it('limits generate and description calls per key in their own class, leaving standard routes alone', async () => {
    const nick = await sys.newAccount('rate-nick', 20);
    const index = (await sys.as(nick.key).get('/api/indexes')).body.data[0].id;
    const first = await sys.as(nick.key).post('/api/triples/generate', { query: 'A is a B.', index_id: index, web_search: false });
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    await sys.as(nick.key).post('/api/entities/00000000-0000-7000-8000-000000000000/description', {});
    const third = await sys.as(nick.key).post('/api/triples/generate', { query: 'C is a D.', index_id: index, web_search: false });
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await sys.as(nick.key).get('/api/credits')).status).toBe(200);
  });
});
