import { normalize } from './embedder';
import type { Kind, VectorDoc, VectorStore, Visibility } from './vector-store';

export const CONTRACT_DIMENSIONS = 8;

/** Deterministic unit vectors: the same seed gives the same direction; nearby seeds are not near each other. */
export function vectorFor(seed: number): Float32Array {
  const v = new Float32Array(CONTRACT_DIMENSIONS);
  let x = seed * 9301 + 49297;
  for (let i = 0; i < v.length; i++) {
    x = (x * 9301 + 49297) % 233280;
    v[i] = x / 233280 - 0.5;
  }
  return normalize(v);
}

export function doc(overrides: Partial<VectorDoc> & { id: string }, seed = 1): VectorDoc {
  return {
    kind: 'entity', account_id: 'acc-a', index_id: 'idx-a', version: 1, name_key: '', text: overrides.id,
    payload: JSON.stringify({ id: overrides.id }), vector: vectorFor(seed), ...overrides,
  };
}

const own = { accountId: 'acc-a', publicIndexIds: [] };
const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

/** Behaviour every VectorStore adapter must have. `open` returns an empty store of CONTRACT_DIMENSIONS. */
export function vectorStoreContract(open: () => Promise<VectorStore>): void {
  let store: VectorStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it('finds the nearest documents of a kind, best first, with cosine scores', async () => {
    await store.upsert([doc({ id: 'e1' }, 1), doc({ id: 'e2' }, 2), doc({ id: 'e3' }, 3), doc({ id: 't1', kind: 'triple' }, 1)]);
    const hits = await store.search('entity', vectorFor(2), own, 2);
    expect(hits[0]).toMatchObject({ id: 'e2', kind: 'entity', text: 'e2', payload: JSON.stringify({ id: 'e2' }), index_id: 'idx-a' });
    expect(hits[0]!.score).toBeCloseTo(1, 3);
    expect(hits).toHaveLength(2);
    expect(hits[1]!.score).toBeLessThanOrEqual(hits[0]!.score);
    expect(ids(await store.search('triple', vectorFor(2), own, 5))).toEqual(['t1']);
    expect(await store.counts()).toEqual({ entity: 3, triple: 1, graph: 0 });
  });

  it('reads the payloads of the hits it returned, in the order asked, the latest version of each', async () => {
    await store.upsert([doc({ id: 'e1' }, 1), doc({ id: 'e2', name_key: 'two' }, 2), doc({ id: 'e3' }, 3)]);
    await store.upsert([doc({ id: 'e3', version: 2, payload: JSON.stringify({ id: 'e3', v: 2 }) }, 3)]);
    const hits = await store.search('entity', vectorFor(2), own, 3);
    const named = await store.byName('entity', ['two'], vectorFor(2), own, 5);
    const asked = [hits[2]!, named[0]!, hits[0]!, hits[1]!];
    expect(await store.payloads(asked)).toEqual(asked.map((hit) => hit.payload));
    expect(await store.payloads(asked)).toEqual(asked.map((hit) => (hit.id === 'e3' ? JSON.stringify({ id: 'e3', v: 2 }) : JSON.stringify({ id: hit.id }))));
    expect(await store.payloads([])).toEqual([]);
  });

  it('keeps the newest version: an older event never replaces a newer state', async () => {
    await store.upsert([doc({ id: 'e1', version: 5, text: 'five' })]);
    expect(await store.upsert([doc({ id: 'e1', version: 4, text: 'four' })])).toBe(0);
    expect((await store.search('entity', vectorFor(1), own, 1))[0]!.text).toBe('five');
    expect(await store.upsert([doc({ id: 'e1', version: 6, text: 'six' }, 9)])).toBe(1);
    const [hit] = await store.search('entity', vectorFor(9), own, 1);
    expect(hit).toMatchObject({ id: 'e1', text: 'six' });
    expect(hit!.score).toBeCloseTo(1, 3);
    expect((await store.counts()).entity).toBe(1);
  });

  it('removes documents and keeps them out against older upserts that arrive later', async () => {
    await store.upsert([doc({ id: 'e1', version: 1 }), doc({ id: 'e2', version: 2 }, 2)]);
    await store.remove([{ id: 'e1', kind: 'entity', version: 3 }]);
    expect(ids(await store.search('entity', vectorFor(1), own, 10))).toEqual(['e2']);
    expect(await store.upsert([doc({ id: 'e1', version: 2 })])).toBe(0);
    expect(ids(await store.search('entity', vectorFor(1), own, 10))).toEqual(['e2']);
    expect(await store.upsert([doc({ id: 'e1', version: 4 })])).toBe(1);
    expect(ids(await store.search('entity', vectorFor(1), own, 10))).toContain('e1');
  });

  it('shows an account its own documents, others’ only in public indexes, graphs never; index_id narrows', async () => {
    await store.upsert([
      doc({ id: 'mine', index_id: 'idx-a' }, 1),
      doc({ id: 'mine-2', index_id: 'idx-a2' }, 1),
      doc({ id: 'theirs', account_id: 'acc-b', index_id: 'idx-b' }, 1),
      doc({ id: 'open', account_id: 'acc-b', index_id: 'idx-open' }, 1),
      doc({ id: 'their-graph', kind: 'graph', account_id: 'acc-b', index_id: 'idx-open' }, 1),
    ]);
    await store.putIndex({ id: 'idx-open', account_id: 'acc-b', name: 'Open', is_public: true, version: 1 });
    await store.putIndex({ id: 'idx-b', account_id: 'acc-b', name: 'Closed', is_public: false, version: 1 });
    const publicIndexIds = await store.publicIndexIds();
    expect(publicIndexIds).toEqual(['idx-open']);
    expect(ids(await store.search('entity', vectorFor(1), { accountId: 'acc-a', publicIndexIds }, 10)).sort()).toEqual(['mine', 'mine-2', 'open']);
    expect(ids(await store.search('entity', vectorFor(1), { accountId: 'acc-a', publicIndexIds, indexId: 'idx-a2' }, 10))).toEqual(['mine-2']);
    expect(ids(await store.search('graph', vectorFor(1), { accountId: 'acc-a', publicIndexIds }, 10))).toEqual([]);
    expect(ids(await store.search('graph', vectorFor(1), { accountId: 'acc-b', publicIndexIds }, 10))).toEqual(['their-graph']);
    // An index that stops being public stops being visible; an older index event changes nothing.
    await store.putIndex({ id: 'idx-open', account_id: 'acc-b', name: 'Open', is_public: false, version: 3 });
    await store.putIndex({ id: 'idx-open', account_id: 'acc-b', name: 'Open', is_public: true, version: 2 });
    expect(await store.publicIndexIds()).toEqual([]);
    expect((await store.indexes(['idx-open', 'nope'])).get('idx-open')).toMatchObject({ name: 'Open', is_public: false });
    await store.removeIndex('idx-open', 4);
    expect((await store.indexes(['idx-open'])).size).toBe(0);
  });

  it('finds visible documents of a kind by exact normalised name, scored against the query', async () => {
    await store.upsert([
      doc({ id: 'curie', name_key: 'marie curie' }, 1),
      doc({ id: 'other-curie', account_id: 'acc-b', index_id: 'idx-b', name_key: 'marie curie' }, 1),
      doc({ id: 'pierre', name_key: 'pierre curie' }, 2),
      doc({ id: 'curie-born', kind: 'triple', name_key: 'marie curie' }, 3),
    ]);
    const hits = await store.byName('entity', ['marie curie'], vectorFor(1), own, 10);
    expect(ids(hits)).toEqual(['curie']);
    expect(hits[0]!.score).toBeCloseTo(1, 3);
    expect(ids(await store.byName('entity', ['marie curie', 'pierre curie', ''], vectorFor(1), own, 10)).sort()).toEqual(['curie', 'pierre']);
    expect(ids(await store.byName('triple', ['marie curie'], vectorFor(1), own, 10))).toEqual(['curie-born']);
    // A name that two documents share is found while either has it; a renamed one under its new name only.
    await store.upsert([doc({ id: 'curie-2', name_key: 'marie curie' }, 4), doc({ id: 'pierre', name_key: 'pierre c', version: 2 }, 2)]);
    await store.remove([{ id: 'curie', kind: 'entity', version: 2 }]);
    expect(ids(await store.byName('entity', ['marie curie'], vectorFor(1), own, 10))).toEqual(['curie-2']);
    expect(ids(await store.byName('entity', ['pierre curie'], vectorFor(1), own, 10))).toEqual([]);
    expect(ids(await store.byName('entity', ['pierre c'], vectorFor(1), own, 10))).toEqual(['pierre']);
    await store.remove([{ id: 'curie-2', kind: 'entity', version: 2 }]);
    expect(ids(await store.byName('entity', ['marie curie'], vectorFor(1), own, 10))).toEqual([]);
  });

  it('counts the visible triples that reference each entity, following changes and deletes', async () => {
    const triple = (id: string, entityIds: string[], extra: Partial<VectorDoc> = {}) => doc({ id, kind: 'triple', entity_ids: entityIds, ...extra });
    await store.upsert([
      triple('t1', ['curie', 'warsaw']),
      triple('t2', ['curie']),
      // Subject and object both: one triple.
      triple('t3', ['curie', 'curie']),
      triple('t4', ['warsaw'], { index_id: 'idx-a2' }),
      triple('theirs', ['curie'], { account_id: 'acc-b', index_id: 'idx-b' }),
      triple('open', ['paris'], { account_id: 'acc-b', index_id: 'idx-open' }),
      doc({ id: 'curie', entity_ids: [] }),
    ]);
    const count = async (entityIds: string[], visibility: Visibility = own) => Object.fromEntries(await store.tripleCounts(entityIds, visibility));
    expect(await count(['curie', 'warsaw', 'paris', 'nobody'])).toEqual({ curie: 3, warsaw: 2, paris: 0, nobody: 0 });
    expect(await count(['paris'], { accountId: 'acc-a', publicIndexIds: ['idx-open'] })).toEqual({ paris: 1 });
    expect(await count(['warsaw'], { accountId: 'acc-a', publicIndexIds: [], indexId: 'idx-a2' })).toEqual({ warsaw: 1 });
    expect(await count(['curie'], { accountId: 'acc-b', publicIndexIds: [] })).toEqual({ curie: 1 });
    // A newer version that no longer names the entity, and a delete, both stop counting.
    await store.upsert([triple('t1', ['warsaw'], { version: 2 })]);
    await store.remove([{ id: 't2', kind: 'triple', version: 2 }]);
    expect(await count(['curie', 'warsaw'])).toEqual({ curie: 1, warsaw: 2 });
    // A triple moved to another index counts there only.
    await store.upsert([triple('t4', ['warsaw'], { index_id: 'idx-a', version: 2 })]);
    expect(await count(['warsaw'], { accountId: 'acc-a', publicIndexIds: [], indexId: 'idx-a2' })).toEqual({ warsaw: 0 });
    expect(await count(['warsaw'], { accountId: 'acc-a', publicIndexIds: [], indexId: 'idx-a' })).toEqual({ warsaw: 2 });
    await store.clear();
    expect(await count(['curie'])).toEqual({ curie: 0 });
  });

  it('remembers the embedding model and forgets everything on clear', async () => {
    expect(await store.model()).toBe('');
    await store.setModel('local:test');
    expect(await store.model()).toBe('local:test');
    await store.upsert([doc({ id: 'e1' })]);
    await store.putIndex({ id: 'idx-a', account_id: 'acc-a', name: 'A', is_public: true, version: 1 });
    await store.clear();
    expect(await store.counts()).toEqual({ entity: 0, triple: 0, graph: 0 } satisfies Record<Kind, number>);
    expect(await store.search('entity', vectorFor(1), own, 10)).toEqual([]);
    expect(await store.publicIndexIds()).toEqual([]);
  });
}
