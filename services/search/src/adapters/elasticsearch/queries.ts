import type { Kind, VectorDoc, Visibility } from '../../ports/vector-store';

/** Pure request builders for the Elasticsearch adapter (unit-tested; the adapter only sends them). */

export const docFields = ['id', 'kind', 'account_id', 'index_id', 'version', 'name_key', 'text', 'payload'] as const;

/** A triple's subject and object entity ids; added to indexes created before it (their triples need a reindex). */
export const entityIdsMapping = { entity_ids: { type: 'keyword' as const } };

export function vectorMappings(dimensions: number) {
  return {
    dynamic: 'strict' as const,
    properties: {
      id: { type: 'keyword' as const },
      kind: { type: 'keyword' as const },
      account_id: { type: 'keyword' as const },
      index_id: { type: 'keyword' as const },
      version: { type: 'long' as const },
      name_key: { type: 'keyword' as const },
      text: { type: 'text' as const },
      payload: { type: 'keyword' as const, index: false, doc_values: false },
      ...entityIdsMapping,
      vector: {
        type: 'dense_vector' as const,
        dims: dimensions,
        index: true,
        similarity: 'cosine' as const,
        index_options: { type: 'int8_hnsw' as const, m: 16, ef_construction: 100 },
      },
    },
  };
}

/** Deletes with external versions leave tombstones this long, so a late older upsert cannot resurrect a document. */
export const vectorIndexSettings = { 'index.gc_deletes': '24h', number_of_replicas: 0 };

export const indexMetaMappings = {
  dynamic: 'strict' as const,
  properties: {
    id: { type: 'keyword' as const },
    account_id: { type: 'keyword' as const },
    name: { type: 'keyword' as const },
    is_public: { type: 'boolean' as const },
    version: { type: 'long' as const },
  },
};

/** Own documents, or documents in public indexes (never graphs); `indexId` narrows to one index. */
export function visibilityFilter(kind: Kind, visibility: Visibility) {
  const should: object[] = [{ term: { account_id: visibility.accountId } }];
  if (kind !== 'graph' && visibility.publicIndexIds.length > 0) should.push({ terms: { index_id: visibility.publicIndexIds } });
  const filter: object[] = [{ term: { kind } }];
  if (visibility.indexId !== undefined) filter.push({ term: { index_id: visibility.indexId } });
  return { bool: { filter, should, minimum_should_match: 1 } };
}

/** Candidates per shard: 10x k (at least 100) keeps int8_hnsw recall high for the small k the API allows. */
export const numCandidates = (k: number) => Math.min(10_000, Math.max(100, k * 10));

export function knnSearch(kind: Kind, vector: Float32Array, visibility: Visibility, k: number) {
  return {
    knn: { field: 'vector', query_vector: Array.from(vector), k, num_candidates: numCandidates(k), filter: visibilityFilter(kind, visibility) },
    size: k,
    _source: [...docFields],
  };
}

export function byNameSearch(kind: Kind, nameKeys: string[], visibility: Visibility, limit: number) {
  const visible = visibilityFilter(kind, visibility);
  return {
    query: { bool: { ...visible.bool, filter: [...visible.bool.filter, { terms: { name_key: nameKeys } }] } },
    size: limit,
    _source: [...docFields, 'vector'],
  };
}

/** Visible triples referencing each entity: one terms bucket per entity id asked for (a triple counts once in each). */
export function tripleCountsSearch(entityIds: string[], visibility: Visibility) {
  const visible = visibilityFilter('triple', visibility);
  return {
    size: 0,
    query: { bool: { ...visible.bool, filter: [...visible.bool.filter, { terms: { entity_ids: entityIds } }] } },
    aggs: { entities: { terms: { field: 'entity_ids', include: entityIds, size: entityIds.length } } },
  };
}

/** ES reports cosine as (1 + cos) / 2. */
export const cosineFromScore = (score: number) => 2 * score - 1;

/** Bulk upserts with external versions: ES itself refuses a version not newer than the stored one (409, ignored). */
export function bulkUpserts(index: string, docs: VectorDoc[]) {
  return docs.flatMap((doc) => [
    { index: { _index: index, _id: doc.id, version: doc.version, version_type: 'external' as const } },
    {
      id: doc.id, kind: doc.kind, account_id: doc.account_id, index_id: doc.index_id, version: doc.version,
      name_key: doc.name_key, text: doc.text, payload: doc.payload, entity_ids: (doc.entity_ids ?? []).filter(Boolean),
      vector: Array.from(doc.vector),
    },
  ]);
}

export function bulkDeletes(index: string, items: { id: string; version: number }[]) {
  return items.map((item) => ({ delete: { _index: index, _id: item.id, version: item.version, version_type: 'external' as const } }));
}
