import { drainOutbox } from '@tessera/testing';
import type { EntityRecord } from './entity-store';
import type { IndexRecord } from './index-store';
import type { EntitiesStorage } from './storage';

const at = '2026-01-01T00:00:00.000Z';
const index = (id: string, overrides: Partial<IndexRecord> = {}): IndexRecord => ({
  id, account_id: 'acc-a', name: id, description: '', is_public: false, preferred_predicates: [], functional_predicates: [], rules: '', is_default: false,
  created_at: at, updated_at: at, ...overrides,
});
const entity = (id: string, name: string, indexId = 'idx-1', overrides: Partial<EntityRecord> = {}): EntityRecord => ({
  id, account_id: 'acc-a', index_id: indexId, name, name_key: name.toLowerCase(), description: '', avatar_url: '',
  parent_entity_id: null, created_at: at, updated_at: at, ...overrides,
});

/** Every write to entities and indexes records its change events with it, for SQLite and MongoDB alike. */
export function changeEventsContract(open: () => Promise<EntitiesStorage>): void {
  let storage: EntitiesStorage;
  beforeEach(async () => {
    storage = await open();
  });
  afterEach(() => storage.close());

  const drain = () => drainOutbox(storage.outbox);

  it('records created, updated and deleted entities and indexes, with their published fields', async () => {
    await storage.indexes.create(index('idx-1'));
    await storage.entities.insertIfAbsent([entity('e1', 'Marie Curie'), entity('e2', 'Pierre Curie')]);
    // An entity whose key exists is not inserted, and not published.
    await storage.entities.insertIfAbsent([entity('e3', 'Marie Curie')]);
    const created = await drain();
    expect(created.map((e) => `${e.kind}:${e.op}:${e.id}`)).toEqual(['index:upsert:idx-1', 'entity:upsert:e1', 'entity:upsert:e2']);
    expect(created[2]!.payload).toEqual({
      id: 'e2', account_id: 'acc-a', index_id: 'idx-1', name: 'Pierre Curie', description: '', avatar_url: '', parent_entity_id: null,
      created_at: at, updated_at: at,
    });
    await storage.entities.update('acc-a', 'e1', { description: 'Physicist' }, '2026-01-02T00:00:00.000Z');
    await storage.indexes.update('acc-a', 'idx-1', { is_public: true }, '2026-01-02T00:00:00.000Z');
    await storage.entities.delete('acc-a', 'e2');
    const changed = await drain();
    expect(changed.map((e) => `${e.kind}:${e.op}:${e.id}`)).toEqual(['entity:upsert:e1', 'index:upsert:idx-1', 'entity:delete:e2']);
    expect(changed[0]!.payload).toMatchObject({ id: 'e1', name: 'Marie Curie', description: 'Physicist', index_id: 'idx-1', account_id: 'acc-a' });
    expect(changed[0]!.payload).not.toHaveProperty('name_key');
    expect(changed[1]!.payload).toMatchObject({ id: 'idx-1', is_public: true });
    const versions = [...created, ...changed].filter((e) => e.kind === 'entity').map((e) => e.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('never delivers a deleted entity as a live one, however late the events are read', async () => {
    await storage.indexes.create(index('idx-1'));
    await storage.entities.insertIfAbsent([entity('e4', 'Lise Meitner')]);
    await storage.entities.delete('acc-a', 'e4');
    const events = (await drain()).filter((e) => e.kind === 'entity');
    // An insert may arrive as it was written (an upsert) or as what it has become (a delete); the last word is the delete.
    expect(events.at(-1)).toMatchObject({ op: 'delete', id: 'e4' });
    for (const event of events.filter((e) => e.op === 'upsert')) expect(event.payload).toMatchObject({ name: 'Lise Meitner' });
  });

  it('records what an index deletion moves, merges and deletes', async () => {
    await storage.indexes.create(index('idx-1'));
    await storage.indexes.create(index('idx-2'));
    await storage.entities.insertIfAbsent([entity('e1', 'Ada', 'idx-1'), entity('e2', 'Alan', 'idx-1'), entity('e3', 'Ada', 'idx-2')]);
    await drain();
    await storage.indexes.delete('acc-a', 'idx-1', { moveTo: 'idx-2' });
    const moved = await drain();
    expect(moved.filter((e) => e.kind === 'entity').map((e) => `${e.op}:${e.id}`).sort()).toEqual(['delete:e1', 'upsert:e2']);
    expect(moved.find((e) => e.id === 'e2')!.payload).toMatchObject({ index_id: 'idx-2' });
    expect(moved.at(-1)).toMatchObject({ kind: 'index', op: 'delete', id: 'idx-1' });
    await storage.indexes.delete('acc-a', 'idx-2', { deleteEntities: true });
    expect((await drain()).map((e) => `${e.kind}:${e.op}:${e.id}`).sort()).toEqual(['entity:delete:e2', 'entity:delete:e3', 'index:delete:idx-2']);
  });

  it('republishes every index and entity', async () => {
    await storage.indexes.create(index('idx-1'));
    await storage.entities.insertIfAbsent([entity('e1', 'Ada')]);
    await drain();
    expect(await storage.outbox.republish()).toBe(2);
    expect((await drain()).map((e) => `${e.kind}:${e.id}`).sort()).toEqual(['entity:e1', 'index:idx-1']);
  });

  it('publishes an entity whose aliases change, so search hears of it', async () => {
    await storage.indexes.create(index('idx-1'));
    await storage.entities.insertIfAbsent([entity('e5', 'Marie Curie')]);
    await drain();
    await storage.entities.addNamedAliases('acc-a', 'e5', [{ alias_key: 'madame curie', name: 'Madame Curie' }], { at: '2026-02-01T00:00:00.000Z', actor: 'k' });
    await storage.entities.removeAliases('acc-a', 'e5', new Map([['madame curie', 'Madame Curie']]), { at: '2026-02-02T00:00:00.000Z', actor: 'k' });
    const events = (await drain()).filter((e) => e.kind === 'entity');
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.every((e) => e.op === 'upsert' && e.id === 'e5')).toBe(true);
    expect(events.at(-1)!.payload).toMatchObject({ id: 'e5', name: 'Marie Curie', updated_at: '2026-02-02T00:00:00.000Z' });
  });

  it('publishes both entities of a split', async () => {
    await storage.indexes.create(index('idx-1'));
    await storage.entities.insertIfAbsent([entity('e6', 'Marie Curie')]);
    await storage.entities.addNamedAliases('acc-a', 'e6', [{ alias_key: 'pierre curie', name: 'Pierre Curie' }], { at, actor: 'k' });
    await drain();
    await storage.entities.split('acc-a', 'e6', entity('e7', 'Pierre Curie'), ['pierre curie'], { at: '2026-03-01T00:00:00.000Z', actor: 'k' });
    const events = (await drain()).filter((e) => e.kind === 'entity');
    expect(new Set(events.map((e) => `${e.op}:${e.id}`))).toEqual(new Set(['upsert:e6', 'upsert:e7']));
    expect(events.find((e) => e.id === 'e7')!.payload).toMatchObject({ name: 'Pierre Curie', index_id: 'idx-1' });
  });
}
