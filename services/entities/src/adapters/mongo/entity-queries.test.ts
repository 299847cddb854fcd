import { addedNameUpdate, aliasOrigin, cannotLinkDocs, cannotLinksOf, candidatePipeline, insertIfAbsentOps, mergedNamePipeline, mergedNamesPipeline, mergedNameUpdate, searchPipeline, toDoc, visibleEntityFilter } from './entity-queries';

const entity = {
  id: 'e1', account_id: 'acc', index_id: 'i1', name: 'Marie Curie', name_key: 'marie curie', description: '',
  avatar_url: '', parent_entity_id: null, created_at: 't', updated_at: 't',
};

describe('mongo entity queries', () => {
  it('stores the name trigrams with the entity', () => {
    expect(toDoc(entity).trigrams).toEqual(expect.arrayContaining(['  m', 'mar', 'cur', 'rie']));
  });

  it('sees own entities and those of public indexes', () => {
    expect(visibleEntityFilter('acc', [])).toEqual({ account_id: 'acc' });
    expect(visibleEntityFilter('acc', ['p1'])).toEqual({ $or: [{ account_id: 'acc' }, { index_id: { $in: ['p1'] } }] });
  });

  it('ranks candidates of one index by shared trigrams', () => {
    const pipeline = candidatePipeline('acc', 'i1', ['cur', 'rie'], 5);
    expect(pipeline[0]).toEqual({ $match: { account_id: 'acc', index_id: 'i1', trigrams: { $in: ['cur', 'rie'] } } });
    expect(pipeline[2]).toEqual({ $sort: { overlap: -1, created_at: -1 } });
    expect(pipeline[3]).toEqual({ $limit: 5 });
  });

  it('searches descriptions literally', () => {
    const [match] = searchPipeline({ account_id: 'acc' }, ['abc'], 'a.b', 0, 10);
    expect(JSON.stringify(match)).toContain('"$regex":"a\\\\.b"');
  });

  it('upserts new entities only on insert, keyed on the unique name key', () => {
    const [op] = insertIfAbsentOps([entity]);
    expect(op!.updateOne.filter).toEqual({ account_id: 'acc', index_id: 'i1', name_key: 'marie curie' });
    expect(op!.updateOne.update.$setOnInsert).toMatchObject({ id: 'e1', name: 'Marie Curie' });
    expect(op!.updateOne.upsert).toBe(true);
  });

  it('keeps a merged-away name with its surface form and trigrams, re-pointing a key resolution had learned', () => {
    const { filter, update } = mergedNameUpdate({ ...entity, name: 'Maria Sklodowska', name_key: 'maria sklodowska' }, 'e2');
    expect(filter).toEqual({ account_id: 'acc', index_id: 'i1', alias_key: 'maria sklodowska' });
    expect(update.$set).toMatchObject({ entity_id: 'e2', name: 'Maria Sklodowska' });
    expect(update.$set.trigrams).toEqual(expect.arrayContaining(['mar', 'dow']));
    // A name added by hand that is merged later is a merged name from then on.
    expect(update.$unset).toEqual({ origin: '' });
  });

  it('adds a name by hand only to the entity that holds its key or to none (the filter holds the entity id)', () => {
    const { filter, update } = addedNameUpdate('acc', 'i1', 'e1', { alias_key: 'madame curie', name: 'Madame Curie' });
    expect(filter).toEqual({ account_id: 'acc', index_id: 'i1', alias_key: 'madame curie', entity_id: 'e1' });
    expect(update.$set).toMatchObject({ name: 'Madame Curie', origin: 'added' });
    expect(update.$set.trigrams).toEqual(expect.arrayContaining(['mad', 'uri']));
  });

  it('stores a cannot-link both ways round, and finds every pair of an entity', () => {
    expect(cannotLinkDocs('acc', 'a', 'b', 't')).toEqual([
      { entity_id: 'a', other_entity_id: 'b', account_id: 'acc', at: 't' },
      { entity_id: 'b', other_entity_id: 'a', account_id: 'acc', at: 't' },
    ]);
    expect(cannotLinksOf('a')).toEqual({ $or: [{ entity_id: 'a' }, { other_entity_id: 'a' }] });
  });

  it('tells added, merged and learned aliases apart', () => {
    expect(aliasOrigin({ name: 'Madame Curie', origin: 'added' })).toBe('added');
    expect(aliasOrigin({ name: 'Maria Sklodowska' })).toBe('merged');
    expect(aliasOrigin({})).toBe('learned');
  });

  it('ranks merged names by shared trigrams and pairs each with its entity, in the same index only', () => {
    const pipeline = mergedNamePipeline('acc', 'i1', ['dow'], 5);
    expect(pipeline[0]).toEqual({ $match: { account_id: 'acc', index_id: 'i1', name: { $exists: true }, trigrams: { $in: ['dow'] } } });
    // The limit comes after the join and the index check, so names whose entity moved away do not use it up.
    const matched = pipeline.findIndex((stage) => JSON.stringify(stage) === JSON.stringify({ $match: { 'entity.index_id': 'i1' } }));
    expect(matched).toBeGreaterThan(0);
    expect(pipeline.findIndex((stage) => '$limit' in stage)).toBeGreaterThan(matched);
    expect(pipeline.at(-1)).toEqual({ $limit: 5 });
    const all = mergedNamesPipeline('acc', 'i1', 7);
    expect(all[0]).toEqual({ $match: { account_id: 'acc', index_id: 'i1', name: { $exists: true } } });
    expect(all.at(-1)).toEqual({ $limit: 7 });
  });
});
