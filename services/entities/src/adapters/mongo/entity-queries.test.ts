import { candidatePipeline, insertIfAbsentOps, searchPipeline, toDoc, visibleEntityFilter } from './entity-queries';

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
});
