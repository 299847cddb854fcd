import { fakeOpenAi, fakeSearxng, type FakeServer } from './testing/fake-providers';
import { startSystem, type System } from './testing/harness';

type Messages = { role: string; content: string }[];

describe('generation with an OpenAI-compatible LLM and SearXNG (fake servers on loopback)', () => {
  let sys: System;
  let llm: Awaited<ReturnType<typeof fakeOpenAi>>;
  let search: FakeServer & { failing: boolean };

  beforeAll(async () => {
    llm = await fakeOpenAi();
    search = await fakeSearxng([
      { url: 'https://example.org/curie', title: 'Marie Curie', content: 'Marie Curie was born in Warsaw and won two Nobel Prizes.' },
      { url: 'ftp://example.org/skip', title: 'Not http', content: '' },
    ]);
    sys = await startSystem({
      generationEnv: { LLM_BASE_URL: `${llm.url}/v1`, LLM_API_KEY: 'sk-test', LLM_MODEL: 'test-model', WEB_SEARCH_URL: search.url },
    });
  });
  afterAll(async () => {
    await sys?.stop();
    await llm.close();
    await search.close();
  });

  const account = async (name: string, cents: number) => {
    const created = await sys.newAccount(name, cents);
    const index = (await sys.as(created.key).get('/api/indexes')).body.data[0].id as string;
    return { ...created, index };
  };
  const balance = async (key: string) => (await sys.as(key).get('/api/credits')).body.data;

  it('prompts with the index’s and the request’s rules, enforces predicates and subject, cites search results, charges 5', async () => {
    const alice = await account('llm-alice', 20);
    await sys.as(alice.key).put(`/api/indexes/${alice.index}`, { preferred_predicates: ['born_in', 'won'], rules: 'Use English names.' });
    llm.reply = () => ({
      status: 200,
      content: JSON.stringify({
        triples: [
          { subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', object_type: 'entity', confidence: 0.97, source: 'https://example.org/curie' },
          { subject: 'Marie Curie', predicate: 'won', object: 'Nobel Prize in Physics', object_type: 'entity', confidence: 0.9, source: 'https://invented.example/' },
          { subject: 'Marie Curie', predicate: 'married', object: 'Pierre Curie', object_type: 'entity', confidence: 0.9, source: '' },
          { subject: 'Pierre Curie', predicate: 'born_in', object: 'Paris', object_type: 'entity', confidence: 0.9, source: '' },
        ],
      }),
    });
    const res = await sys.as(alice.key).post('/api/triples/generate', {
      query: 'Facts about Marie Curie', index_id: alice.index, predicates: ['born_in', 'won'], subject_entity: 'Marie Curie', rules: 'No dates.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'openai', credits_used: 5, balance_remaining: 15, web_search_used: true, count: 2 });
    expect(res.body.data.map((t: { predicate: string; object: string; source?: string; confidence?: number }) => [t.predicate, t.object, t.source, t.confidence])).toEqual([
      ['born_in', 'Warsaw', 'https://example.org/curie', 0.97],
      ['won', 'Nobel Prize in Physics', undefined, 0.9],
    ]);

    const sent = llm.requests.at(-1)!.body as { model: string; messages: Messages; response_format: { type: string; json_schema: { strict: boolean } } };
    expect(sent.model).toBe('test-model');
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    const [system, user] = sent.messages;
    expect(system!.content).toContain('Use only these predicates: born_in, won.');
    expect(system!.content).toContain('exactly this subject: "Marie Curie"');
    expect(system!.content).toContain('Prefer these predicates where they fit: born_in, won.');
    expect(system!.content).toContain('Rule: Use English names.');
    expect(system!.content).toContain('Rule: No dates.');
    expect(user!.content).toContain('[1] https://example.org/curie');
    expect(user!.content).not.toContain('ftp://');
    expect(search.requests.at(-1)!.path).toMatch(/^\/search\?q=Facts\+about\+Marie\+Curie&format=json&categories=general$/);
  });

  it('asks SearXNG for news when news_search is set, and keeps at most triple_count triples', async () => {
    const bob = await account('llm-bob', 20);
    llm.reply = () => ({
      status: 200,
      content: '```json\n' + JSON.stringify({ triples: ['A', 'B', 'C', 'D'].map((s) => ({ subject: s, predicate: 'is_a', object: 'letter', object_type: 'literal', confidence: 1, source: '' })) }) + '\n```',
    });
    const res = await sys.as(bob.key).post('/api/triples/generate', { query: 'Letters', index_id: bob.index, web_search: false, news_search: true, triple_count: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, credits_used: 5, web_search_used: true });
    expect(search.requests.at(-1)!.path).toContain('categories=news');
  });

  it('generates without web search at the non-web price when the search provider fails', async () => {
    const carol = await account('llm-carol', 20);
    search.failing = true;
    llm.reply = () => ({ status: 200, content: JSON.stringify({ triples: [{ subject: 'X', predicate: 'is_a', object: 'Y', object_type: 'literal', confidence: 1, source: '' }] }) });
    try {
      const res = await sys.as(carol.key).post('/api/triples/generate', { query: 'X', index_id: carol.index });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ credits_used: 2, balance_remaining: 18, web_search_used: false });
      const { entries } = await balance(carol.key);
      expect(entries.map((e: { kind: string; cents: number }) => [e.kind, e.cents])).toEqual([['settle', 3], ['reserve', -5], ['grant', 20]]);
    } finally {
      search.failing = false;
    }
  });

  it('refunds in full when the LLM keeps failing, after retrying the job', async () => {
    const dave = await account('llm-dave', 10);
    const before = llm.requests.length;
    llm.reply = () => ({ status: 400, content: '' });
    const res = await sys.as(dave.key).post('/api/triples/generate', { query: 'Anything', index_id: dave.index, web_search: false });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, error: 'Generation failed; the credits were refunded' });
    expect(llm.requests.length - before).toBe(3);
    const books = await balance(dave.key);
    expect(books.balance_cents).toBe(10);
    expect(books.entries.map((e: { kind: string }) => e.kind)).toEqual(['refund', 'reserve', 'grant']);
  });

  it('refunds when the model answers something that is not the schema', async () => {
    const erin = await account('llm-erin', 10);
    llm.reply = () => ({ status: 200, content: 'Sure! Here are some facts.' });
    const res = await sys.as(erin.key).post('/api/triples/generate', { query: 'Anything', index_id: erin.index, web_search: false });
    expect(res.status).toBe(503);
    expect((await balance(erin.key)).balance_cents).toBe(10);
  });

  it('writes entity descriptions with the LLM from the stored facts and the request’s rules', async () => {
    const frank = await account('llm-frank', 10);
    const created = await sys.as(frank.key).post('/api/triples', {
      triples: [{ subject: 'Ada Lovelace', predicate: 'born_in', object: 'London', object_type: 'entity' }],
      index_id: frank.index,
    });
    const ada = created.body.data[0].subject_entity_id;
    llm.reply = (messages) => {
      const user = (messages as Messages)[1]!.content;
      return { status: 200, content: user.includes('Ada Lovelace born in London') ? 'Ada Lovelace was an English mathematician born in London.' : 'wrong prompt' };
    };
    const res = await sys.as(frank.key).post(`/api/entities/${ada}/description`, { rules: 'One sentence.' });
    expect(res.status).toBe(200);
    expect(res.body.data.description).toBe('Ada Lovelace was an English mathematician born in London.');
    expect(((llm.requests.at(-1)!.body as { messages: Messages }).messages[0]!.content)).toContain('Rule: One sentence.');
    expect(res.body).toMatchObject({ credits_used: 1, balance_remaining: 9 });
  });
});
