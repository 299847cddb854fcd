import { buildEdgeQuery, buildEntityFactsQuery, buildExportQuery, buildTripleQuery, SqliteTripleStore } from './sqlite-triple-store';

const base = { readableIndexIds: [], offset: 0, limit: 50 };
const VALID_AT = '(t.valid_from IS NULL OR t.valid_from <= @valid_at) AND (t.valid_to IS NULL OR t.valid_to > @valid_at)';

describe(buildTripleQuery.name, () => {
  it('reads every stored triple without a valid-time instant, as before', () => {
    const built = buildTripleQuery('acc', { ...base, predicates: ['p'] })!;
    expect(built.sql.split(' WHERE ')[1]).not.toContain('valid_');
    expect(built.params).not.toHaveProperty('valid_at');
  });

  it('keeps the triples valid at the instant: valid_from inclusive, valid_to exclusive, null unbounded', () => {
    const built = buildTripleQuery('acc', { ...base, subject: 'Marie Curie', valid_at: '2000-01-01T00:00:00.000Z' })!;
    expect(built.sql).toContain(`WHERE t.account_id = @account AND t.subject = @subject AND ${VALID_AT} ORDER BY t.seq DESC`);
    expect(built.params).toMatchObject({ valid_at: '2000-01-01T00:00:00.000Z', subject: 'Marie Curie' });
  });

  it('applies the instant to full-text matches too', () => {
    const built = buildTripleQuery('acc', { ...base, search: 'warsaw', valid_at: '2000-01-01T00:00:00.000Z' })!;
    expect(built.sql).toContain(`${VALID_AT} AND triples_fts MATCH @match`);
  });
});

describe(buildEdgeQuery.name, () => {
  it('filters edges at the instant when the filter has one', () => {
    expect(buildEdgeQuery('acc', ['e1'], 'subject', { readableIndexIds: [] }, 5).sql.split(' WHERE ')[1]).not.toContain('valid_');
    const built = buildEdgeQuery('acc', ['e1'], 'object', { readableIndexIds: [], valid_at: '2000-01-01T00:00:00.000Z' }, 5);
    expect(built.sql).toContain(VALID_AT);
    expect(built.params).toMatchObject({ valid_at: '2000-01-01T00:00:00.000Z' });
  });
});

describe(buildEntityFactsQuery.name, () => {
  let store: SqliteTripleStore;
  beforeAll(() => {
    store = SqliteTripleStore.open(':memory:');
  });
  afterAll(() => store.close());

  it('reads both sides of the entity, newest first by valid_from else created_at, within the readable triples', () => {
    const built = buildEntityFactsQuery('acc', 'e1', ['pub'], 20);
    expect(built.sql).toContain('(t.subject_entity_id = @entity OR t.object_entity_id = @entity) AND (+t.account_id = @account OR +t.index_id IN (@readable0))');
    expect(built.sql).toContain('ORDER BY COALESCE(t.valid_from, t.created_at) DESC, t.seq DESC LIMIT @limit');
    expect(built.params).toMatchObject({ account: 'acc', entity: 'e1', readable0: 'pub', limit: 20 });
  });

  it('finds the rows by the entity indexes, not by scanning the table', () => {
    const { sql, params } = buildEntityFactsQuery('acc', 'e1', [], 20);
    const plan = (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail).join('\n');
    expect(plan).toContain('triples_by_subject_entity');
    expect(plan).toContain('triples_by_object_entity');
  });
});

describe(buildExportQuery.name, () => {
  let store: SqliteTripleStore;
  beforeAll(() => {
    store = SqliteTripleStore.open(':memory:');
  });
  afterAll(() => store.close());

  it('walks the index on index_id from the position on, with no OFFSET', () => {
    const { sql, params } = buildExportQuery({ index_id: 'idx', graph_id: 'g', valid_at: '2000-01-01T00:00:00.000Z' }, 42, 100);
    expect(sql).toContain('t.index_id = @index_id AND t.seq > @after AND t.graph_id = @graph_id AND (t.valid_from IS NULL');
    expect(sql).toContain('ORDER BY t.seq LIMIT @limit');
    expect(sql).not.toContain('OFFSET');
    expect(params).toMatchObject({ index_id: 'idx', after: 42, limit: 100, graph_id: 'g' });
    const plan = (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail).join('\n');
    expect(plan).toContain('USING INDEX triples_by_index (index_id=? AND rowid>?)');
    expect(plan).not.toContain('TEMP B-TREE');
  });
});
