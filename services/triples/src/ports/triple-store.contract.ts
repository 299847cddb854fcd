import { publicTriple, storedConfidence } from '../domain/public-triple';
import type { GraphRecord, TripleRecord, TripleStore } from './triple-store';

let n = 0;
const id = () => {
  n += 1;
  // Time-ordered like production ids, so created_at ties still sort by creation.
  return `0190${String(n).padStart(4, '0')}-0000-7000-8000-000000000000`;
};
const at = (i = n) => new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i)).toISOString();

function triple(overrides: Partial<TripleRecord> = {}): TripleRecord {
  const tripleId = id();
  return {
    id: tripleId, account_id: 'acc-a', index_id: 'idx-a', graph_id: null, subject: 'Marie Curie', predicate: 'born_in',
    object: 'Warsaw', object_type: 'entity', confidence: 0.9, source: 'https://example.org', subject_entity_id: 'e-curie',
    object_entity_id: 'e-warsaw', created_at: at(), updated_at: at(), valid_from: null, valid_to: null, superseded_by: null, ...overrides,
  };
}

function graph(overrides: Partial<GraphRecord> = {}): GraphRecord {
  return {
    id: id(), account_id: 'acc-a', name: 'Physicists', description: '', index_id: null, metadata: { topic: 'science' },
    created_at: at(), updated_at: at(), ...overrides,
  };
}

const base = { readableIndexIds: [], offset: 0, limit: 50 };

/** Behaviour every TripleStore adapter must have. `open` returns a fresh, empty store. */
export function tripleStoreContract(open: () => Promise<TripleStore>): void {
  let store: TripleStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it('returns what was inserted', async () => {
    const t = triple({ confidence: null, source: null, object_type: 'literal', object_entity_id: null, object: '1867' });
    await store.insert([t]);
    expect(await store.getOwn('acc-a', t.id)).toEqual(t);
    expect(await store.getOwn('acc-b', t.id)).toBeNull();
  });

  it('finds own triples by id in insertion order, and reports a repeated id as a conflict storing nothing', async () => {
    const [a, b, c] = [triple(), triple(), triple({ account_id: 'acc-b' })];
    await store.insert([a!, b!, c!]);
    expect((await store.getOwnMany('acc-a', [b!.id, 'missing', a!.id, c!.id])).map((t) => t.id)).toEqual([a!.id, b!.id]);
    await expect(store.insert([triple(), { ...a!, subject: 'Again' }])).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await store.query('acc-a', base)).toHaveLength(2);
    const g = graph();
    await store.createGraph(g);
    await expect(store.createGraph({ ...g, name: 'Twice' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses triples for a graph that does not exist, storing none of the batch', async () => {
    await expect(store.insert([triple(), triple({ graph_id: id() })])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await store.query('acc-a', base)).toEqual([]);
  });

  it('lists newest first and pages stably', async () => {
    const all = Array.from({ length: 7 }, () => triple());
    await store.insert(all);
    const pages = [];
    for (let offset = 0; offset < 7; offset += 3) pages.push(...(await store.query('acc-a', { ...base, offset, limit: 3 })));
    expect(pages.map((t) => t.id)).toEqual(all.map((t) => t.id).reverse());
  });

  it('renders the public JSON of the triples a query finds, as publicTriple does', async () => {
    const g = graph();
    await store.createGraph(g);
    const all = [
      triple(),
      triple({ confidence: null, source: null, object_type: 'literal', object_entity_id: null, object: '1867' }),
      triple({ graph_id: g.id, confidence: 1, subject: 'Quote " back\\slash \u00e9 \u2028 \u0001', source: '' }),
      triple({ confidence: 0, predicate: 'won' }),
      // Stores are given confidences as the domain keeps them (storedConfidence: 6 places).
      triple({ confidence: storedConfidence(0.30000000000000004), predicate: 'won' }),
      triple({ confidence: storedConfidence(1e-7 * 3), predicate: 'knew' }),
      triple({ confidence: storedConfidence(0.0000129), predicate: 'knew' }),
    ];
    await store.insert(all);
    const newestFirst = [...all].reverse();
    expect(await store.queryPublic('acc-a', base)).toEqual(newestFirst.map((t) => JSON.stringify(publicTriple(t))));
    expect(await store.queryPublic('acc-a', { ...base, predicates: ['won'], limit: 1, offset: 1 })).toEqual([JSON.stringify(publicTriple(all[3]!))]);
    expect(await store.queryPublic('acc-b', base)).toEqual([]);
  });

  it('keeps the public JSON in step with every change: updates, re-pointing, index moves, graph deletion', async () => {
    const g = graph();
    await store.createGraph(g);
    const [a, b] = [triple({ graph_id: g.id }), triple({ subject_entity_id: 'e-warsaw', object_entity_id: 'e-curie', confidence: null })];
    await store.insert([a!, b!]);
    await store.update('acc-a', a!.id, { subject: 'Maria Skłodowska', object: 'Warszawa', confidence: 1, source: null }, at());
    await store.repointEntity('acc-a', 'e-curie', 'e-marie');
    await store.moveIndex('acc-a', 'idx-a', 'idx-default');
    await store.deleteGraph('acc-a', g.id, false);
    const now = await store.query('acc-a', base);
    expect(now.map((t) => [t.subject, t.index_id, t.graph_id])).toEqual([['Marie Curie', 'idx-default', null], ['Maria Skłodowska', 'idx-default', null]]);
    expect(await store.queryPublic('acc-a', base)).toEqual(now.map((t) => JSON.stringify(publicTriple(t))));
  });

  it('combines filters with AND', async () => {
    const g = graph();
    await store.createGraph(g);
    const hit = triple({ graph_id: g.id, predicate: 'won', object: 'Nobel Prize', object_entity_id: 'e-nobel' });
    await store.insert([hit, triple({ predicate: 'won' }), triple({ graph_id: g.id }), triple({ subject: 'Pierre Curie', subject_entity_id: 'e-pierre' })]);
    const ids = async (q: object) => (await store.query('acc-a', { ...base, ...q })).map((t) => t.id);
    expect(await ids({ graph_id: g.id, predicates: ['won'] })).toEqual([hit.id]);
    expect(await ids({ object_entity_id: 'e-nobel' })).toEqual([hit.id]);
    expect((await ids({ subject: 'Pierre Curie' })).length).toBe(1);
    expect((await ids({ subject_entity_id: 'e-curie', predicates: ['won', 'born_in'] })).length).toBe(3);
    expect(await ids({ index_id: 'other' })).toEqual([]);
  });

  it('searches words across subject, predicate and object, whatever the input', async () => {
    const t = triple({ subject: 'Marie Skłodowska Curie', predicate: 'discovered', object: 'Polonium' });
    await store.insert([t, triple({ subject: 'Isaac Newton', predicate: 'formulated', object: 'gravity' })]);
    const ids = async (search: string) => (await store.query('acc-a', { ...base, search })).map((x) => x.id);
    expect(await ids('curie polonium')).toEqual([t.id]);
    expect(await ids('discovered')).toEqual([t.id]);
    expect(await ids('newton polonium')).toEqual([]);
    for (const nasty of ['"', 'a OR', 'NEAR(', '*', 'subject:', "O'Brien -x"]) await expect(store.query('acc-a', { ...base, search: nasty })).resolves.toBeDefined();
  });

  it('pages full-text matches newest first, within the account and the other filters', async () => {
    const mine = Array.from({ length: 9 }, (_, i) => triple({ object: `Polonium sample ${i}`, subject_entity_id: i % 3 === 0 ? 'e-pierre' : 'e-curie' }));
    for (const [i, t] of mine.entries()) {
      await store.insert([t, triple({ account_id: 'acc-b', object: `Polonium elsewhere ${i}` }), triple({ object: `Radium ${i}` })]);
    }
    const newestFirst = mine.map((t) => t.id).reverse();
    const pages = [];
    for (let offset = 0; offset < 12; offset += 4) pages.push(...(await store.query('acc-a', { ...base, search: 'polonium', offset, limit: 4 })));
    expect(pages.map((t) => t.id)).toEqual(newestFirst);
    const pierre = await store.query('acc-a', { ...base, search: 'polonium sample', subject_entity_id: 'e-pierre' });
    expect(pierre.map((t) => t.id)).toEqual(newestFirst.filter((id) => mine.find((t) => t.id === id)!.subject_entity_id === 'e-pierre'));
    const theirs = await store.query('acc-b', { ...base, search: 'polonium' });
    expect(theirs.map((t) => t.object)).toEqual(Array.from({ length: 9 }, (_, i) => `Polonium elsewhere ${8 - i}`));
  });

  it('shows another account only triples of the readable indexes it names', async () => {
    const open = triple({ index_id: 'public-idx' });
    await store.insert([open, triple()]);
    expect(await store.query('acc-b', base)).toEqual([]);
    expect((await store.query('acc-b', { ...base, readableIndexIds: ['public-idx'] })).map((t) => t.id)).toEqual([open.id]);
  });

  describe('edges, for traversals', () => {
    const open = { readableIndexIds: [] };
    const edge = (from: string, predicate: string, to: string, overrides: Partial<TripleRecord> = {}) =>
      triple({ subject: from, subject_entity_id: `e-${from}`, predicate, object: to, object_entity_id: `e-${to}`, ...overrides });
    const ids = (triples: TripleRecord[]) => triples.map((t) => t.id);

    it('reads the triples leaving, entering or touching entities, oldest first, entity objects only, each once', async () => {
      const ab = edge('a', 'knows', 'b');
      const ca = edge('c', 'knows', 'a');
      const loop = edge('a', 'cites', 'a');
      const bc = edge('b', 'knows', 'c');
      const literal = triple({ subject_entity_id: 'e-a', object_type: 'literal', object: '1867', object_entity_id: null });
      await store.insert([ab, ca, loop, literal, bc]);
      expect(ids(await store.edges('acc-a', ['e-a'], 'out', open, 10))).toEqual([ab.id, loop.id]);
      expect(ids(await store.edges('acc-a', ['e-a'], 'in', open, 10))).toEqual([ca.id, loop.id]);
      expect(ids(await store.edges('acc-a', ['e-a'], 'both', open, 10))).toEqual([ab.id, loop.id, ca.id]);
      expect(ids(await store.edges('acc-a', ['e-a', 'e-b'], 'both', open, 10))).toEqual([ab.id, loop.id, bc.id, ca.id]);
      expect(await store.edges('acc-a', [], 'both', open, 10)).toEqual([]);
      expect(await store.edges('acc-a', ['e-a'], 'out', open, 10)).toEqual([ab, loop]);
    });

    it('stops at the limit, out before in', async () => {
      const out = [edge('a', 'knows', 'b'), edge('a', 'knows', 'c'), edge('a', 'knows', 'd')];
      const incoming = edge('e', 'knows', 'a');
      await store.insert([...out, incoming]);
      expect(ids(await store.edges('acc-a', ['e-a'], 'both', open, 2))).toEqual([out[0]!.id, out[1]!.id]);
      expect(ids(await store.edges('acc-a', ['e-a'], 'both', open, 4))).toEqual([...ids(out), incoming.id]);
    });

    it('sees own triples and those of the readable indexes named, narrowed by index and predicates', async () => {
      const mine = edge('a', 'knows', 'b');
      const other = edge('a', 'works_at', 'c', { index_id: 'idx-b' });
      const theirs = edge('a', 'knows', 'd', { account_id: 'acc-b', index_id: 'public-idx' });
      const hidden = edge('a', 'knows', 'e', { account_id: 'acc-b', index_id: 'private-idx' });
      await store.insert([mine, other, theirs, hidden]);
      expect(ids(await store.edges('acc-a', ['e-a'], 'out', open, 10))).toEqual([mine.id, other.id]);
      expect(ids(await store.edges('acc-a', ['e-a'], 'out', { readableIndexIds: ['public-idx'] }, 10))).toEqual([mine.id, other.id, theirs.id]);
      expect(ids(await store.edges('acc-a', ['e-a'], 'out', { readableIndexIds: ['public-idx'], index_id: 'public-idx' }, 10))).toEqual([theirs.id]);
      expect(ids(await store.edges('acc-a', ['e-a'], 'out', { ...open, predicates: ['works_at'] }, 10))).toEqual([other.id]);
      expect(ids(await store.edges('acc-a', ['e-b', 'e-c'], 'in', { ...open, index_id: 'idx-a' }, 10))).toEqual([mine.id]);
      expect(await store.edges('acc-c', ['e-a'], 'both', open, 10)).toEqual([]);
    });

    it('counts an entity’s edges per predicate and direction, with the same filters', async () => {
      await store.insert([
        edge('a', 'knows', 'b'), edge('a', 'knows', 'c'), edge('a', 'works_at', 'd'), edge('b', 'knows', 'a'),
        edge('a', 'knows', 'x', { account_id: 'acc-b' }), triple({ subject_entity_id: 'e-a', object_type: 'literal', object_entity_id: null }),
      ]);
      const sorted = (counts: { predicate: string; direction: string; count: number }[]) =>
        [...counts].sort((x, y) => `${x.predicate}${x.direction}`.localeCompare(`${y.predicate}${y.direction}`));
      const counts = async (...args: Parameters<TripleStore['countEdges']>) => {
        const found = await store.countEdges(...args);
        expect(found.truncated).toBe(false);
        return found.counts;
      };
      expect(sorted(await counts('acc-a', 'e-a', 'both', open, 100))).toEqual([
        { predicate: 'knows', direction: 'in', count: 1 },
        { predicate: 'knows', direction: 'out', count: 2 },
        { predicate: 'works_at', direction: 'out', count: 1 },
      ]);
      expect(await counts('acc-a', 'e-a', 'in', open, 100)).toEqual([{ predicate: 'knows', direction: 'in', count: 1 }]);
      expect(await counts('acc-a', 'e-a', 'out', { ...open, predicates: ['works_at'] }, 100)).toEqual([{ predicate: 'works_at', direction: 'out', count: 1 }]);
      expect(await counts('acc-c', 'e-a', 'both', open, 100)).toEqual([]);
    });

    it('counts at most `cap` edges per direction and says when it stopped there', async () => {
      await store.insert([...Array.from({ length: 5 }, (_, i) => edge('a', i % 2 ? 'knows' : 'likes', `b${i}`)), edge('c', 'knows', 'a')]);
      const capped = await store.countEdges('acc-a', 'e-a', 'both', open, 3);
      expect(capped.truncated).toBe(true);
      expect(capped.counts.filter((c) => c.direction === 'out').reduce((sum, c) => sum + c.count, 0)).toBe(3);
      expect(capped.counts.filter((c) => c.direction === 'in')).toEqual([{ predicate: 'knows', direction: 'in', count: 1 }]);
      expect(await store.countEdges('acc-a', 'e-a', 'in', open, 3)).toEqual({ counts: [{ predicate: 'knows', direction: 'in', count: 1 }], truncated: false });
      expect((await store.countEdges('acc-a', 'e-a', 'out', open, 6)).truncated).toBe(false);
    });
  });

  describe('valid time', () => {
    const lives = (object: string, valid_from: string | null, overrides: Partial<TripleRecord> = {}) =>
      triple({ predicate: 'lives_in', object, object_entity_id: `e-${object}`, valid_from, ...overrides });
    const functional = { 'idx-a': ['lives_in'] };
    const stored = async (t: TripleRecord) => (await store.getOwn(t.account_id, t.id))!;

    it('stores valid_from/valid_to and reads at an instant: from inclusive, to exclusive, null unbounded', async () => {
      const always = triple({ object: 'Always' });
      const closed = triple({ object: 'Closed', valid_from: '2000-01-01T00:00:00.000Z', valid_to: '2010-01-01T00:00:00.000Z' });
      const open = triple({ object: 'Open', valid_from: '2010-01-01T00:00:00.000Z' });
      const until = triple({ object: 'Until', valid_to: '2005-01-01T00:00:00.000Z' });
      expect(await store.insert([always, closed, open, until])).toEqual({ closed: [], started: [] });
      expect(await store.getOwn('acc-a', closed.id)).toEqual(closed);
      const at = async (valid_at: string) => (await store.query('acc-a', { ...base, valid_at })).map((t) => t.object).sort();
      expect(await at('1999-12-31T23:59:59.999Z')).toEqual(['Always', 'Until']);
      expect(await at('2000-01-01T00:00:00.000Z')).toEqual(['Always', 'Closed', 'Until']);
      expect(await at('2005-01-01T00:00:00.000Z')).toEqual(['Always', 'Closed']);
      expect(await at('2010-01-01T00:00:00.000Z')).toEqual(['Always', 'Open']);
      expect(await store.query('acc-a', base)).toHaveLength(4);
      // The public JSON and the filter agree.
      expect((await store.queryPublic('acc-a', { ...base, valid_at: '2000-01-01T00:00:00.000Z' })).map((j) => JSON.parse(j).object).sort()).toEqual(['Always', 'Closed', 'Until']);
      expect(JSON.parse((await store.queryPublic('acc-a', { ...base, subject: 'Marie Curie', valid_at: '2011-01-01T00:00:00.000Z' })).find((j) => j.includes('"Open"'))!)).toEqual(publicTriple(open));
    });

    it('filters edges and edge counts at an instant', async () => {
      const old = lives('Paris', '2000-01-01T00:00:00.000Z', { valid_to: '2010-01-01T00:00:00.000Z' });
      const now = lives('London', '2010-01-01T00:00:00.000Z');
      await store.insert([old, now]);
      const filter = { readableIndexIds: [], valid_at: '2005-01-01T00:00:00.000Z' };
      expect((await store.edges('acc-a', ['e-curie'], 'out', filter, 10)).map((t) => t.id)).toEqual([old.id]);
      expect((await store.edges('acc-a', ['e-London'], 'in', { readableIndexIds: [], valid_at: '2010-01-01T00:00:00.000Z' }, 10)).map((t) => t.id)).toEqual([now.id]);
      expect((await store.countEdges('acc-a', 'e-curie', 'out', filter, 100)).counts).toEqual([{ predicate: 'lives_in', direction: 'out', count: 1 }]);
      expect((await store.countEdges('acc-a', 'e-curie', 'out', { readableIndexIds: [] }, 100)).counts).toEqual([{ predicate: 'lives_in', direction: 'out', count: 2 }]);
    });

    it('closes the valid value of a functional predicate: stored ones, and earlier ones of the same batch, in order', async () => {
      const paris = lives('Paris', '2000-01-01T00:00:00.000Z');
      await store.insert([paris], functional);
      const london = lives('London', '2010-01-01T00:00:00.000Z');
      const berlin = lives('Berlin', '2020-01-01T00:00:00.000Z');
      const outcome = await store.insert([london, berlin], functional);
      expect(outcome).toEqual({
        closed: [
          { id: paris.id, valid_to: '2010-01-01T00:00:00.000Z', superseded_by: london.id },
          { id: london.id, valid_to: '2020-01-01T00:00:00.000Z', superseded_by: berlin.id },
        ],
        started: [],
      });
      expect(await stored(paris)).toEqual({ ...paris, valid_to: '2010-01-01T00:00:00.000Z', superseded_by: london.id, updated_at: london.created_at });
      expect(await stored(london)).toMatchObject({ valid_to: '2020-01-01T00:00:00.000Z', superseded_by: berlin.id });
      expect(await stored(berlin)).toEqual(berlin);
      expect(await store.query('acc-a', base)).toHaveLength(3);
    });

    it('closes nothing for the same value, another subject, predicate, index or account, or one not valid at the start', async () => {
      const paris = lives('Paris', '2000-01-01T00:00:00.000Z');
      const ended = lives('Lyon', '1990-01-01T00:00:00.000Z', { valid_to: '1995-01-01T00:00:00.000Z' });
      const later = lives('Nice', '2030-01-01T00:00:00.000Z', { subject_entity_id: 'e-later' });
      await store.insert([paris, ended, later]);
      const others = [
        lives('Paris', '2005-01-01T00:00:00.000Z'),
        lives('Rome', '2005-01-01T00:00:00.000Z', { subject_entity_id: 'e-other' }),
        triple({ predicate: 'works_in', object: 'Rome', valid_from: '2005-01-01T00:00:00.000Z' }),
        lives('Rome', '2005-01-01T00:00:00.000Z', { index_id: 'idx-b' }),
        lives('Rome', '2005-01-01T00:00:00.000Z', { account_id: 'acc-b' }),
        lives('Rome', '2005-01-01T00:00:00.000Z', { subject_entity_id: 'e-later' }),
      ];
      expect(await store.insert(others, { ...functional, 'idx-b': [] })).toEqual({ closed: [], started: [] });
      expect(await stored(paris)).toEqual(paris);
      expect(await stored(ended)).toEqual(ended);
      expect(await stored(later)).toEqual(later);
      // A literal value is the same by its text; an entity value by its entity.
      const literal = triple({ predicate: 'lives_in', object_type: 'literal', object: 'Paris', object_entity_id: null, subject_entity_id: 'e-lit' });
      await store.insert([literal], functional);
      expect(await store.insert([{ ...triple({ predicate: 'lives_in', object_type: 'literal', object: 'Paris', object_entity_id: null, subject_entity_id: 'e-lit' }) }], functional)).toEqual({ closed: [], started: [] });
      // Without the rule nothing is read: a different value stays beside the open one.
      await store.insert([lives('Oslo', '2006-01-01T00:00:00.000Z')]);
      expect(await stored(paris)).toEqual(paris);
    });

    it('starts a new value without valid_from at its creation, where the values it closes end', async () => {
      const paris = lives('Paris', null);
      await store.insert([paris], functional);
      const london = lives('London', null, { created_at: '2026-06-01T00:00:00.000Z' });
      expect(await store.insert([london], functional)).toEqual({
        closed: [{ id: paris.id, valid_to: '2026-06-01T00:00:00.000Z', superseded_by: london.id }],
        started: [{ id: london.id, valid_from: '2026-06-01T00:00:00.000Z' }],
      });
      expect(await stored(london)).toMatchObject({ valid_from: '2026-06-01T00:00:00.000Z', valid_to: null });
      expect(await stored(paris)).toMatchObject({ valid_from: null, valid_to: '2026-06-01T00:00:00.000Z', superseded_by: london.id });
      // A closed triple is not closed again.
      const rome = lives('Rome', null, { created_at: '2026-07-01T00:00:00.000Z' });
      expect((await store.insert([rome], functional)).closed).toEqual([{ id: london.id, valid_to: '2026-07-01T00:00:00.000Z', superseded_by: rome.id }]);
    });

    it('updates valid_from/valid_to like the other fields', async () => {
      const t = triple();
      await store.insert([t]);
      const updated = await store.update('acc-a', t.id, { valid_from: '1903-01-01T00:00:00.000Z', valid_to: '1906-01-01T00:00:00.000Z' }, at());
      expect(updated).toMatchObject({ valid_from: '1903-01-01T00:00:00.000Z', valid_to: '1906-01-01T00:00:00.000Z', subject: t.subject });
      expect(await store.update('acc-a', t.id, { valid_to: null }, at())).toMatchObject({ valid_from: '1903-01-01T00:00:00.000Z', valid_to: null });
    });

    it('lists an entity’s facts as subject or object, closed ones too, newest first by when they became valid, readable ones only', async () => {
      const born = triple({ predicate: 'born_in', object: 'Warsaw', valid_from: '1867-11-07T00:00:00.000Z', created_at: '2026-03-01T00:00:00.000Z' });
      const undated = triple({ predicate: 'won', object: 'Nobel', object_entity_id: 'e-nobel', created_at: '2026-02-01T00:00:00.000Z' });
      const object = triple({ subject: 'Pierre', subject_entity_id: 'e-pierre', predicate: 'married', object_entity_id: 'e-curie', valid_from: '1895-07-26T00:00:00.000Z' });
      const closed = triple({ predicate: 'lives_in', object: 'Paris', valid_from: '1891-01-01T00:00:00.000Z', valid_to: '1934-07-04T00:00:00.000Z' });
      const foreign = triple({ account_id: 'acc-b', index_id: 'idx-pub', predicate: 'studied', valid_from: '1890-01-01T00:00:00.000Z' });
      const hidden = triple({ account_id: 'acc-b', index_id: 'idx-private' });
      const unrelated = triple({ subject_entity_id: 'e-other', object_entity_id: 'e-else' });
      await store.insert([born, undated, object, closed, foreign, hidden, unrelated]);
      const ids = (list: TripleRecord[]) => list.map((t) => t.id);
      expect(ids(await store.entityFacts('acc-a', 'e-curie', { readableIndexIds: [] }, 10))).toEqual([undated.id, object.id, closed.id, born.id]);
      expect(ids(await store.entityFacts('acc-a', 'e-curie', { readableIndexIds: ['idx-pub'] }, 10))).toEqual([undated.id, object.id, closed.id, foreign.id, born.id]);
      expect(ids(await store.entityFacts('acc-a', 'e-curie', { readableIndexIds: [] }, 2))).toEqual([undated.id, object.id]);
      expect(await store.entityFacts('acc-a', 'e-curie', { readableIndexIds: [] }, 10)).toContainEqual(closed);
    });
  });

  it('updates and deletes only own triples', async () => {
    const t = triple();
    await store.insert([t]);
    expect(await store.update('acc-b', t.id, { predicate: 'x' }, at())).toBeNull();
    expect(await store.update('acc-a', t.id, { predicate: 'lived_in', confidence: 0.5 }, '2030-01-01T00:00:00.000Z')).toMatchObject({
      predicate: 'lived_in', confidence: 0.5, subject: 'Marie Curie', updated_at: '2030-01-01T00:00:00.000Z',
    });
    expect(await store.delete('acc-b', [t.id])).toBe(0);
    expect(await store.delete('acc-a', [t.id, 'missing'])).toBe(1);
  });

  it('applies concurrent partial updates of one triple without losing either', async () => {
    const t = triple();
    await store.insert([t]);
    await Promise.all([
      store.update('acc-a', t.id, { predicate: 'lived_in' }, at()),
      store.update('acc-a', t.id, { object: 'Paris', object_entity_id: 'e-paris' }, at()),
      store.update('acc-a', t.id, { confidence: 0.25 }, at()),
    ]);
    expect(await store.getOwn('acc-a', t.id)).toMatchObject({ predicate: 'lived_in', object: 'Paris', object_entity_id: 'e-paris', confidence: 0.25 });
  });

  it('deletes by entity as subject or object, and by index', async () => {
    await store.insert([triple(), triple({ subject_entity_id: 'e-x', object_entity_id: 'e-curie' }), triple({ subject_entity_id: 'e-y', object_entity_id: null }), triple({ index_id: 'idx-b', subject_entity_id: 'e-z', object_entity_id: null })]);
    expect(await store.deleteByEntities('acc-a', ['e-curie'])).toBe(2);
    expect(await store.deleteInIndex('acc-a', 'idx-b')).toBe(1);
    expect((await store.query('acc-a', base)).map((t) => t.subject_entity_id)).toEqual(['e-y']);
  });

  it('names an entity by the texts its triples were written with, and re-points only those written with given texts', async () => {
    const curie = triple({ subject: 'Marie Curie' });
    const sklodowska = triple({ subject: 'Maria Sklodowska', predicate: 'studied_in' });
    const asObject = triple({ subject: 'Pierre Curie', subject_entity_id: 'e-pierre', predicate: 'married', object: 'Maria Sklodowska', object_entity_id: 'e-curie' });
    const elsewhere = triple({ subject: 'Maria Sklodowska', index_id: 'idx-b' });
    const otherAccount = triple({ account_id: 'acc-b', subject: 'Maria Sklodowska' });
    await store.insert([curie, sklodowska, asObject, elsewhere, otherAccount]);
    expect((await store.entityNames('acc-a', 'idx-a', 'e-curie')).sort()).toEqual(['Maria Sklodowska', 'Marie Curie']);
    expect(await store.entityNames('acc-a', 'idx-a', 'e-nobody')).toEqual([]);

    expect(await store.repointNames('acc-a', 'idx-a', 'e-curie', 'e-maria', ['Maria Sklodowska'])).toBe(2);
    const pointing = async (entity: string) =>
      [...(await store.query('acc-a', { ...base, subject_entity_id: entity })), ...(await store.query('acc-a', { ...base, object_entity_id: entity }))]
        .map((t) => t.id)
        .sort();
    expect(await pointing('e-maria')).toEqual([sklodowska.id, asObject.id].sort());
    expect(await pointing('e-curie')).toEqual([curie.id, elsewhere.id].sort());
    // Another account's triples with the same text and entity id are not touched.
    expect((await store.query('acc-b', base))[0]?.subject_entity_id).toBe('e-curie');
    expect(await store.repointNames('acc-a', 'idx-a', 'e-curie', 'e-maria', [])).toBe(0);
  });

  it('re-points entities and moves indexes', async () => {
    await store.insert([triple(), triple({ subject_entity_id: 'e-warsaw', object_entity_id: 'e-curie' })]);
    expect(await store.repointEntity('acc-a', 'e-curie', 'e-marie')).toBe(2);
    expect((await store.query('acc-a', { ...base, subject_entity_id: 'e-marie' })).length).toBe(1);
    expect((await store.query('acc-a', { ...base, object_entity_id: 'e-marie' })).length).toBe(1);
    expect(await store.moveIndex('acc-a', 'idx-a', 'idx-default')).toBe(2);
    expect((await store.query('acc-a', { ...base, index_id: 'idx-default' })).length).toBe(2);
  });

  it('keeps graphs with exact triple counts; deleting one keeps or removes its triples', async () => {
    const kept = graph({ name: 'Kept' });
    const dropped = graph({ name: 'Dropped', description: 'temporary' });
    await store.createGraph(kept);
    await store.createGraph(dropped);
    await store.insert([triple({ graph_id: kept.id }), triple({ graph_id: kept.id }), triple({ graph_id: dropped.id })]);
    expect(await store.getGraph('acc-a', kept.id)).toEqual({ ...kept, triple_count: 2 });
    expect(await store.getGraph('acc-b', kept.id)).toBeNull();
    expect((await store.listGraphs('acc-a', { offset: 0, limit: 10 })).map((g) => g.name)).toEqual(['Dropped', 'Kept']);
    expect((await store.listGraphs('acc-a', { search: 'TEMP', offset: 0, limit: 10 })).map((g) => g.name)).toEqual(['Dropped']);
    expect(await store.updateGraph('acc-a', kept.id, { description: 'now described', metadata: { a: 1 } }, at())).toMatchObject({
      name: 'Kept', description: 'now described', metadata: { a: 1 }, triple_count: 2,
    });
    expect(await store.deleteGraph('acc-a', kept.id, false)).toEqual({ deleted_triples: 0 });
    expect((await store.query('acc-a', base)).filter((t) => t.graph_id === null)).toHaveLength(2);
    expect(await store.deleteGraph('acc-a', dropped.id, true)).toEqual({ deleted_triples: 1 });
    expect(await store.query('acc-a', base)).toHaveLength(2);
    expect(await store.deleteGraph('acc-a', dropped.id, true)).toBeNull();
  });

  it('exports an index page by page, oldest first, each triple once, the last page without a next position', async () => {
    const stored = Array.from({ length: 5 }, () => triple());
    await store.insert([...stored, triple({ index_id: 'idx-b' }), triple({ account_id: 'acc-b', index_id: 'idx-c' })]);
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await store.exportPage({ index_id: 'idx-a' }, after, 2);
      expect(page.triples.length).toBeLessThanOrEqual(2);
      seen.push(...page.triples.map((t) => t.id));
      after = page.next ?? undefined;
      pages += 1;
    } while (after !== undefined && pages < 10);
    expect(seen).toEqual(stored.map((t) => t.id));
    expect((await store.exportPage({ index_id: 'idx-a' }, undefined, 10)).triples[0]).toEqual(stored[0]);
    expect(await store.exportPage({ index_id: 'idx-a' }, undefined, 10)).toMatchObject({ next: null });
  });

  it('exports one graph of an index, or the triples valid at an instant', async () => {
    const g = graph();
    await store.createGraph(g);
    const inGraph = triple({ graph_id: g.id, valid_from: '2000-01-01T00:00:00.000Z' });
    const outside = triple({ valid_to: '1990-01-01T00:00:00.000Z' });
    await store.insert([inGraph, outside]);
    expect((await store.exportPage({ index_id: 'idx-a', graph_id: g.id }, undefined, 10)).triples.map((t) => t.id)).toEqual([inGraph.id]);
    const at2001 = await store.exportPage({ index_id: 'idx-a', valid_at: '2001-01-01T00:00:00.000Z' }, undefined, 10);
    expect(at2001.triples.map((t) => t.id)).toEqual([inGraph.id]);
    await expect(store.exportPage({ index_id: 'idx-a' }, 'not a position', 10)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
}
