import { Indexes } from '../domain/indexes';
import { Resolver } from '../domain/resolution/resolver';
import type { EntitiesStorage } from '../ports/storage';
import type { TriplesPort } from '../ports/triples';
import { withCandidateCache } from './candidate-cache';
import { openSqliteStorage } from './sqlite';

const noTriples = new Proxy({} as TriplesPort, {
  get: () => () => {
    throw new Error('triples are not part of this test');
  },
});

describe(withCandidateCache.name, () => {
  let raw: EntitiesStorage;
  let storage: EntitiesStorage;
  let resolver: Resolver;
  let scans: number;
  let defaultId: string;

  beforeEach(async () => {
    raw = openSqliteStorage(':memory:');
    scans = 0;
    const counting = Object.create(raw.entities) as EntitiesStorage['entities'];
    counting.scanIndex = (...args) => {
      scans++;
      return raw.entities.scanIndex(...args);
    };
    const cached = withCandidateCache({ ...raw, entities: counting });
    storage = cached.storage;
    resolver = new Resolver(storage.entities, cached.candidates);
    defaultId = await new Indexes(storage.indexes, noTriples).defaultIndexId('acc');
  });
  afterEach(() => raw.close());

  const entity = (name: string, indexId = defaultId) => ({
    id: `id-${name}`, account_id: 'acc', index_id: indexId, name, name_key: name.toLowerCase(), description: '', avatar_url: '',
    parent_entity_id: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
  });

  it('takes in an entity stored through it at once, without reading the index again', async () => {
    await resolver.resolve('acc', defaultId, ['Warsaw']);
    await storage.entities.insertIfAbsent([entity('Marie Curie')]);
    const [typo] = await resolver.resolve('acc', defaultId, ['Marie Currie']);
    expect(typo).toMatchObject({ entity_id: 'id-Marie Curie', created: false });
    expect(scans).toBe(1);
  });

  it('sees a rename made through it: the new name is matched, the old one no longer', async () => {
    const [curie] = await resolver.resolve('acc', defaultId, ['Marie Curie']);
    await storage.entities.update('acc', curie!.entity_id, { name: 'Maria Sklodowska', name_key: 'maria sklodowska' }, '2026-01-02T00:00:00.000Z');
    const [variant] = await resolver.resolve('acc', defaultId, ['Maria Sklodowski']);
    expect(variant).toMatchObject({ entity_id: curie!.entity_id, created: false });
    expect(scans).toBe(2);
    // The old name's exact key was never an alias, so a typo of it now finds nothing to join.
    expect((await resolver.resolve('acc', defaultId, ['Marie Currie']))[0]!.created).toBe(true);
  });

  it('reads again only the index a change touched', async () => {
    const other = (await new Indexes(storage.indexes, noTriples).create('acc', { name: 'Other' })).id;
    const [curie] = await resolver.resolve('acc', defaultId, ['Marie Curie']);
    await resolver.resolve('acc', other, ['Warsaw']);
    expect(scans).toBe(2);
    await storage.entities.update('acc', curie!.entity_id, { name: 'Marie Sklodowska Curie', name_key: 'marie sklodowska curie' }, '2026-01-02T00:00:00.000Z');
    await resolver.resolve('acc', other, ['Krakow']);
    expect(scans).toBe(2);
    await resolver.resolve('acc', defaultId, ['Paris']);
    expect(scans).toBe(3);
  });

  it('sees entities moved into the default index when their index is deleted through it', async () => {
    const other = (await new Indexes(storage.indexes, noTriples).create('acc', { name: 'Other' })).id;
    await resolver.resolve('acc', defaultId, ['Warsaw']);
    const [curie] = await resolver.resolve('acc', other, ['Marie Curie']);
    await storage.indexes.delete('acc', other, { moveTo: defaultId });
    const [typo] = await resolver.resolve('acc', defaultId, ['Marie Currie']);
    expect(typo).toMatchObject({ entity_id: curie!.entity_id, created: false });
  });

  it('forgets a deleted entity: a variant of its name becomes a new entity', async () => {
    const [curie] = await resolver.resolve('acc', defaultId, ['Marie Curie']);
    await storage.entities.delete('acc', curie!.entity_id);
    const [typo] = await resolver.resolve('acc', defaultId, ['Marie Currie']);
    expect(typo!.created).toBe(true);
    expect(scans).toBe(2);
  });

  describe('a typo of a name merged into another entity resolves to the survivor', () => {
    const mergeThenTypo = async (resolve: Resolver) => {
      const [curie, sklodowska] = await resolve.resolve('acc', defaultId, ['Marie Curie', 'Maria Sklodowska']);
      await storage.entities.absorb('acc', sklodowska!.entity_id, curie!.entity_id);
      return (await resolve.resolve('acc', defaultId, ['Maria Sklodowski']))[0]!;
    };

    it('from memory, read again after the merge', async () => {
      expect(await mergeThenTypo(resolver)).toMatchObject({ entity_id: expect.any(String), created: false });
      const [survivor] = await resolver.resolve('acc', defaultId, ['Marie Curie']);
      expect((await resolver.resolve('acc', defaultId, ['Maria Sklodowski']))[0]!.entity_id).toBe(survivor!.entity_id);
      expect(scans).toBe(2);
    });

    it('from the store, for an index too large to keep in memory', async () => {
      const uncached = withCandidateCache(raw, { maxCachedEntities: 0 });
      const typo = await mergeThenTypo(new Resolver(uncached.storage.entities, uncached.candidates));
      const [survivor] = await resolver.resolve('acc', defaultId, ['Marie Curie']);
      expect(typo).toMatchObject({ entity_id: survivor!.entity_id, created: false });
    });
  });
});
