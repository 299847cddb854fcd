import type { EntityRecord, EntityStore } from './entity-store';
import type { IndexRecord } from './index-store';
import type { EntitiesStorage } from './storage';

let sequence = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`;
const at = () => new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString();

function index(accountId: string, overrides: Partial<IndexRecord> = {}): IndexRecord {
  return {
    id: uuid(), account_id: accountId, name: `index ${sequence}`, description: '', is_public: false, preferred_predicates: [], functional_predicates: [],
    rules: '', is_default: false, created_at: at(), updated_at: at(), ...overrides,
  };
}

function entity(indexRecord: IndexRecord, name: string, key: string, overrides: Partial<EntityRecord> = {}): EntityRecord {
  return {
    id: uuid(), account_id: indexRecord.account_id, index_id: indexRecord.id, name, name_key: key, description: '',
    avatar_url: '', parent_entity_id: null, created_at: at(), updated_at: at(), ...overrides,
  };
}

/** Behaviour every EntityStore adapter must have. `open` returns fresh, empty storage. */
export function entityStoreContract(open: () => Promise<EntitiesStorage>): void {
  let storage: EntitiesStorage;
  let store: EntityStore;
  let mine: IndexRecord;
  beforeEach(async () => {
    storage = await open();
    store = storage.entities;
    mine = index('acc-a', { name: 'People' });
    await storage.indexes.create(mine);
  });
  afterEach(() => storage.close());

  it('inserts new names and keeps the first holder of a taken key', async () => {
    const first = entity(mine, 'Marie Curie', 'marie curie');
    const again = entity(mine, 'MARIE CURIE', 'marie curie');
    const holders = await store.insertIfAbsent([first, again]);
    expect(holders.get('marie curie')?.id).toBe(first.id);
    expect((await store.insertIfAbsent([entity(mine, 'marie curie', 'marie curie')])).get('marie curie')?.id).toBe(first.id);
  });

  it('returns an entity with its index name', async () => {
    const e = entity(mine, 'Ada Lovelace', 'ada lovelace', { description: 'mathematician' });
    await store.insertIfAbsent([e]);
    expect(await store.get('acc-a', e.id)).toEqual({ ...e, index_name: 'People' });
    expect(await store.get('acc-b', e.id)).toBeNull();
  });

  it('finds by name key and by remembered alias, within one index only', async () => {
    const e = entity(mine, 'Marie Curie', 'marie curie');
    await store.insertIfAbsent([e]);
    await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'marie currie', entity_id: e.id }]);
    await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'marie currie', entity_id: e.id }]);
    const found = await store.findByKeys('acc-a', mine.id, ['marie curie', 'marie currie', 'pierre curie']);
    expect([...found.keys()].sort()).toEqual(['marie curie', 'marie currie']);
    expect(found.get('marie currie')?.id).toBe(e.id);
    const other = index('acc-a');
    await storage.indexes.create(other);
    expect((await store.findByKeys('acc-a', other.id, ['marie curie'])).size).toBe(0);
  });

  it('offers trigram candidates for a misspelt name', async () => {
    await store.insertIfAbsent([entity(mine, 'Marie Curie', 'marie curie'), entity(mine, 'Isaac Newton', 'isaac newton')]);
    const candidates = await store.candidates('acc-a', mine.id, ['marie currie'], 5);
    expect(candidates.get('marie currie')?.[0]?.name).toBe('Marie Curie');
  });

  it('lists newest first, by index, by exact key and by trigram search', async () => {
    const other = index('acc-a', { name: 'Places' });
    await storage.indexes.create(other);
    const a = entity(mine, 'Marie Curie', 'marie curie');
    const b = entity(mine, 'Pierre Curie', 'pierre curie', { description: 'physicist' });
    const c = entity(other, 'Warsaw', 'warsaw');
    await store.insertIfAbsent([a, b, c]);
    expect((await store.list('acc-a', { offset: 0, limit: 10 })).map((e) => e.name)).toEqual(['Warsaw', 'Pierre Curie', 'Marie Curie']);
    expect((await store.list('acc-a', { indexId: mine.id, offset: 1, limit: 10 })).map((e) => e.name)).toEqual(['Marie Curie']);
    expect((await store.list('acc-a', { nameKey: 'warsaw', offset: 0, limit: 10 })).map((e) => e.id)).toEqual([c.id]);
    const searched = (await store.list('acc-a', { search: 'Currie', offset: 0, limit: 10 })).map((e) => e.name);
    expect(searched).toEqual(expect.arrayContaining(['Marie Curie', 'Pierre Curie']));
    expect(searched).not.toContain('Warsaw');
  });

  it('shows entities of public indexes to other accounts, and only those', async () => {
    const open = index('acc-a', { is_public: true });
    await storage.indexes.create(open);
    const shared = entity(open, 'Shared', 'shared');
    const hidden = entity(mine, 'Hidden', 'hidden');
    await store.insertIfAbsent([shared, hidden]);
    expect((await store.list('acc-b', { offset: 0, limit: 10 })).map((e) => e.name)).toEqual(['Shared']);
    expect((await store.getMany('acc-b', [shared.id, hidden.id])).map((e) => e.id)).toEqual([shared.id]);
    expect(await store.update('acc-b', shared.id, { description: 'x' }, at())).toBeNull();
    expect(await store.delete('acc-b', shared.id)).toBe(false);
  });

  it('updates own entities partially', async () => {
    const e = entity(mine, 'Old', 'old', { description: 'keep' });
    await store.insertIfAbsent([e]);
    const updated = await store.update('acc-a', e.id, { name: 'New', name_key: 'new' }, '2030-01-01T00:00:00.000Z');
    expect(updated).toMatchObject({ name: 'New', name_key: 'new', description: 'keep', updated_at: '2030-01-01T00:00:00.000Z' });
    expect((await store.findByKeys('acc-a', mine.id, ['new'])).get('new')?.id).toBe(e.id);
    expect((await store.list('acc-a', { search: 'New', offset: 0, limit: 5 })).map((x) => x.id)).toEqual([e.id]);
  });

  it('refuses to rename an entity to a name its index already holds, as a Conflict', async () => {
    await store.insertIfAbsent([entity(mine, 'Taken', 'taken'), entity(mine, 'Free', 'free')]);
    const free = (await store.findByKeys('acc-a', mine.id, ['free'])).get('free')!;
    await expect(store.update('acc-a', free.id, { name: 'TAKEN', name_key: 'taken' }, at())).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('deletes an entity with its aliases and detaches its children', async () => {
    const parent = entity(mine, 'Parent', 'parent');
    const child = entity(mine, 'Child', 'child', { parent_entity_id: parent.id });
    await store.insertIfAbsent([parent, child]);
    await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'the parent', entity_id: parent.id }]);
    expect(await store.ancestors('acc-a', child.id, 10)).toEqual([parent.id]);
    expect(await store.delete('acc-a', parent.id)).toBe(true);
    expect(await store.get('acc-a', parent.id)).toBeNull();
    expect((await store.findByKeys('acc-a', mine.id, ['the parent'])).size).toBe(0);
    expect((await store.get('acc-a', child.id))?.parent_entity_id).toBeNull();
    expect(await store.delete('acc-a', parent.id)).toBe(false);
  });

  it('moves entities to another index on index delete, merging names the target already holds', async () => {
    const target = index('acc-a', { name: 'default', is_default: true });
    await storage.indexes.create(target);
    const kept = entity(target, 'Marie Curie', 'marie curie');
    const duplicate = entity(mine, 'Marie Curie', 'marie curie');
    const moved = entity(mine, 'Warsaw', 'warsaw');
    await store.insertIfAbsent([kept, duplicate, moved]);
    const outcome = await storage.indexes.delete('acc-a', mine.id, { moveTo: target.id });
    expect(outcome).toEqual({ deleted_entities: 0, moved_entities: 2, merged: [{ from_entity_id: duplicate.id, to_entity_id: kept.id }] });
    expect((await store.get('acc-a', moved.id))?.index_id).toBe(target.id);
    expect(await store.get('acc-a', duplicate.id)).toBeNull();
    expect((await storage.indexes.get('acc-a', target.id))?.item_count).toBe(2);
  });

  it('deletes an index with its entities when asked', async () => {
    await store.insertIfAbsent([entity(mine, 'One', 'one')]);
    expect(await storage.indexes.delete('acc-a', mine.id, { deleteEntities: true })).toMatchObject({ deleted_entities: 1 });
    expect(await store.list('acc-a', { offset: 0, limit: 10 })).toEqual([]);
  });

  it('absorbs a duplicate: aliases, children and its name pass to the survivor', async () => {
    const keep = entity(mine, 'Marie Curie', 'marie curie');
    const dup = entity(mine, 'M. Sklodowska', 'm sklodowska');
    const child = entity(mine, 'Child', 'child', { parent_entity_id: dup.id });
    await store.insertIfAbsent([keep, dup, child]);
    await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'maria sklodowska', entity_id: dup.id }]);
    await store.absorb('acc-a', dup.id, keep.id);
    expect(await store.get('acc-a', dup.id)).toBeNull();
    const found = await store.findByKeys('acc-a', mine.id, ['m sklodowska', 'maria sklodowska']);
    expect([...found.values()].map((e) => e.id)).toEqual([keep.id, keep.id]);
    expect((await store.get('acc-a', child.id))?.parent_entity_id).toBe(keep.id);
  });

  it('records a merge as an event of the survivor, which also takes over the events of the entity it absorbs', async () => {
    const keep = entity(mine, 'Marie Curie', 'marie curie');
    const dup = entity(mine, 'Maria Sklodowska', 'maria sklodowska');
    const older = entity(mine, 'M. Curie', 'm curie');
    await store.insertIfAbsent([keep, dup, older]);
    expect(await store.events(keep.id, 10)).toEqual([]);
    await store.absorb('acc-a', older.id, dup.id, '2026-03-01T00:00:00.000Z');
    await store.absorb('acc-a', dup.id, keep.id, '2026-04-01T00:00:00.000Z');
    expect(await store.events(keep.id, 10)).toEqual([
      { kind: 'merged_from', entity_id: keep.id, other_entity_id: dup.id, name: 'Maria Sklodowska', at: '2026-04-01T00:00:00.000Z' },
      { kind: 'merged_from', entity_id: keep.id, other_entity_id: older.id, name: 'M. Curie', at: '2026-03-01T00:00:00.000Z' },
    ]);
    expect(await store.events(keep.id, 1)).toHaveLength(1);
    expect(await store.events(dup.id, 10)).toEqual([]);
    // An entity that is not the account's own is not absorbed, and nothing is recorded.
    await store.absorb('acc-b', keep.id, dup.id, '2026-05-01T00:00:00.000Z');
    expect(await store.events(dup.id, 10)).toEqual([]);
  });

  it('keeps a merged-away name as a fuzzy candidate of the survivor, in its index only, until the survivor goes', async () => {
    const keep = entity(mine, 'Marie Curie', 'marie curie');
    const dup = entity(mine, 'Maria Sklodowska', 'maria sklodowska');
    const bystander = entity(mine, 'Isaac Newton', 'isaac newton');
    await store.insertIfAbsent([keep, dup, bystander]);
    await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'marie currie', entity_id: keep.id }]);
    await store.absorb('acc-a', dup.id, keep.id);
    const named = (list: { name: string; entity: EntityRecord }[] | null | undefined) => (list ?? []).map((n) => `${n.name}>${n.entity.id}`).sort();

    const found = await store.candidates('acc-a', mine.id, ['maria sklodowski'], 5);
    expect(named(found.get('maria sklodowski'))).toContain(`Maria Sklodowska>${keep.id}`);
    // Every entry counts towards the bound of what scanIndex hands over: two entities, three names.
    expect(await store.scanIndex('acc-a', mine.id, 2)).toBeNull();
    // Learned spellings (no surface form) are found by their exact key only; every entity under its own name.
    expect(named(await store.scanIndex('acc-a', mine.id, 10))).toEqual(
      [`Isaac Newton>${bystander.id}`, `Maria Sklodowska>${keep.id}`, `Marie Curie>${keep.id}`].sort(),
    );

    const other = index('acc-a');
    await storage.indexes.create(other);
    await store.update('acc-a', keep.id, { index_id: other.id }, at());
    expect(named(await store.scanIndex('acc-a', mine.id, 10))).toEqual([`Isaac Newton>${bystander.id}`]);
    expect(named((await store.candidates('acc-a', mine.id, ['maria sklodowski'], 5)).get('maria sklodowski'))).toEqual([]);
    await store.update('acc-a', keep.id, { index_id: mine.id }, at());
    await store.delete('acc-a', keep.id);
    expect(named((await store.candidates('acc-a', mine.id, ['maria sklodowski'], 5)).get('maria sklodowski'))).toEqual([]);
  });

  it('a merged name follows its entity when its index is deleted into another', async () => {
    const other = index('acc-a');
    await storage.indexes.create(other);
    const keep = entity(mine, 'Marie Curie', 'marie curie');
    const dup = entity(mine, 'Maria Sklodowska', 'maria sklodowska');
    await store.insertIfAbsent([keep, dup]);
    await store.absorb('acc-a', dup.id, keep.id);
    await storage.indexes.delete('acc-a', mine.id, { moveTo: other.id });
    const found = (await store.candidates('acc-a', other.id, ['maria sklodowski'], 5)).get('maria sklodowski') ?? [];
    expect(found.map((n) => [n.name, n.entity.id])).toContainEqual(['Maria Sklodowska', keep.id]);
  });

  it('a merge keeps the merged name even when resolution had learned its key for the survivor', async () => {
    const keep = entity(mine, 'Keep', 'keep');
    const dup = entity(mine, 'Dup Name', 'dup name');
    await store.insertIfAbsent([keep, dup]);
    await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'dup name', entity_id: keep.id }]);
    await store.absorb('acc-a', dup.id, keep.id);
    const found = (await store.candidates('acc-a', mine.id, ['dup nam'], 5)).get('dup nam') ?? [];
    expect(found.map((n) => [n.name, n.entity.id])).toContainEqual(['Dup Name', keep.id]);
  });

  describe('aliases added and removed by hand', () => {
    const change = (n: number, actor = 'key-1') => ({ at: `2026-06-0${n}T00:00:00.000Z`, actor });
    const aliasList = async (id: string) => (await store.aliasesOf(id)).sort((a, b) => (a.alias_key < b.alias_key ? -1 : 1));

    it('lists an entity’s aliases with where each came from', async () => {
      const keep = entity(mine, 'Marie Curie', 'marie curie');
      const dup = entity(mine, 'Maria Sklodowska', 'maria sklodowska');
      await store.insertIfAbsent([keep, dup]);
      await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'marie currie', entity_id: keep.id }]);
      await store.absorb('acc-a', dup.id, keep.id);
      expect(await store.addNamedAliases('acc-a', keep.id, [{ alias_key: 'madame curie', name: 'Madame Curie' }], change(1))).toBe(true);
      expect(await aliasList(keep.id)).toEqual([
        { alias_key: 'madame curie', name: 'Madame Curie', origin: 'added' },
        { alias_key: 'maria sklodowska', name: 'Maria Sklodowska', origin: 'merged' },
        { alias_key: 'marie currie', name: null, origin: 'learned' },
      ]);
    });

    it('makes an added name an exact key and a fuzzy candidate, and a learned key of the entity gains its surface form', async () => {
      const keep = entity(mine, 'Marie Curie', 'marie curie');
      await store.insertIfAbsent([keep]);
      await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'maria sklodowska', entity_id: keep.id }]);
      expect((await store.findByKeys('acc-a', mine.id, ['madame curie'])).size).toBe(0);
      await store.addNamedAliases('acc-a', keep.id, [{ alias_key: 'madame curie', name: 'Madame Curie' }, { alias_key: 'maria sklodowska', name: 'Maria Skłodowska' }], change(1));
      const found = await store.findByKeys('acc-a', mine.id, ['madame curie', 'maria sklodowska']);
      expect([...found.values()].map((h) => h.id)).toEqual([keep.id, keep.id]);
      const fuzzy = (await store.candidates('acc-a', mine.id, ['maria sklodowski'], 5)).get('maria sklodowski') ?? [];
      expect(fuzzy.map((n) => [n.name, n.entity.id])).toContainEqual(['Maria Skłodowska', keep.id]);
      expect((await store.scanIndex('acc-a', mine.id, 10))?.map((n) => n.name).sort()).toEqual(['Madame Curie', 'Maria Skłodowska', 'Marie Curie']);
    });

    it('refuses a key another entity’s alias holds, changing nothing', async () => {
      const a = entity(mine, 'Alpha', 'alpha');
      const b = entity(mine, 'Beta', 'beta');
      await store.insertIfAbsent([a, b]);
      await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'taken', entity_id: b.id }]);
      await expect(store.addNamedAliases('acc-a', a.id, [{ alias_key: 'fresh', name: 'Fresh' }, { alias_key: 'taken', name: 'Taken' }], change(1))).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      expect(await store.aliasesOf(a.id)).toEqual([]);
      expect(await store.events(a.id, 10)).toEqual([]);
      expect((await store.findByKeys('acc-a', mine.id, ['taken'])).get('taken')?.id).toBe(b.id);
    });

    it('removes aliases by key: no longer exact keys nor fuzzy candidates', async () => {
      const keep = entity(mine, 'Marie Curie', 'marie curie');
      await store.insertIfAbsent([keep]);
      await store.addNamedAliases('acc-a', keep.id, [{ alias_key: 'madame curie', name: 'Madame Curie' }], change(1));
      expect((await store.findByKeys('acc-a', mine.id, ['madame curie'])).size).toBe(1);
      expect(await store.removeAliases('acc-a', keep.id, new Map([['madame curie', 'Madame Curie']]), change(2))).toBe(true);
      expect(await store.aliasesOf(keep.id)).toEqual([]);
      expect((await store.findByKeys('acc-a', mine.id, ['madame curie'])).size).toBe(0);
      expect((await store.candidates('acc-a', mine.id, ['madame curi'], 5)).get('madame curi')?.map((n) => n.name)).not.toContain('Madame Curie');
    });

    it('records each change with its time and actor, newest first, and touches only own entities', async () => {
      const keep = entity(mine, 'Marie Curie', 'marie curie');
      await store.insertIfAbsent([keep]);
      await store.addNamedAliases('acc-a', keep.id, [{ alias_key: 'madame curie', name: 'Madame Curie' }], change(1, 'key-a'));
      await store.removeAliases('acc-a', keep.id, new Map([['madame curie', 'Madame Curie']]), change(2, 'key-b'));
      expect(await store.events(keep.id, 10)).toEqual([
        { kind: 'alias_removed', entity_id: keep.id, other_entity_id: null, name: 'Madame Curie', at: '2026-06-02T00:00:00.000Z', actor: 'key-b' },
        { kind: 'alias_added', entity_id: keep.id, other_entity_id: null, name: 'Madame Curie', at: '2026-06-01T00:00:00.000Z', actor: 'key-a' },
      ]);
      expect((await store.get('acc-a', keep.id))?.updated_at).toBe('2026-06-02T00:00:00.000Z');
      expect(await store.addNamedAliases('acc-b', keep.id, [{ alias_key: 'x', name: 'X' }], change(3))).toBe(false);
      expect(await store.removeAliases('acc-b', keep.id, new Map([['x', 'X']]), change(3))).toBe(false);
      expect(await store.events(keep.id, 10)).toHaveLength(2);
    });

    it('records who merged, where given', async () => {
      const keep = entity(mine, 'Keep', 'keep');
      const dup = entity(mine, 'Dup', 'dup');
      await store.insertIfAbsent([keep, dup]);
      await store.absorb('acc-a', dup.id, keep.id, '2026-06-01T00:00:00.000Z', 'key-m');
      expect(await store.events(keep.id, 10)).toEqual([
        { kind: 'merged_from', entity_id: keep.id, other_entity_id: dup.id, name: 'Dup', at: '2026-06-01T00:00:00.000Z', actor: 'key-m' },
      ]);
    });
  });

  describe('split', () => {
    const change = { at: '2026-07-01T00:00:00.000Z', actor: 'key-s' };

    it('moves names to a new entity, which takes the first as its own, and records a cannot-link both ways', async () => {
      const keep = entity(mine, 'Marie Curie', 'marie curie');
      const dup = entity(mine, 'Pierre Curie', 'pierre curie');
      await store.insertIfAbsent([keep, dup]);
      await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'pierre curi', entity_id: dup.id }]);
      await store.absorb('acc-a', dup.id, keep.id, '2026-06-01T00:00:00.000Z');
      const created = entity(mine, 'Pierre Curie', 'pierre curie');
      expect(await store.split('acc-a', keep.id, created, ['pierre curie', 'pierre curi'], change)).toBe(true);

      expect(await store.get('acc-a', created.id)).toMatchObject({ name: 'Pierre Curie', index_id: mine.id });
      const holders = await store.findByKeys('acc-a', mine.id, ['marie curie', 'pierre curie', 'pierre curi']);
      expect(Object.fromEntries([...holders].map(([k, h]) => [k, h.id]))).toEqual({ 'marie curie': keep.id, 'pierre curie': created.id, 'pierre curi': created.id });
      expect(await store.aliasesOf(keep.id)).toEqual([]);
      expect(await store.aliasesOf(created.id)).toEqual([{ alias_key: 'pierre curi', name: null, origin: 'learned' }]);
      // The moved name is no longer a fuzzy candidate of the entity it left.
      const fuzzy = (await store.candidates('acc-a', mine.id, ['pierre curiee'], 5)).get('pierre curiee') ?? [];
      expect(fuzzy.filter((n) => n.name === 'Pierre Curie').map((n) => n.entity.id)).toEqual([created.id]);
      expect(await store.cannotLinks(keep.id)).toEqual([created.id]);
      expect(await store.cannotLinks(created.id)).toEqual([keep.id]);
      expect((await store.events(keep.id, 1))[0]).toEqual({ kind: 'split_into', entity_id: keep.id, other_entity_id: created.id, name: 'Pierre Curie', at: change.at, actor: 'key-s' });
      expect((await store.events(created.id, 10))[0]).toEqual({ kind: 'split_from', entity_id: created.id, other_entity_id: keep.id, name: 'Pierre Curie', at: change.at, actor: 'key-s' });
    });

    it('a merge of the two clears their cannot-link; the absorbed entity’s other cannot-links pass to the survivor', async () => {
      const a = entity(mine, 'Alpha', 'alpha');
      await store.insertIfAbsent([a]);
      await store.addNamedAliases('acc-a', a.id, [{ alias_key: 'beta', name: 'Beta' }, { alias_key: 'gamma', name: 'Gamma' }], change);
      const b = entity(mine, 'Beta', 'beta');
      const c = entity(mine, 'Gamma', 'gamma');
      await store.split('acc-a', a.id, b, ['beta'], change);
      await store.split('acc-a', a.id, c, ['gamma'], change);
      expect((await store.cannotLinks(a.id)).sort()).toEqual([b.id, c.id].sort());
      await store.absorb('acc-a', b.id, a.id);
      expect(await store.cannotLinks(a.id)).toEqual([c.id]);
      expect(await store.cannotLinks(b.id)).toEqual([]);
      await store.absorb('acc-a', a.id, c.id);
      expect(await store.cannotLinks(c.id)).toEqual([]);
    });

    it('refuses a first name another entity holds, changing nothing, and splits only own entities', async () => {
      const a = entity(mine, 'Alpha', 'alpha');
      const b = entity(mine, 'Beta', 'beta');
      await store.insertIfAbsent([a, b]);
      await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'alfa', entity_id: a.id }]);
      await expect(store.split('acc-a', a.id, entity(mine, 'Beta', 'beta'), ['beta'], change)).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await store.cannotLinks(a.id)).toEqual([]);
      expect(await store.events(a.id, 10)).toEqual([]);
      expect(await store.split('acc-b', a.id, entity(mine, 'Alfa', 'alfa'), ['alfa'], change)).toBe(false);
      expect(await store.aliasesOf(a.id)).toEqual([{ alias_key: 'alfa', name: null, origin: 'learned' }]);
    });
  });

  // Each case looks the keys up before the change too: an adapter that remembers holders must not answer from before.
  describe('findByKeys after a change to the keys it answered', () => {
    const holders = async (indexId: string, keys: string[]) =>
      Object.fromEntries([...(await store.findByKeys('acc-a', indexId, keys))].map(([key, holder]) => [key, holder.id]));

    it('a rename and a move to another index', async () => {
      const other = index('acc-a');
      await storage.indexes.create(other);
      const e = entity(mine, 'Old', 'old');
      await store.insertIfAbsent([e]);
      expect(await holders(mine.id, ['old', 'new'])).toEqual({ old: e.id });
      await store.update('acc-a', e.id, { name: 'New', name_key: 'new' }, at());
      expect(await holders(mine.id, ['old', 'new'])).toEqual({ new: e.id });
      await store.update('acc-a', e.id, { index_id: other.id }, at());
      expect(await holders(mine.id, ['old', 'new'])).toEqual({});
      expect(await holders(other.id, ['new'])).toEqual({ new: e.id });
    });

    it('a delete, with its aliases', async () => {
      const e = entity(mine, 'Gone', 'gone');
      await store.insertIfAbsent([e]);
      await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'gone too', entity_id: e.id }]);
      expect(await holders(mine.id, ['gone', 'gone too'])).toEqual({ gone: e.id, 'gone too': e.id });
      await store.delete('acc-a', e.id);
      expect(await holders(mine.id, ['gone', 'gone too'])).toEqual({});
    });

    it('a merge re-points the duplicate and its aliases', async () => {
      const keep = entity(mine, 'Keep', 'keep');
      const dup = entity(mine, 'Dup', 'dup');
      await store.insertIfAbsent([keep, dup]);
      await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'dup alias', entity_id: dup.id }]);
      expect(await holders(mine.id, ['dup', 'dup alias'])).toEqual({ dup: dup.id, 'dup alias': dup.id });
      await store.absorb('acc-a', dup.id, keep.id);
      expect(await holders(mine.id, ['dup', 'dup alias'])).toEqual({ dup: keep.id, 'dup alias': keep.id });
    });

    it('a new entity whose name was an alias: the direct name wins', async () => {
      const first = entity(mine, 'First', 'first');
      await store.insertIfAbsent([first]);
      await store.addAliases('acc-a', [{ index_id: mine.id, alias_key: 'second', entity_id: first.id }]);
      expect(await holders(mine.id, ['second'])).toEqual({ second: first.id });
      const second = entity(mine, 'Second', 'second');
      await store.insertIfAbsent([second]);
      expect(await holders(mine.id, ['second'])).toEqual({ second: second.id });
    });

    it('an index deleted into another, and one deleted with its entities', async () => {
      const target = index('acc-a', { is_default: true });
      const doomed = index('acc-a');
      await storage.indexes.create(target);
      await storage.indexes.create(doomed);
      const moving = entity(mine, 'Moving', 'moving');
      const lost = entity(doomed, 'Lost', 'lost');
      await store.insertIfAbsent([moving, lost]);
      expect(await holders(mine.id, ['moving'])).toEqual({ moving: moving.id });
      expect(await holders(doomed.id, ['lost'])).toEqual({ lost: lost.id });
      await storage.indexes.delete('acc-a', mine.id, { moveTo: target.id });
      await storage.indexes.delete('acc-a', doomed.id, { deleteEntities: true });
      expect(await holders(mine.id, ['moving'])).toEqual({});
      expect(await holders(target.id, ['moving'])).toEqual({ moving: moving.id });
      expect(await holders(doomed.id, ['lost'])).toEqual({});
    });
  });

  it('counts entities as the index item_count', async () => {
    await store.insertIfAbsent([entity(mine, 'One', 'one'), entity(mine, 'Two', 'two')]);
    expect((await storage.indexes.get('acc-a', mine.id))?.item_count).toBe(2);
  });
}
