import { edgeCountPipeline, edgeFilter, entityFactsPipeline, exportFilter, graphListFilter, liveFilter, repointNamesFilters, textSearch, TRIPLE_INDEXES, tripleFilter, validAtFilter } from './queries';

const base = { readableIndexIds: [], offset: 0, limit: 50 };

describe('mongo triple queries', () => {
  it('re-points by name only the triples of one index and entity written with those names, on each side', () => {
    expect(repointNamesFilters('acc', 'ix', 'e1', ['Pierre Curie'])).toEqual([
      { account_id: 'acc', index_id: 'ix', subject_entity_id: 'e1', subject: { $in: ['Pierre Curie'] } },
      { account_id: 'acc', index_id: 'ix', object_entity_id: 'e1', object: { $in: ['Pierre Curie'] } },
    ]);
  });

  it('scopes to the account alone, or adds readable public indexes', () => {
    expect(tripleFilter('acc', base)).toEqual({ account_id: 'acc' });
    expect(tripleFilter('acc', { ...base, readableIndexIds: ['p'] })).toEqual({ $or: [{ account_id: 'acc' }, { index_id: { $in: ['p'] } }] });
  });

  it('combines every filter with AND', () => {
    expect(tripleFilter('acc', { ...base, subject: 'Marie Curie', subject_entity_id: 'e1', predicates: ['born_in', 'died_in'] })).toEqual({
      $and: [{ account_id: 'acc' }, { subject: 'Marie Curie' }, { subject_entity_id: 'e1' }, { predicate: { $in: ['born_in', 'died_in'] } }],
    });
  });

  it('requires every search word, with no way to inject $text syntax', () => {
    expect(textSearch('Marie -Curie "born')).toBe('"Marie" "Curie" "born"');
    expect(textSearch('--- "')).toBeUndefined();
    expect(tripleFilter('acc', { ...base, search: '"' })).toBeUndefined();
    expect(JSON.stringify(tripleFilter('acc', { ...base, search: 'warsaw' }))).toContain('"$search":"\\"warsaw\\""');
  });

  it('searches graphs by name or description literally', () => {
    expect(graphListFilter('acc', 'a.b')).toEqual({
      account_id: 'acc',
      $or: [{ name: { $regex: 'a\\.b', $options: 'i' } }, { description: { $regex: 'a\\.b', $options: 'i' } }],
    });
  });

  it('reads edges by the side’s entity, entity objects only, within the account and readable indexes', () => {
    expect(edgeFilter('acc', ['e1', 'e2'], 'subject', { readableIndexIds: [] })).toEqual({
      $and: [{ subject_entity_id: { $in: ['e1', 'e2'] } }, { account_id: 'acc' }, { object_entity_id: { $type: 'string' } }],
    });
    expect(edgeFilter('acc', ['e1'], 'object', { readableIndexIds: ['pub'], index_id: 'pub', predicates: ['knows'] })).toEqual({
      $and: [
        { object_entity_id: { $in: ['e1'] } },
        { $or: [{ account_id: 'acc' }, { index_id: { $in: ['pub'] } }] },
        { index_id: 'pub' },
        { predicate: { $in: ['knows'] } },
      ],
    });
  });

  it('counts an entity’s edges per predicate with the same filter', () => {
    expect(edgeCountPipeline('acc', 'e1', 'subject', { readableIndexIds: [] }, 500)).toEqual([
      { $match: edgeFilter('acc', ['e1'], 'subject', { readableIndexIds: [] }) },
      { $limit: 500 },
      { $group: { _id: '$predicate', count: { $sum: 1 } } },
    ]);
  });

  it('keeps the triples valid at an instant, counting a missing bound as unbounded', () => {
    const at = '2000-01-01T00:00:00.000Z';
    expect(validAtFilter(at)).toEqual([
      { $or: [{ valid_from: null }, { valid_from: { $lte: at } }] },
      { $or: [{ valid_to: null }, { valid_to: { $gt: at } }] },
    ]);
    expect(tripleFilter('acc', { ...base, valid_at: at })).toEqual({ $and: [{ account_id: 'acc' }, ...validAtFilter(at)] });
    expect(edgeFilter('acc', ['e1'], 'object', { readableIndexIds: [], valid_at: at })).toEqual({
      $and: [{ object_entity_id: { $in: ['e1'] } }, { account_id: 'acc' }, ...validAtFilter(at)],
    });
    expect(JSON.stringify(tripleFilter('acc', base))).not.toContain('valid_');
  });

  it('looks up the triples a functional batch may close in one filter: its subjects, predicates and accounts, not yet superseded', () => {
    const t = (subject_entity_id: string, predicate: string) => ({ subject_entity_id, predicate, account_id: 'acc' }) as never;
    expect(liveFilter([t('e1', 'lives_in'), t('e2', 'lives_in'), t('e1', 'ceo_of')])).toEqual({
      subject_entity_id: { $in: ['e1', 'e2'] }, predicate: { $in: ['lives_in', 'ceo_of'] }, account_id: { $in: ['acc'] }, superseded_by: null,
    });
  });

  it('reads an entity’s facts on both sides, newest first by valid_from else created_at', () => {
    const pipeline = entityFactsPipeline('acc', 'e1', ['pub'], 20);
    expect(pipeline[0]).toEqual({
      $match: { $and: [{ $or: [{ subject_entity_id: 'e1' }, { object_entity_id: 'e1' }] }, { $or: [{ account_id: 'acc' }, { index_id: { $in: ['pub'] } }] }] },
    });
    expect(pipeline.slice(1)).toEqual([
      { $addFields: { valid_since: { $ifNull: ['$valid_from', '$created_at'] } } },
      { $sort: { valid_since: -1, created_at: -1, id: -1 } },
      { $limit: 20 },
      { $project: { _id: 0, valid_since: 0 } },
    ]);
  });
});

describe(exportFilter.name, () => {
  it('starts a page after the previous one’s last (created_at, id), not by skipping', () => {
    expect(exportFilter({ index_id: 'idx' }, undefined)).toEqual({ index_id: 'idx' });
    expect(exportFilter({ index_id: 'idx', graph_id: 'g' }, { created_at: '2026-01-01T00:00:00.000Z', id: 'b' })).toEqual({
      $and: [
        { index_id: 'idx' },
        { $or: [{ created_at: { $gt: '2026-01-01T00:00:00.000Z' } }, { created_at: '2026-01-01T00:00:00.000Z', id: { $gt: 'b' } }] },
        { graph_id: 'g' },
      ],
    });
  });

  it('has an index in the order of its sort', () => {
    expect(TRIPLE_INDEXES.map((i) => i.key)).toContainEqual({ index_id: 1, created_at: 1, id: 1 });
  });
});
