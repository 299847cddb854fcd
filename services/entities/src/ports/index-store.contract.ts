import type { IndexRecord, IndexStore } from './index-store';
import type { EntitiesStorage } from './storage';

let sequence = 0;
function record(overrides: Partial<IndexRecord> = {}): IndexRecord {
  sequence += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    account_id: 'acc-a',
    name: `index ${sequence}`,
    description: '',
    is_public: false,
    preferred_predicates: [], functional_predicates: [],
    rules: '',
    is_default: false,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** Behaviour every IndexStore adapter must have. `open` returns fresh, empty storage. */
export function indexStoreContract(open: () => Promise<EntitiesStorage>): void {
  let storage: EntitiesStorage;
  let store: IndexStore;
  beforeEach(async () => {
    storage = await open();
    store = storage.indexes;
  });
  afterEach(() => storage.close());

  it('returns what was created, with an item count', async () => {
    const created = record({ preferred_predicates: ['born_in', 'works_at'], functional_predicates: ['lives_in'], rules: 'be terse', description: 'People' });
    await store.create(created);
    expect(await store.get('acc-a', created.id)).toEqual({ ...created, item_count: 0 });
    expect(await store.getRecord('acc-a', created.id)).toEqual(created);
    expect(await store.getRecord('acc-b', created.id)).toBeNull();
  });

  it('returns null for an unknown id', async () => {
    expect(await store.get('acc-a', '00000000-0000-4000-8000-999999999999')).toBeNull();
  });

  it('keeps one default index per account, even when ensured concurrently', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => store.ensureDefault('acc-a', record({ name: 'default', is_default: true }))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const other = await store.ensureDefault('acc-b', record({ name: 'default', account_id: 'acc-b' }));
    expect(other.id).not.toBe(results[0]!.id);
    expect(other.account_id).toBe('acc-b');
  });

  it('lists newest first with stable offset paging', async () => {
    const created = [record(), record(), record(), record(), record()];
    for (const r of created) await store.create(r);
    const newestFirst = created.map((r) => r.id).reverse();
    const page1 = await store.list('acc-a', { offset: 0, limit: 2 });
    const page2 = await store.list('acc-a', { offset: 2, limit: 2 });
    const page3 = await store.list('acc-a', { offset: 4, limit: 2 });
    expect([...page1, ...page2, ...page3].map((r) => r.id)).toEqual(newestFirst);
  });

  it('searches name and description, case-insensitively and literally', async () => {
    await store.create(record({ name: 'Physicists' }));
    await store.create(record({ name: 'Other', description: 'famous PHYSICS people' }));
    await store.create(record({ name: '100% literal' }));
    await store.create(record({ name: 'Chemists' }));
    const names = async (search: string) => (await store.list('acc-a', { search, offset: 0, limit: 10 })).map((r) => r.name).sort();
    expect(await names('physic')).toEqual(['Other', 'Physicists']);
    expect(await names('0%')).toEqual(['100% literal']);
    expect(await names('.*')).toEqual([]);
  });

  it('shows another account only its public indexes, and lets it change none', async () => {
    const privateOne = record({ name: 'private' });
    const publicOne = record({ name: 'public', is_public: true });
    await store.create(privateOne);
    await store.create(publicOne);
    expect((await store.list('acc-b', { offset: 0, limit: 10 })).map((r) => r.name)).toEqual(['public']);
    expect(await store.get('acc-b', privateOne.id)).toBeNull();
    expect((await store.get('acc-b', publicOne.id))?.name).toBe('public');
    expect(await store.update('acc-b', publicOne.id, { name: 'hijacked' }, 'now')).toBeNull();
    expect(await store.delete('acc-b', publicOne.id, { deleteEntities: true })).toBeNull();
    expect((await store.get('acc-a', publicOne.id))?.name).toBe('public');
  });

  it('applies partial updates and leaves other fields alone', async () => {
    const created = record({ description: 'keep me', preferred_predicates: ['a'] });
    await store.create(created);
    const updated = await store.update('acc-a', created.id, { is_public: true, rules: 'new rules' }, '2030-01-01T00:00:00.000Z');
    expect(updated).toMatchObject({
      name: created.name,
      description: 'keep me',
      preferred_predicates: ['a'],
      is_public: true,
      rules: 'new rules',
      created_at: created.created_at,
      updated_at: '2030-01-01T00:00:00.000Z',
    });
  });

  it('replaces functional predicates on update and keeps them through other updates', async () => {
    const created = record({ functional_predicates: ['lives_in'] });
    await store.create(created);
    expect(await store.update('acc-a', created.id, { functional_predicates: ['ceo', 'lives_in'] }, '2030-01-01T00:00:00.000Z')).toMatchObject({
      functional_predicates: ['ceo', 'lives_in'],
    });
    await store.update('acc-a', created.id, { name: 'renamed' }, '2030-01-02T00:00:00.000Z');
    expect((await store.getRecord('acc-a', created.id))?.functional_predicates).toEqual(['ceo', 'lives_in']);
  });

  it('deletes an owned index', async () => {
    const target = record();
    const fallback = record({ name: 'default', is_default: true });
    await store.create(fallback);
    await store.create(target);
    expect(await store.delete('acc-a', target.id, { moveTo: fallback.id })).toEqual({ deleted_entities: 0, moved_entities: 0, merged: [] });
    expect(await store.get('acc-a', target.id)).toBeNull();
    expect(await store.delete('acc-a', target.id, { deleteEntities: true })).toBeNull();
  });
}
