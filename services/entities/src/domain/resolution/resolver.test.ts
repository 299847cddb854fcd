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

  it('never joins a split-off name back to the entity it left through older candidates (another replica’s cache)', async () => {
    const cached = withCandidateCache(storage);
    const sut = new Resolver(cached.storage.entities, cached.candidates);
    const [marie, pierre] = await sut.resolve('acc', indexId, ['Marie Curie', 'Pierre Curie']);
    await cached.storage.entities.absorb('acc', pierre!.entity_id, marie!.entity_id);
    // Loaded now, the cache offers Marie Curie under the merged name "Pierre Curie".
    expect((await sut.explain('acc', indexId, ['Pierre Curi']))[0]).toMatchObject({ entity_id: marie!.entity_id });
    // The split goes around the cache, as it does on another replica: the cache still offers the name under Marie Curie.
    const split = { id: 'split-pierre', account_id: 'acc', index_id: indexId, name: 'Pierre Curie', name_key: 'pierre curie', description: '', avatar_url: '', parent_entity_id: null, created_at: 't', updated_at: 't' };
    await storage.entities.split('acc', marie!.entity_id, split, ['pierre curie'], { at: 't', actor: 'k' });
    expect((await sut.explain('acc', indexId, ['Pierre Curi']))[0]!.entity_id).not.toBe(marie!.entity_id);
    const [typo] = await sut.resolve('acc', indexId, ['Pierre Curi']);
    expect(typo!.entity_id).toBe('split-pierre');
    expect((await storage.entities.findByKeys('acc', indexId, ['pierre curi'])).get('pierre curi')?.id).toBe('split-pierre');
  });

  describe('explain (a dry run)', () => {
    it('names the entity, the rule and the score for exact keys, aliases and fuzzy matches, and writes nothing', async () => {
      const [curie] = await resolver.resolve('acc', indexId, ['Marie Curie']);
      await storage.entities.addAliases('acc', [{ index_id: indexId, alias_key: 'madame curie', entity_id: curie!.entity_id }]);
      const explained = await resolver.explain('acc', indexId, ['MARIE CURIE', 'Madame Curie', 'Marie Currie', 'Isaac Newton']);
      expect(explained.map((e) => [e.name, e.outcome, e.entity_id, e.rule])).toEqual([
        ['MARIE CURIE', 'existing', curie!.entity_id, 'exact_key'],
        ['Madame Curie', 'existing', curie!.entity_id, 'alias'],
        ['Marie Currie', 'existing', curie!.entity_id, 'fuzzy'],
        ['Isaac Newton', 'new', null, 'new'],
      ]);
      expect(explained[2]).toMatchObject({ entity_name: 'Marie Curie', reason: 'same words but for spelling' });
      expect(explained[2]!.score).toBeGreaterThan(0.9);
      // No entity was created and no spelling learned: resolving now still has to create and to match fuzzily.
      expect((await storage.entities.findByKeys('acc', indexId, ['marie currie', 'isaac newton'])).size).toBe(0);
      expect(await storage.entities.list('acc', { indexId, offset: 0, limit: 10 })).toHaveLength(1);
    });

    it('lists the runners-up with why each lost', async () => {
      await resolver.resolve('acc', indexId, ['John Smith', 'John A. Smith', 'Jon Smith']);
      const [explained] = await resolver.explain('acc', indexId, ['John Smyth']);
      expect(explained).toMatchObject({ outcome: 'existing', entity_name: 'John Smith', rule: 'fuzzy' });
      const losers = new Map(explained!.runners_up.map((r) => [r.name, r]));
      expect(losers.get('John A. Smith')).toMatchObject({ accepted: false, reason: 'a middle name on one side only', score: 0 });
      expect(losers.get('Jon Smith')).toMatchObject({ accepted: false, reason: 'first words differ' });
      expect(explained!.runners_up.map((r) => r.entity_id)).not.toContain(explained!.entity_id);
    });

    it('says when a new name would join an earlier new name of the same request', async () => {
      const explained = await resolver.explain('acc', indexId, ['Ludwig van Beethoven', 'Ludwig van Beethovem', 'ludwig van beethoven']);
      expect(explained[0]).toMatchObject({ outcome: 'new', joins_name: null });
      expect(explained[1]).toMatchObject({ outcome: 'new', joins_name: 'Ludwig van Beethoven', rule: 'fuzzy', entity_id: null });
      // The same key twice is one answer, under each spelling sent.
      expect(explained[2]).toMatchObject({ name: 'ludwig van beethoven', outcome: 'new', joins_name: null });
    });

    it('leaves the candidate cache as it was: a later resolve still sees every stored entity', async () => {
      const cached = withCandidateCache(storage);
      const sut = new Resolver(cached.storage.entities, cached.candidates);
      const [stored] = await sut.resolve('acc', indexId, ['Grace Hopper']);
      const stale = jest.spyOn(cached.candidates, 'stale');
      await sut.explain('acc', indexId, ['Grace Hoper', 'Alan Turing']);
      expect(stale).not.toHaveBeenCalled();
      const [again, turing] = await sut.resolve('acc', indexId, ['Grace Hoper', 'Alan Turing']);
      expect(again).toMatchObject({ entity_id: stored!.entity_id, created: false });
      expect(turing!.created).toBe(true);
    });

    it('refuses a name without letters or digits, naming it', async () => {
      await expect(resolver.explain('acc', indexId, ['Ada', '***'])).rejects.toMatchObject({ field: 'names[1]' });
    });
  });
});
