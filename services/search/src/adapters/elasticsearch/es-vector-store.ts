import { Client, errors } from '@elastic/elasticsearch';
import { dot } from '../../ports/embedder';
import { KINDS, type IndexMeta, type Kind, type VectorDoc, type VectorHit, type VectorStore, type Visibility } from '../../ports/vector-store';
import {
  bulkDeletes, bulkUpserts, byNameSearch, cosineFromScore, entityIdsMapping, indexMetaMappings, knnSearch, tripleCountsSearch,
  vectorIndexSettings, vectorMappings,
} from './queries';

interface SourceDoc {
  id: string;
  kind: Kind;
  account_id: string;
  index_id: string | null;
  version: number;
  name_key: string;
  text: string;
  payload: string;
  vector?: number[];
}

/**
 * Vectors in Elasticsearch: one index of documents with a `dense_vector` (cosine, int8_hnsw) and kNN search with a
 * filter on account and index; a small index of index metadata; a settings document. Mappings are created on start.
 */
export class ElasticsearchVectorStore implements VectorStore {
  private readonly metaIndex: string;
  private readonly settingsIndex: string;

  constructor(
    private readonly client: Client,
    private readonly index: string,
    private readonly dimensions: number,
    /** 'wait_for' makes writes visible before they return (tests); production relies on the 1 s refresh interval. */
    private readonly refresh: 'wait_for' | false = false,
  ) {
    this.metaIndex = `${index}-indexes`;
    this.settingsIndex = `${index}-settings`;
  }

  static connect(url: string, index: string, dimensions: number, refresh: 'wait_for' | false = false): ElasticsearchVectorStore {
    return new ElasticsearchVectorStore(new Client({ node: url, requestTimeout: 30_000 }), index, dimensions, refresh);
  }

  async createIndexes(): Promise<void> {
    /** Creates the index if missing; false when it existed already. */
    const create = async (index: string, mappings: object, settings?: object): Promise<boolean> => {
      if (await this.client.indices.exists({ index })) return false;
      try {
        await this.client.indices.create({ index, mappings: mappings as never, ...(settings ? { settings: settings as never } : {}) });
      } catch (error) {
        if (!(error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception')) throw error;
      }
      return true;
    };
    if (!(await create(this.index, vectorMappings(this.dimensions), vectorIndexSettings))) {
      // Fields added since the index was created (adding a field is allowed on a live index, and idempotent).
      await this.client.indices.putMapping({ index: this.index, properties: entityIdsMapping });
    }
    await create(this.metaIndex, indexMetaMappings);
    await create(this.settingsIndex, { dynamic: false, properties: { value: { type: 'keyword' } } });
  }

  async upsert(docs: VectorDoc[]): Promise<number> {
    if (docs.length === 0) return 0;
    const response = await this.client.bulk({ operations: bulkUpserts(this.index, docs), refresh: this.refresh });
    let applied = 0;
    for (const item of response.items) {
      const result = item.index;
      if (!result) continue;
      if (result.status === 409) continue; // a newer version is stored already
      if (result.error) throw new Error(`Elasticsearch refused a document: ${result.error.reason ?? result.error.type}`);
      applied++;
    }
    return applied;
  }

  async remove(items: { id: string; kind: Kind; version: number }[]): Promise<void> {
    if (items.length === 0) return;
    const response = await this.client.bulk({ operations: bulkDeletes(this.index, items), refresh: this.refresh });
    for (const item of response.items) {
      const result = item.delete;
      if (result?.error && result.status !== 409 && result.status !== 404) throw new Error(`Elasticsearch refused a delete: ${result.error.reason ?? result.error.type}`);
    }
  }

  async putIndex(meta: IndexMeta): Promise<void> {
    try {
      await this.client.index({ index: this.metaIndex, id: meta.id, document: meta, version: meta.version, version_type: 'external', refresh: 'wait_for' });
    } catch (error) {
      if (!(error instanceof errors.ResponseError && error.statusCode === 409)) throw error;
    }
  }

  async removeIndex(id: string, version: number): Promise<void> {
    try {
      await this.client.delete({ index: this.metaIndex, id, version, version_type: 'external', refresh: 'wait_for' });
    } catch (error) {
      if (!(error instanceof errors.ResponseError && (error.statusCode === 409 || error.statusCode === 404))) throw error;
    }
  }

  async publicIndexIds(): Promise<string[]> {
    const response = await this.client.search<IndexMeta>({ index: this.metaIndex, query: { term: { is_public: true } }, size: 10_000, _source: ['id'] });
    return response.hits.hits.map((hit) => hit._source!.id);
  }

  async indexes(ids: string[]): Promise<Map<string, IndexMeta>> {
    const result = new Map<string, IndexMeta>();
    if (ids.length === 0) return result;
    const response = await this.client.mget<IndexMeta>({ index: this.metaIndex, ids });
    for (const doc of response.docs) if ('found' in doc && doc.found && doc._source) result.set(doc._source.id, doc._source);
    return result;
  }

  private toHit(source: SourceDoc, score: number): VectorHit {
    return { id: source.id, kind: source.kind, score, text: source.text, name_key: source.name_key, payload: source.payload, index_id: source.index_id };
  }

  async search(kind: Kind, vector: Float32Array, visibility: Visibility, k: number): Promise<VectorHit[]> {
    const response = await this.client.search<SourceDoc>({ index: this.index, ...knnSearch(kind, vector, visibility, k) });
    return response.hits.hits.map((hit) => this.toHit(hit._source!, cosineFromScore(hit._score ?? 0)));
  }

  async payloads(hits: VectorHit[]): Promise<(string | null)[]> {
    // A hit carries its payload from the search's own answer.
    return hits.map((hit) => hit.payload);
  }

  async byName(kind: Kind, nameKeys: string[], vector: Float32Array, visibility: Visibility, limit: number): Promise<VectorHit[]> {
    const keys = [...new Set(nameKeys.filter(Boolean))];
    if (keys.length === 0) return [];
    const response = await this.client.search<SourceDoc>({ index: this.index, ...byNameSearch(kind, keys, visibility, limit) });
    return response.hits.hits.map((hit) => this.toHit(hit._source!, dot(vector, Float32Array.from(hit._source!.vector ?? []))));
  }

  async tripleCounts(entityIds: string[], visibility: Visibility): Promise<Map<string, number>> {
    const ids = [...new Set(entityIds)];
    const counts = new Map<string, number>(ids.map((id) => [id, 0]));
    if (ids.length === 0) return counts;
    const response = await this.client.search({ index: this.index, ...tripleCountsSearch(ids, visibility) });
    const buckets = (response.aggregations?.entities as { buckets?: { key: string; doc_count: number }[] } | undefined)?.buckets ?? [];
    for (const bucket of buckets) if (counts.has(bucket.key)) counts.set(bucket.key, bucket.doc_count);
    return counts;
  }

  async counts(): Promise<Record<Kind, number>> {
    const counts = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
    const response = await this.client.search({ index: this.index, size: 0, aggs: { kinds: { terms: { field: 'kind', size: 10 } } } });
    const buckets = (response.aggregations?.kinds as { buckets?: { key: string; doc_count: number }[] } | undefined)?.buckets ?? [];
    for (const bucket of buckets) if (bucket.key in counts) counts[bucket.key as Kind] = bucket.doc_count;
    return counts;
  }

  async model(): Promise<string> {
    try {
      const response = await this.client.get<{ value: string }>({ index: this.settingsIndex, id: 'model' });
      return response._source?.value ?? '';
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 404) return '';
      throw error;
    }
  }

  async setModel(model: string): Promise<void> {
    await this.client.index({ index: this.settingsIndex, id: 'model', document: { value: model }, refresh: 'wait_for' });
  }

  async clear(): Promise<void> {
    await this.client.indices.delete({ index: [this.index, this.metaIndex], ignore_unavailable: true });
    await this.createIndexes();
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Tests: drop everything this store created. */
  async dropForTests(): Promise<void> {
    await this.client.indices.delete({ index: [this.index, this.metaIndex, this.settingsIndex], ignore_unavailable: true });
  }
}
