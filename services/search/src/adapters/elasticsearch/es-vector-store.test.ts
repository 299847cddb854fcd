import { Client, errors } from '@elastic/elasticsearch';
import Mock from '@elastic/elasticsearch-mock';
import { describeWithElasticsearch } from '@tessera/testing';
import { CONTRACT_DIMENSIONS, doc, vectorFor, vectorStoreContract } from '../../ports/vector-store.contract';
import { ElasticsearchVectorStore } from './es-vector-store';
import { bulkUpserts, cosineFromScore, knnSearch, numCandidates, tripleCountsSearch, vectorMappings, visibilityFilter } from './queries';

describe('Elasticsearch request building', () => {
  it('maps vectors as an indexed cosine dense_vector with int8_hnsw', () => {
    expect(vectorMappings(512).properties.vector).toEqual({
      type: 'dense_vector', dims: 512, index: true, similarity: 'cosine', index_options: { type: 'int8_hnsw', m: 16, ef_construction: 100 },
    });
  });

  it('filters on kind and on the account or public indexes, narrowing to one index when asked', () => {
    expect(visibilityFilter('entity', { accountId: 'acc-a', publicIndexIds: ['pub'], indexId: 'idx-1' })).toEqual({
      bool: {
        filter: [{ term: { kind: 'entity' } }, { term: { index_id: 'idx-1' } }],
        should: [{ term: { account_id: 'acc-a' } }, { terms: { index_id: ['pub'] } }],
        minimum_should_match: 1,
      },
    });
    // Graphs are never public.
    expect(visibilityFilter('graph', { accountId: 'acc-a', publicIndexIds: ['pub'] }).bool.should).toEqual([{ term: { account_id: 'acc-a' } }]);
  });

  it('asks kNN for k hits among at least 100 candidates, 10x k beyond that', () => {
    const body = knnSearch('triple', new Float32Array([1, 0]), { accountId: 'a', publicIndexIds: [] }, 40);
    expect(body.knn).toMatchObject({ field: 'vector', query_vector: [1, 0], k: 40, num_candidates: 400 });
    expect(numCandidates(5)).toBe(100);
    expect(numCandidates(5000)).toBe(10_000);
    expect(cosineFromScore(1)).toBe(1);
    expect(cosineFromScore(0.5)).toBe(0);
  });

  it('writes with external versions, so Elasticsearch keeps the newest', () => {
    const [action, source] = bulkUpserts('vec', [doc({ id: 'e1', version: 7 })]);
    expect(action).toEqual({ index: { _index: 'vec', _id: 'e1', version: 7, version_type: 'external' } });
    expect(source).toMatchObject({ id: 'e1', kind: 'entity', account_id: 'acc-a', version: 7, entity_ids: [] });
    const [, triple] = bulkUpserts('vec', [doc({ id: 't1', kind: 'triple', entity_ids: ['e-s', '', 'e-o'] })]);
    expect(triple).toMatchObject({ id: 't1', entity_ids: ['e-s', 'e-o'] });
    expect(vectorMappings(4).properties.entity_ids).toEqual({ type: 'keyword' });
  });

  it('counts visible triples per entity with one terms bucket per entity asked for', () => {
    expect(tripleCountsSearch(['e1', 'e2'], { accountId: 'acc-a', publicIndexIds: ['pub'] })).toEqual({
      size: 0,
      query: {
        bool: {
          filter: [{ term: { kind: 'triple' } }, { terms: { entity_ids: ['e1', 'e2'] } }],
          should: [{ term: { account_id: 'acc-a' } }, { terms: { index_id: ['pub'] } }],
          minimum_should_match: 1,
        },
      },
      aggs: { entities: { terms: { field: 'entity_ids', include: ['e1', 'e2'], size: 2 } } },
    });
  });
});

describe('ElasticsearchVectorStore requests (elasticsearch-mock)', () => {
  const mock = new Mock();
  const client = new Client({ node: 'http://localhost:9200', Connection: mock.getConnection() });
  const store = new ElasticsearchVectorStore(client, 'vec', 4);
  const seen: { method: string; path: string; body: unknown }[] = [];
  afterEach(() => {
    mock.clearAll();
    seen.length = 0;
  });

  it('creates the three indexes with their mappings on start when they are missing', async () => {
    mock.add({ method: 'HEAD', path: '/:index' }, () => new errors.ResponseError({ body: '', statusCode: 404 } as never));
    mock.add({ method: 'PUT', path: '/:index' }, (params) => {
      seen.push({ method: 'PUT', path: String(params.path), body: params.body });
      return { acknowledged: true };
    });
    await store.createIndexes();
    expect(seen.map((s) => s.path)).toEqual(['/vec', '/vec-indexes', '/vec-settings']);
    expect(seen[0]!.body).toMatchObject({ mappings: { properties: { vector: { type: 'dense_vector', dims: 4 } } }, settings: { 'index.gc_deletes': '24h' } });
  });

  it('adds fields newer than an existing index to its mapping on start', async () => {
    mock.add({ method: 'HEAD', path: '/:index' }, () => '');
    mock.add({ method: 'PUT', path: '/:index/_mapping' }, (params) => {
      seen.push({ method: 'PUT', path: String(params.path), body: params.body });
      return { acknowledged: true };
    });
    await store.createIndexes();
    expect(seen).toEqual([{ method: 'PUT', path: '/vec/_mapping', body: { properties: { entity_ids: { type: 'keyword' } } } }]);
  });

  it('reads triple counts from the terms buckets, 0 for entities without a bucket', async () => {
    mock.add({ method: 'POST', path: '/vec/_search' }, (params) => {
      seen.push({ method: 'POST', path: String(params.path), body: params.body });
      return { hits: { hits: [] }, aggregations: { entities: { buckets: [{ key: 'e1', doc_count: 3 }] } } };
    });
    const counts = await store.tripleCounts(['e1', 'e2', 'e1'], { accountId: 'acc-a', publicIndexIds: [] });
    expect([...counts]).toEqual([['e1', 3], ['e2', 0]]);
    expect(seen[0]!.body).toMatchObject({ size: 0, aggs: { entities: { terms: { field: 'entity_ids', include: ['e1', 'e2'] } } } });
  });

  it('sends a filtered kNN search and turns scores back into cosine', async () => {
    mock.add({ method: 'POST', path: '/vec/_search' }, (params) => {
      seen.push({ method: 'POST', path: String(params.path), body: params.body });
      return {
        hits: {
          hits: [{ _id: 'e1', _score: 0.9, _source: { id: 'e1', kind: 'entity', account_id: 'acc-a', index_id: 'i', version: 1, name_key: '', text: 'x', payload: '{}' } }],
        },
      };
    });
    const hits = await store.search('entity', new Float32Array([0, 1, 0, 0]), { accountId: 'acc-a', publicIndexIds: ['pub'] }, 5);
    expect(hits).toEqual([{ id: 'e1', kind: 'entity', score: expect.closeTo(0.8, 5), text: 'x', name_key: '', payload: '{}', index_id: 'i' }]);
    expect(seen[0]!.body).toMatchObject({
      knn: { field: 'vector', query_vector: [0, 1, 0, 0], k: 5, num_candidates: 100, filter: { bool: { minimum_should_match: 1 } } },
      size: 5,
    });
  });

  it('counts a version conflict as "already newer", not as a failure', async () => {
    mock.add({ method: 'POST', path: '/_bulk' }, () => ({
      errors: true,
      items: [{ index: { _id: 'e1', status: 201 } }, { index: { _id: 'e2', status: 409, error: { type: 'version_conflict_engine_exception' } } }],
    }));
    expect(await store.upsert([doc({ id: 'e1' }), doc({ id: 'e2' })])).toBe(1);
  });
});

describeWithElasticsearch(ElasticsearchVectorStore.name, (url) => {
  vectorStoreContract(async () => {
    const store = ElasticsearchVectorStore.connect(url, `tessera-test-${Math.random().toString(36).slice(2, 10)}`, CONTRACT_DIMENSIONS, 'wait_for');
    await store.createIndexes();
    return Object.assign(store, { close: async () => { await store.dropForTests(); await ElasticsearchVectorStore.prototype.close.call(store); } });
  });
  void vectorFor;
});
