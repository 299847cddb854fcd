import { buildEdgeCountQuery, buildEdgeQuery, SqliteTripleStore } from './sqlite-triple-store';

describe(buildEdgeQuery.name, () => {
  let store: SqliteTripleStore;
  beforeAll(() => {
    store = SqliteTripleStore.open(':memory:');
  });
  afterAll(() => store.close());

  const plan = ({ sql, params }: { sql: string; params: Record<string, unknown> }) =>
    (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail).join('\n');

  it('passes the frontier as one JSON parameter, so one statement serves every frontier size', () => {
    const one = buildEdgeQuery('acc', ['e1'], 'subject', { readableIndexIds: [] }, 10);
    const many = buildEdgeQuery('acc', ['e1', 'e2', 'e3'], 'subject', { readableIndexIds: [] }, 10);
    expect(many.sql).toBe(one.sql);
    expect(many.params).toMatchObject({ ids: '["e1","e2","e3"]', account: 'acc', limit: 10 });
  });

  it('looks edges up by the entity index of their side, whatever else filters them', () => {
    const filter = { readableIndexIds: ['pub'], index_id: 'idx', predicates: ['knows'] };
    expect(plan(buildEdgeQuery('acc', ['e1'], 'subject', filter, 10))).toContain('USING INDEX triples_by_subject_entity');
    expect(plan(buildEdgeQuery('acc', ['e1'], 'object', filter, 10))).toContain('USING INDEX triples_by_object_entity');
    expect(plan(buildEdgeCountQuery('acc', 'e1', 'object', filter, 100))).toContain('USING INDEX triples_by_object_entity');
  });

  it('counts at most `cap` edges: the limit sits inside the grouping', () => {
    const built = buildEdgeCountQuery('acc', 'e1', 'subject', { readableIndexIds: [] }, 100);
    expect(built.sql).toMatch(/^SELECT predicate, COUNT\(\*\) AS count FROM \(SELECT .* LIMIT @cap\) GROUP BY predicate$/);
    expect(built.params).toMatchObject({ cap: 100 });
  });

  it('scopes to the account, or to it and the readable indexes', () => {
    expect(buildEdgeQuery('acc', ['e1'], 'subject', { readableIndexIds: [] }, 5).sql).toMatch(/AND t.account_id = @account ORDER BY/);
    const open = buildEdgeQuery('acc', ['e1'], 'subject', { readableIndexIds: ['pub'] }, 5);
    expect(open.sql).toContain('(t.account_id = @account OR t.index_id IN (@readable0))');
    expect(open.params).toMatchObject({ readable0: 'pub' });
  });
});
