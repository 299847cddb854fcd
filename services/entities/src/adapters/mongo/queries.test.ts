import { defaultIndexUpsert, entityCountPipeline, ownIndexFilter, visibleIndexByIdFilter, visibleIndexFilter } from './queries';

describe('mongo index queries', () => {
  it('lists own and public indexes', () => {
    expect(visibleIndexFilter('acc')).toEqual({ $or: [{ account_id: 'acc' }, { is_public: true }] });
  });

  it('searches name and description case-insensitively with the text escaped', () => {
    expect(visibleIndexFilter('acc', 'a.b(')).toEqual({
      $and: [
        { $or: [{ account_id: 'acc' }, { is_public: true }] },
        { $or: [{ name: { $regex: 'a\\.b\\(', $options: 'i' } }, { description: { $regex: 'a\\.b\\(', $options: 'i' } }] },
      ],
    });
  });

  it('restricts gets to visible indexes and writes to own ones', () => {
    expect(visibleIndexByIdFilter('acc', 'i1')).toEqual({ id: 'i1', $or: [{ account_id: 'acc' }, { is_public: true }] });
    expect(ownIndexFilter('acc', 'i1')).toEqual({ id: 'i1', account_id: 'acc' });
  });

  it('upserts the default index only on insert', () => {
    const template = {
      id: 'i1', account_id: 'ignored', name: 'default', description: '', is_public: false, preferred_predicates: [], functional_predicates: [],
      rules: '', is_default: false, created_at: 't', updated_at: 't',
    };
    const { filter, update } = defaultIndexUpsert('acc', template);
    expect(filter).toEqual({ account_id: 'acc', is_default: true });
    expect(update.$setOnInsert).toMatchObject({ id: 'i1', account_id: 'acc', is_default: true, name: 'default' });
  });

  it('counts entities per index in one aggregation', () => {
    expect(entityCountPipeline(['a', 'b'])).toEqual([
      { $match: { index_id: { $in: ['a', 'b'] } } },
      { $group: { _id: '$index_id', count: { $sum: 1 } } },
    ]);
  });
});
