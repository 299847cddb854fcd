import { startSystem, type System } from './testing/harness';

interface Triple {
  id: string;
  subject: string;
  predicate: string;
  object: string;
  index_id: string;
  subject_entity_id: string;
  object_entity_id?: string;
  created_at: string;
  valid_from?: string;
  valid_to?: string;
  superseded_by?: string;
}

interface HistoryItem {
  kind: string;
  at: string;
  triple?: Triple;
  other_entity_id?: string;
  name?: string;
}

const NEODE_KEYS = ['id', 'subject', 'predicate', 'object', 'object_type', 'index_id', 'subject_entity_id', 'created_at'];

describe('valid time: validity, functional predicates, as_of/current and entity history', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem();
  });
  afterAll(() => sys?.stop());

  const as = (key: string) => sys.as(key);
  const fresh = () => sys.newAccount(`time-${Math.random().toString(36).slice(2, 10)}`);
  const lives = (object: string, valid_from?: string, subject = 'Alice') => ({ subject, predicate: 'lives_in', object, object_type: 'entity', valid_from });
  const message = (res: { body: { error?: string; details?: string } }) => `${res.body.error} ${res.body.details}`;

  async function create(key: string, triples: object[], index_id?: string): Promise<Triple[]> {
    const res = await as(key).post('/api/triples', { triples, index_id });
    expect(res.status).toBe(200);
    return res.body.data as Triple[];
  }
  async function list(key: string, query: string): Promise<Triple[]> {
    const res = await as(key).get(`/api/triples?limit=100&${query}`);
    expect(res.status).toBe(200);
    return res.body.data as Triple[];
  }
  async function functionalIndex(key: string, body: object = {}): Promise<string> {
    const res = await as(key).post('/api/indexes', { name: 'People', functional_predicates: ['lives_in'], ...body });
    expect(res.status).toBe(200);
    expect(res.body.data.functional_predicates).toEqual(['lives_in']);
    return res.body.data.id as string;
  }

  it('stores, answers and updates valid_from/valid_to, leaving the Neode shape alone when absent', async () => {
    const { key } = await fresh();
    const [plain, dated] = await create(key, [
      { subject: 'Marie Curie', predicate: 'won', object: 'Nobel Prize in Physics' },
      { subject: 'Marie Curie', predicate: 'married_to', object: 'Pierre Curie', valid_from: '1895-07-26', valid_to: '1906-04-19T10:00:00+02:00' },
    ]);
    expect(Object.keys(plain!)).toEqual(NEODE_KEYS);
    expect(dated).toMatchObject({ valid_from: '1895-07-26T00:00:00.000Z', valid_to: '1906-04-19T08:00:00.000Z' });
    expect(Object.keys(dated!).slice(-2)).toEqual(['valid_from', 'valid_to']);
    // Listing without as_of/current is every stored triple, each as it was answered.
    expect(await list(key, '')).toEqual([dated, plain]);
    // An index without functional predicates answers as before.
    const index = (await as(key).get(`/api/indexes/${plain!.index_id}`)).body.data;
    expect(index).not.toHaveProperty('functional_predicates');

    const updated = await as(key).put('/api/triples', { id: plain!.id, valid_from: '1903-12-10' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ valid_from: '1903-12-10T00:00:00.000Z' });
    expect(updated.body.data).not.toHaveProperty('valid_to');
    const cleared = await as(key).put('/api/triples', { id: dated!.id, valid_to: null });
    expect(cleared.body.data.valid_from).toBe('1895-07-26T00:00:00.000Z');
    expect(cleared.body.data).not.toHaveProperty('valid_to');
    // The update is checked against the stored other end.
    const backwards = await as(key).put('/api/triples', { id: dated!.id, valid_to: '1890-01-01' });
    expect(backwards.status).toBe(400);
    expect(message(backwards)).toContain('valid_from must not be after valid_to');
    expect(backwards.body.details).toBe('valid_to: valid_from 1895-07-26T00:00:00.000Z is after valid_to 1890-01-01T00:00:00.000Z');
  });

  it('refuses bad valid times and query instants with a 400 naming the field', async () => {
    const { key } = await fresh();
    const bad: [string, object, string][] = [
      ['a year alone', { triples: [{ subject: 'a', predicate: 'p', object: 'b', valid_from: '1903' }] }, 'triples[0].valid_from'],
      ['a date-time without a zone', { triples: [{ subject: 'a', predicate: 'p', object: 'b', valid_to: '2001-01-01T00:00:00' }] }, 'triples[0].valid_to'],
      ['an impossible date', { triples: [{ subject: 'a', predicate: 'p', object: 'b', valid_to: '2023-02-30' }] }, 'triples[0].valid_to'],
      ['a number', { triples: [{ subject: 'a', predicate: 'p', object: 'b', valid_from: 1903 }] }, 'triples[0].valid_from'],
      ['from after to', { triples: [{ subject: 'a', predicate: 'p', object: 'b' }, { subject: 'a', predicate: 'p', object: 'b', valid_from: '2001-01-02', valid_to: '2001-01-01' }] }, 'triples[1].valid_from'],
    ];
    for (const [, body, field] of bad) {
      const res = await as(key).post('/api/triples', body);
      expect(res.status).toBe(400);
      expect(message(res)).toContain(field);
    }
    expect(await list(key, '')).toEqual([]);

    const [t] = await create(key, [{ subject: 'a', predicate: 'p', object: 'b', object_type: 'entity' }]);
    const reads = [
      '/api/triples?as_of=yesterday',
      '/api/triples?as_of=2020-01-01&current=true',
      '/api/triples?current=maybe',
      `/api/entities/${t!.subject_entity_id}/neighbors?as_of=2020`,
      `/api/paths?from=${t!.subject_entity_id}&to=${t!.object_entity_id}&as_of=2020-13-01`,
    ];
    for (const path of reads) {
      const res = await as(key).get(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(message(res)).toMatch(/as_of|current/);
    }
    const subgraph = await as(key).post('/api/subgraph', { entity_ids: [t!.subject_entity_id], as_of: 'soon' });
    expect(subgraph.status).toBe(400);
    expect(message(subgraph)).toContain('as_of');
    const index = await as(key).post('/api/indexes', { name: 'x', functional_predicates: ['ok', ''] });
    expect(index.status).toBe(400);
    expect(message(index)).toContain('functional_predicates[1]');
    for (const query of ['limit=0', 'limit=201', 'offset=-1', 'offset=10001']) {
      const res = await as(key).get(`/api/entities/${t!.subject_entity_id}/history?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
    }
    expect((await as(key).get('/api/entities/not-a-uuid/history')).status).toBe(400);
  });

  it('closes the valid value of a functional predicate, chain after chain, and never deletes', async () => {
    const { key } = await fresh();
    const index = await functionalIndex(key);
    const [paris] = await create(key, [lives('Paris', '2000-01-01'), { subject: 'Alice', predicate: 'likes', object: 'Tea', valid_from: '2000-01-01' }], index);
    const [london] = await create(key, [lives('London', '2010-01-01'), { subject: 'Alice', predicate: 'likes', object: 'Coffee', valid_from: '2010-01-01' }], index);
    const [berlin] = await create(key, [lives('Berlin', '2020-06-15T12:00:00Z')], index);
    expect(berlin).not.toHaveProperty('valid_to');

    const stored = new Map((await list(key, `index_id=${index}`)).map((t) => [t.object, t]));
    expect(stored.size).toBe(5);
    expect(stored.get('Paris')).toMatchObject({ id: paris!.id, valid_from: '2000-01-01T00:00:00.000Z', valid_to: '2010-01-01T00:00:00.000Z', superseded_by: london!.id });
    expect(stored.get('London')).toMatchObject({ valid_from: '2010-01-01T00:00:00.000Z', valid_to: '2020-06-15T12:00:00.000Z', superseded_by: berlin!.id });
    expect(stored.get('Berlin')).toEqual(berlin);
    // likes is not functional: both values stay open.
    expect(stored.get('Tea')).not.toHaveProperty('valid_to');
    expect(stored.get('Coffee')).not.toHaveProperty('superseded_by');

    // The same value again closes nothing.
    const [again] = await create(key, [lives('Berlin', '2021-01-01')], index);
    expect(again).not.toHaveProperty('superseded_by');
    expect((await list(key, `index_id=${index}&predicate=lives_in&current=true`)).map((t) => t.id).sort()).toEqual([berlin!.id, again!.id].sort());

    // A new value without valid_from starts now, where the ones it closes end.
    const before = new Date().toISOString();
    const [rome] = await create(key, [lives('Rome')], index);
    expect(rome!.valid_from! >= before).toBe(true);
    const current = await list(key, `index_id=${index}&predicate=lives_in&current=true`);
    expect(current.map((t) => t.object)).toEqual(['Rome']);
    const closed = (await list(key, `index_id=${index}&predicate=lives_in`)).filter((t) => t.object === 'Berlin');
    for (const t of closed) expect(t).toMatchObject({ valid_to: rome!.valid_from, superseded_by: rome!.id });

    // A chain inside one batch applies in order.
    const batch = await create(key, [lives('Oslo', '2001-01-01', 'Bob'), lives('Lima', '2002-01-01', 'Bob'), lives('Kyiv', '2003-01-01', 'Bob')], index);
    expect(batch.map((t) => [t.object, t.valid_to ?? null, t.superseded_by ?? null])).toEqual([
      ['Oslo', '2002-01-01T00:00:00.000Z', batch[1]!.id],
      ['Lima', '2003-01-01T00:00:00.000Z', batch[2]!.id],
      ['Kyiv', null, null],
    ]);
    // Another index of the account, without the rule, keeps both values.
    const [elsewhere] = await create(key, [lives('Paris', '2000-01-01'), lives('Madrid', '2005-01-01')]);
    expect(elsewhere).not.toHaveProperty('valid_to');
  });

  it('reads at an instant: valid_from inclusive, valid_to exclusive, in lists and every traversal', async () => {
    const { key } = await fresh();
    const index = await functionalIndex(key);
    const [paris] = await create(key, [lives('Paris', '2000-01-01'), { subject: 'Alice', predicate: 'born_in', object: 'Nice', object_type: 'entity' }], index);
    const [london] = await create(key, [lives('London', '2010-01-01')], index);
    const [berlin] = await create(key, [lives('Berlin', '2020-01-01')], index);
    const objectsAt = async (instant: string) => (await list(key, `index_id=${index}&as_of=${encodeURIComponent(instant)}`)).map((t) => t.object).sort();
    expect(await objectsAt('1999-12-31T23:59:59.999Z')).toEqual(['Nice']);
    expect(await objectsAt('2000-01-01')).toEqual(['Nice', 'Paris']);
    expect(await objectsAt('2009-12-31T23:59:59.999Z')).toEqual(['Nice', 'Paris']);
    expect(await objectsAt('2010-01-01T00:00:00Z')).toEqual(['London', 'Nice']);
    expect(await objectsAt('2010-01-01T01:00:00+01:00')).toEqual(['London', 'Nice']);
    expect(await objectsAt('2019-12-31T23:59:59.999Z')).toEqual(['London', 'Nice']);
    expect(await objectsAt('2020-01-01')).toEqual(['Berlin', 'Nice']);
    expect((await list(key, `index_id=${index}&current=true`)).map((t) => t.object).sort()).toEqual(['Berlin', 'Nice']);
    expect(await list(key, `index_id=${index}`)).toHaveLength(4);

    const alice = paris!.subject_entity_id;
    const neighbours = async (query: string) =>
      ((await as(key).get(`/api/entities/${alice}/neighbors?${query}`)).body.data.nodes as { name: string }[]).map((n) => n.name).sort();
    expect(await neighbours('')).toEqual(['Berlin', 'London', 'Nice', 'Paris']);
    expect(await neighbours('as_of=2015-01-01')).toEqual(['London', 'Nice']);
    expect(await neighbours('current=true')).toEqual(['Berlin', 'Nice']);
    const counts = (await as(key).get(`/api/entities/${alice}/neighbors?as_of=2015-01-01`)).body.data.predicate_counts;
    expect(counts).toEqual(expect.arrayContaining([{ predicate: 'lives_in', direction: 'out', count: 1 }]));

    const paths = async (to: string, query: string) => (await as(key).get(`/api/paths?from=${alice}&to=${to}&${query}`)).body.data.count;
    expect(await paths(paris!.object_entity_id!, 'as_of=2005-06-01')).toBe(1);
    expect(await paths(paris!.object_entity_id!, 'as_of=2010-01-01')).toBe(0);
    expect(await paths(london!.object_entity_id!, 'as_of=2010-01-01')).toBe(1);
    expect(await paths(berlin!.object_entity_id!, 'current=true')).toBe(1);

    const subgraph = async (body: object) =>
      ((await as(key).post('/api/subgraph', { entity_ids: [alice], depth: 1, ...body })).body.data.edges as Triple[]).map((t) => t.object).sort();
    expect(await subgraph({})).toEqual(['Berlin', 'London', 'Nice', 'Paris']);
    expect(await subgraph({ as_of: '2000-01-01' })).toEqual(['Nice', 'Paris']);
    expect(await subgraph({ current: true })).toEqual(['Berlin', 'Nice']);
  });

  it('keeps functional predicates and supersession within the account, and a public index readable by all, writable by its owner', async () => {
    const owner = await fresh();
    const other = await fresh();
    const index = await functionalIndex(owner.key, { is_public: true });
    const [paris] = await create(owner.key, [lives('Paris', '2000-01-01')], index);
    await create(owner.key, [lives('London', '2010-01-01')], index);

    // The other account reads the public index at an instant, and cannot change its rule or write into it.
    expect((await list(other.key, `index_id=${index}&as_of=2005-01-01`)).map((t) => t.object)).toEqual(['Paris']);
    expect((await as(other.key).put(`/api/indexes/${index}`, { functional_predicates: [] })).status).toBe(403);
    expect((await as(other.key).post('/api/triples', { triples: [lives('Rome', '2020-01-01')], index_id: index })).status).toBe(403);
    // Its own Alice, in its own index with the same rule, closes nothing of the owner's.
    const own = await functionalIndex(other.key);
    await create(other.key, [lives('Rome', '2020-01-01')], own);
    expect((await list(owner.key, `index_id=${index}&current=true`)).map((t) => t.object)).toEqual(['London']);
    expect(await list(other.key, `as_of=2005-01-01`)).toEqual([]);

    // History: the public entity's is readable by the other account; a private one is a 404 to it.
    const alice = paris!.subject_entity_id;
    const seen = await as(other.key).get(`/api/entities/${alice}/history`);
    expect(seen.status).toBe(200);
    expect((seen.body.data.items as HistoryItem[]).filter((i) => i.kind === 'fact')).toHaveLength(2);
    const [secret] = await create(owner.key, [{ subject: 'Secret', predicate: 'p', object: 'q' }]);
    expect((await as(other.key).get(`/api/entities/${secret!.subject_entity_id}/history`)).status).toBe(404);
    expect((await as(other.key).get(`/api/entities/${secret!.subject_entity_id}/neighbors?current=true`)).status).toBe(404);

    // The owner may drop the rule: a new value then closes nothing.
    expect((await as(owner.key).put(`/api/indexes/${index}`, { functional_predicates: [] })).body.data).not.toHaveProperty('functional_predicates');
    const [berlin] = await create(owner.key, [lives('Berlin', '2020-01-01')], index);
    expect((await list(owner.key, `index_id=${index}&current=true`)).map((t) => t.id).sort()).toContain(berlin!.id);
    expect(await list(owner.key, `index_id=${index}&current=true`)).toHaveLength(2);
  });

  it('answers an entity’s history: facts with their intervals and successors, and its resolution events, newest first, paged', async () => {
    const { key } = await fresh();
    const index = await functionalIndex(key);
    const [paris] = await create(key, [lives('Paris', '2000-01-01')], index);
    const [london] = await create(key, [lives('London', '2010-01-01')], index);
    const [berlin] = await create(key, [lives('Berlin', '2020-01-01')], index);
    const alice = paris!.subject_entity_id;
    // A duplicate of Alice, merged into her: its fact re-points and the merge is an event.
    const [dup] = await create(key, [{ subject: 'Alice L.', predicate: 'born_in', object: 'Nice', valid_from: '1980-05-05' }], index);
    const merged = await as(key).post(`/api/entities/${dup!.subject_entity_id}/merge`, { into: alice });
    expect(merged.status).toBe(200);

    const res = await as(key).get(`/api/entities/${alice}/history`);
    expect(res.status).toBe(200);
    const data = res.body.data as { entity: { id: string; name: string }; items: HistoryItem[]; count: number; has_more: boolean };
    expect(data.entity).toEqual({ id: alice, name: 'Alice' });
    const summary = data.items.map((i) => (i.kind === 'fact' ? `fact:${i.triple!.object}` : i.kind));
    expect(summary).toEqual(['merged_from', 'created', 'fact:Berlin', 'fact:London', 'fact:Paris', 'fact:Nice']);
    expect([data.count, data.has_more]).toEqual([6, false]);
    const ats = data.items.map((i) => i.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect(data.items[0]).toMatchObject({ kind: 'merged_from', other_entity_id: dup!.subject_entity_id, name: 'Alice L.' });
    expect(data.items[1]).toMatchObject({ kind: 'created', name: 'Alice' });
    const facts = new Map(data.items.filter((i) => i.kind === 'fact').map((i) => [i.triple!.object, i]));
    expect(facts.get('Paris')).toMatchObject({ at: '2000-01-01T00:00:00.000Z', triple: { valid_to: '2010-01-01T00:00:00.000Z', superseded_by: london!.id } });
    expect(facts.get('London')!.triple).toMatchObject({ superseded_by: berlin!.id });
    expect(facts.get('Berlin')!.triple).toEqual(berlin);
    // The entity as an object has facts too (Berlin's history holds the triple that points at it).
    const berlinHistory = (await as(key).get(`/api/entities/${berlin!.object_entity_id}/history`)).body.data.items as HistoryItem[];
    expect(berlinHistory.map((i) => (i.kind === 'fact' ? i.triple!.id : i.kind))).toEqual(['created', berlin!.id]);

    // Paging walks the same timeline.
    const page = async (offset: number) => (await as(key).get(`/api/entities/${alice}/history?limit=4&offset=${offset}`)).body.data;
    const first = await page(0);
    const second = await page(4);
    expect([first.count, first.has_more, second.count, second.has_more]).toEqual([4, true, 2, false]);
    expect([...first.items, ...second.items]).toEqual(data.items);
    expect((await as(key).get(`/api/entities/00000000-0000-4000-8000-000000000000/history`)).status).toBe(404);
  });
});
