import { edgeCountPipeline, edgeFilter, graphListFilter, textSearch, tripleFilter } from './queries';

const base = { readableIndexIds: [], offset: 0, limit: 50 };

describe('mongo triple queries', () => {
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
    expect(edgeCountPipeline('acc', 'e1', 'subject', { readableIndexIds: [] })).toEqual([
      { $match: edgeFilter('acc', ['e1'], 'subject', { readableIndexIds: [] }) },
      { $group: { _id: '$predicate', count: { $sum: 1 } } },
    ]);
  });
});
