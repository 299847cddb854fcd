import { withCandidateCache, type CandidateCacheOptions } from '../../adapters/candidate-cache';
import { openSqliteStorage } from '../../adapters/sqlite';
import type { EntitiesStorage } from '../../ports/storage';
import type { TriplesPort } from '../../ports/triples';
import { Indexes } from '../indexes';
import { Resolver } from './resolver';

/** Resolution never touches triples; any call would be a bug in the test's premise. */
const noTriples = new Proxy({} as TriplesPort, {
  get: () => () => {
    throw new Error('triples are not part of resolution');
  },
});

/** A resolver as the service wires it: its store and the candidate cache in front of it. */
function resolverOver(storage: EntitiesStorage, options?: CandidateCacheOptions): Resolver {
  const cached = withCandidateCache(storage, options);
  return new Resolver(cached.storage.entities, cached.candidates);
}

describe(Resolver.name, () => {
  let storage: EntitiesStorage;
  let resolver: Resolver;
  let indexId: string;

  beforeEach(async () => {
    storage = openSqliteStorage(':memory:');
    resolver = resolverOver(storage);
    indexId = await new Indexes(storage.indexes, noTriples).defaultIndexId('acc');
  });
  afterEach(() => storage.close());

  const ids = (resolutions: { entity_id: string }[]) => resolutions.map((r) => r.entity_id);

  it('creates one entity per distinct name and reuses it for every mention', async () => {
    const result = await resolver.resolve('acc', indexId, ['Marie Curie', 'Warsaw', 'marie curie', 'Curie, Marie']);
    expect(new Set(ids(result)).size).toBe(2);
    expect(result[0]!.entity_id).toBe(result[2]!.entity_id);
    expect(result[0]!.entity_id).toBe(result[3]!.entity_id);
    expect(result.filter((r) => r.created).map((r) => r.name)).toEqual(['Marie Curie', 'Warsaw', 'marie curie', 'Curie, Marie']);
    const again = await resolver.resolve('acc', indexId, ['MARIE CURIE']);
    expect(again).toEqual([{ name: 'MARIE CURIE', entity_id: result[0]!.entity_id, created: false }]);
  });

  it('keeps the first surface form as the canonical name', async () => {
    const [first] = await resolver.resolve('acc', indexId, ['  Ada   Lovelace ', 'ADA LOVELACE']);
    expect((await storage.entities.get('acc', first!.entity_id))?.name).toBe('Ada Lovelace');
  });

  it('matches a misspelling to the stored entity and remembers it as an alias', async () => {
    const [curie] = await resolver.resolve('acc', indexId, ['Marie Curie']);
    const [typo] = await resolver.resolve('acc', indexId, ['Marie Currie']);
    expect(typo).toEqual({ name: 'Marie Currie', entity_id: curie!.entity_id, created: false });
    expect((await storage.entities.findByKeys('acc', indexId, ['marie currie'])).get('marie currie')?.id).toBe(curie!.entity_id);
  });

  it('keeps its candidates in memory across fuzzy matches: the index is read once, not after every alias', async () => {
    let scans = 0;
    const counting = Object.create(storage.entities) as typeof storage.entities;
    counting.scanIndex = (...args) => {
      scans++;
      return storage.entities.scanIndex(...args);
    };
    const cached = resolverOver({ ...storage, entities: counting });
    const [curie] = await cached.resolve('acc', indexId, ['Marie Curie']);
    expect((await cached.resolve('acc', indexId, ['Marie Currie']))[0]!.entity_id).toBe(curie!.entity_id);
    expect((await cached.resolve('acc', indexId, ['Marie Curiee', 'Pierre Curie']))[0]!.entity_id).toBe(curie!.entity_id);
    expect(scans).toBe(1);
  });

  it('matches an acronym to the stored full name, and a full name to a stored acronym', async () => {
    // No trigram is shared: these are found through the acronym each name reads as, not the fuzzy candidates.
    const [nasa] = await resolver.resolve('acc', indexId, ['National Aeronautics and Space Administration']);
    expect((await resolver.resolve('acc', indexId, ['NASA']))[0]).toEqual({ name: 'NASA', entity_id: nasa!.entity_id, created: false });
    const [who] = await resolver.resolve('acc', indexId, ['WHO']);
    expect((await resolver.resolve('acc', indexId, ['World Health Organization']))[0]!.entity_id).toBe(who!.entity_id);
    // Within one batch too, and never for a word that is not written as an acronym.
    const batch = await resolver.resolve('acc', indexId, ['European Space Agency', 'ESA', 'World Wide Web', 'Www']);
    expect(batch[1]!.entity_id).toBe(batch[0]!.entity_id);
    expect(batch[3]!.entity_id).not.toBe(batch[2]!.entity_id);
  });

  it('resolves variants within one batch to one new entity, whatever their order', async () => {
    const forward = await resolver.resolve('acc', indexId, ['Albert Einstein', 'Albert Einstien', 'Dr. Albert Einstein']);
    expect(new Set(ids(forward)).size).toBe(1);
  });

  it('never merges names that contradict each other', async () => {
    const result = await resolver.resolve('acc', indexId, ['World War I', 'World War II', 'Albert Einstein', 'Albert Camus', 'ASR1603', 'ASR1605']);
    expect(new Set(ids(result)).size).toBe(6);
  });

  it('keeps indexes apart', async () => {
    const other = (await new Indexes(storage.indexes, noTriples).create('acc', { name: 'Other' })).id;
    const [a] = await resolver.resolve('acc', indexId, ['Paris']);
    const [b] = await resolver.resolve('acc', other, ['Paris']);
    expect(a!.entity_id).not.toBe(b!.entity_id);
  });

  it('produces one entity when concurrent batches create the same new name', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => resolver.resolve('acc', indexId, ['Grace Hopper'])));
    expect(new Set(results.map(([r]) => r!.entity_id)).size).toBe(1);
    expect(results.filter(([r]) => r!.created)).toHaveLength(1);
    expect(await storage.entities.list('acc', { nameKey: 'grace hopper', offset: 0, limit: 10 })).toHaveLength(1);
  });

  it('never matches a fuzzy name to an entity deleted since the candidate cache was built', async () => {
    const [curie] = await resolver.resolve('acc', indexId, ['Marie Curie']);
    await storage.entities.delete('acc', curie!.entity_id);
    const [typo] = await resolver.resolve('acc', indexId, ['Marie Currie']);
    expect(typo!.entity_id).not.toBe(curie!.entity_id);
    expect(await storage.entities.get('acc', typo!.entity_id)).toMatchObject({ name: 'Marie Currie' });
  });

  it('finds fuzzy candidates through the store when an index is too large to cache', async () => {
    const uncached = resolverOver(storage, { maxCachedEntities: 0 });
    const [curie] = await uncached.resolve('acc', indexId, ['Marie Curie', 'Isaac Newton']);
    const [typo] = await uncached.resolve('acc', indexId, ['Marie Currie']);
    expect(typo!.entity_id).toBe(curie!.entity_id);
  });

  it('keeps a name apart from one with a middle name added, unless it is a known alias of it', async () => {
    const [longer] = await resolver.resolve('acc', indexId, ['John A. Smith']);
    const [shorter] = await resolver.resolve('acc', indexId, ['John Smith']);
    expect(shorter).toMatchObject({ created: true });
    expect(shorter!.entity_id).not.toBe(longer!.entity_id);

    const other = (await new Indexes(storage.indexes, noTriples).create('acc', { name: 'Aliased' })).id;
    const [known] = await resolver.resolve('acc', other, ['John A. Smith']);
    await storage.entities.addAliases('acc', [{ index_id: other, alias_key: 'john smith', entity_id: known!.entity_id }]);
    expect((await resolver.resolve('acc', other, ['John Smith']))[0]).toEqual({ name: 'John Smith', entity_id: known!.entity_id, created: false });
  });

  it('refuses a name with no letters or digits, naming its position', async () => {
    await expect(resolver.resolve('acc', indexId, ['ok', '...'])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', field: 'names[1]' });
  });
});
