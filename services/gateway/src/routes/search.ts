import type { ServiceClient } from '@tessera/grpc';
import type { EntitiesV1, SearchV1, TriplesV1 } from '@tessera/proto';
import { Gauge, type Registry } from 'prom-client';
import type { Api } from '../http/api';
import { bodyInt, queryInt, uuid, z } from '../http/schemas';
import { Entity, toEntity } from './entities';
import { Graph, toGraph } from './graphs';
import { toTriple, Triple } from './triples';

const TYPES = ['entities', 'triples', 'graphs'] as const;
const SearchType = z.enum(TYPES, { error: 'types may hold entities, triples and graphs' }).openapi('SearchType');

const RANKING =
  'Results are the caller’s own resources plus those in public indexes (`index_id` narrows to one index), sorted by ' +
  '`similarity`, highest first; nothing below `threshold` is returned. similarity = c + (1 - c) x L, where c is the ' +
  'cosine similarity of the query and item embeddings (clamped to [0, 1]) and L a lexical signal in [0, 1]: for ' +
  'entities 1 when the query is the entity’s name (so that entity comes first with similarity 1), 0.5 x (name words / query ' +
  'content words) when the query contains the whole name, else up to 0.35 for a near spelling (trigram similarity >= 0.5, every name word within two edits); for triples 0.25 when ' +
  'the query contains the triple’s whole subject plus 0.35 x the share of the query’s content words found in it; for ' +
  'graphs 0.4 x that share. So similarity never drops below the vector ' +
  'similarity and reaches 1 only for an exact name. Candidates are the nearest vectors plus, lexically, the entities ' +
  'named in the query and the triples about them. Entities embed name + description; triples "subject predicate ' +
  'object" with `_` and camelCase predicates turned into words; graphs name + description. New and changed items are ' +
  'searchable about a second after they are stored. An entity’s `triple_count` counts the triples referencing it (as ' +
  'subject or object) that the caller may read, as indexed for search: it follows writes by the same delay.';

const SearchBody = z
  .object({
    query: z.string({ error: 'query is required' }).trim().min(1, 'query must not be empty').max(1000, 'query must be at most 1000 characters'),
    types: z.array(SearchType).min(1, 'types must name at least one type').default(['entities', 'triples']),
    index_id: uuid('index_id').optional(),
    limit: bodyInt('limit', { min: 1, max: 100, fallback: 20 }),
    threshold: z.number({ error: 'threshold must be a number' }).min(0, 'threshold must be between 0 and 1').max(1, 'threshold must be between 0 and 1').default(0.3),
    offset: bodyInt('offset', { min: 0, max: 10_000, fallback: 0 }),
  })
  .openapi('SearchRequest');

const typesParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return ['entities', 'triples'] as (typeof TYPES)[number][];
    const list = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
    const unknown = list.find((t) => !(TYPES as readonly string[]).includes(t));
    if (unknown !== undefined || list.length === 0) {
      ctx.addIssue({ code: 'custom', message: `types may hold entities, triples and graphs${unknown ? ` (got ${unknown})` : ''}` });
      return z.NEVER;
    }
    return list as (typeof TYPES)[number][];
  })
  .openapi({ description: 'Comma-separated and/or repeated: entities, triples, graphs (default entities,triples)' });

const thresholdParam = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 0.3;
    const n = Number(value);
    if (!/^\d*\.?\d+$/.test(value) || n < 0 || n > 1) {
      ctx.addIssue({ code: 'custom', message: 'threshold must be between 0 and 1' });
      return z.NEVER;
    }
    return n;
  });

const SearchQuery = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q must not be empty').max(1000, 'q must be at most 1000 characters'),
  types: typesParam,
  index_id: uuid('index_id').optional(),
  offset: queryInt('offset', { min: 0, max: 10_000, fallback: 0 }),
  limit: queryInt('limit', { min: 1, max: 100, fallback: 20 }),
  threshold: thresholdParam,
});

const similarity = z.number().min(0).max(1).openapi({ description: 'Blended similarity in [0, 1] (see the operation description)' });
const SearchResponse = z
  .object({
    success: z.literal(true),
    data: z.object({
      entities: z.array(Entity.extend({ similarity, triple_count: z.number().int() })),
      triples: z.array(Triple.extend({ similarity })),
      graphs: z.array(Graph.extend({ similarity })),
    }),
    count: z.object({ entities: z.number().int(), triples: z.number().int(), graphs: z.number().int() }),
  })
  .openapi('SemanticSearchResponse');

const round = (n: number) => Math.round(n * 10_000) / 10_000;

function present(response: SearchV1.SearchResponse__Output) {
  const entities = response.entities.map((hit) => ({
    ...toEntity(JSON.parse(hit.resource_json) as EntitiesV1.Entity__Output),
    similarity: round(hit.similarity), triple_count: hit.triple_count,
  }));
  const triples = response.triples.map((hit) => ({ ...toTriple(JSON.parse(hit.resource_json) as TriplesV1.Triple__Output), similarity: round(hit.similarity) }));
  const graphs = response.graphs.map((hit) => ({ ...toGraph(JSON.parse(hit.resource_json) as TriplesV1.Graph__Output), similarity: round(hit.similarity) }));
  return {
    success: true as const,
    data: { entities, triples, graphs },
    count: { entities: entities.length, triples: triples.length, graphs: graphs.length },
  };
}

export function searchRoutes(api: Api, search: ServiceClient<SearchV1.SearchServiceDefinition>): void {
  const guard = { kind: 'apiKey', rateClass: 'standard' } as const;
  const tags = ['Search'];

  api.define({
    method: 'post', path: '/api/search', operationId: 'semanticSearch', tags, guard, errors: [400, 404, 503],
    summary: 'Semantic search', description: RANKING,
    body: SearchBody, response: SearchResponse,
    handle: async ({ body, caller, requestId }) =>
      present(await search.call.Search({ ...body, index_id: body.index_id ?? '' }, { accountId: caller.accountId, requestId })),
  });

  api.define({
    method: 'get', path: '/api/search', operationId: 'semanticSearchGet', tags, guard, errors: [400, 404, 503],
    summary: 'Semantic search (GET)', description: RANKING,
    query: SearchQuery, response: SearchResponse,
    handle: async ({ query, caller, requestId }) =>
      present(
        await search.call.Search(
          { query: query.q, types: query.types, index_id: query.index_id ?? '', offset: query.offset, limit: query.limit, threshold: query.threshold },
          { accountId: caller.accountId, requestId },
        ),
      ),
  });

  const input = z.string().refine((s) => s.trim().length > 0, 'input items must not be empty').pipe(z.string().max(8000, 'input items must be at most 8000 characters'));
  api.define({
    method: 'post', path: '/api/embeddings', operationId: 'createEmbeddings', tags, guard, errors: [400, 503],
    summary: 'Embed texts with the configured model',
    body: z
      .object({
        input: z.union([input, z.array(input).min(1, 'input must not be empty').max(256, 'input may hold at most 256 items')], {
          error: 'input must be a string or an array of strings',
        }),
      })
      .openapi('EmbeddingsRequest'),
    response: z
      .object({
        success: z.literal(true),
        data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })),
        model: z.string(),
        dimensions: z.number().int(),
        count: z.number().int(),
      })
      .openapi('EmbeddingsResponse'),
    handle: async ({ body, caller, requestId }) => {
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      const response = await search.call.Embed({ inputs }, { accountId: caller.accountId, requestId }, { deadlineMs: 120_000 });
      return {
        success: true,
        data: response.embeddings.map((e, index) => ({ index, embedding: e.values })),
        model: response.model,
        dimensions: response.dimensions,
        count: response.embeddings.length,
      };
    },
  });

  const admin = { kind: 'admin' } as const;
  const Status = z.object({
    events_pending: z.number().int(), oldest_pending_age_ms: z.number().int(), entities_indexed: z.number().int(),
    triples_indexed: z.number().int(), graphs_indexed: z.number().int(), provider: z.string(), dimensions: z.number().int(),
  }).openapi('IndexingStatus');
  api.define({
    method: 'get', path: '/admin/search/status', operationId: 'adminSearchStatus', tags: ['Administration'], guard: admin, errors: [503],
    summary: 'Indexing lag (events waiting in the owners’ outboxes, age of the oldest) and what is indexed',
    response: z.object({ success: z.literal(true), data: Status }),
    handle: async ({ requestId }) => ({ success: true, data: await search.call.IndexingStatus({}, { accountId: '', requestId }) }),
  });
  api.define({
    method: 'post', path: '/admin/search/reindex', operationId: 'adminSearchReindex', tags: ['Administration'], guard: admin, errors: [503],
    summary: 'Rebuild every vector index from the owning services (needed after changing the embeddings provider or dimensions)',
    response: z.object({ success: z.literal(true), message: z.string() }),
    handle: async ({ requestId }) => ({ success: true, message: (await search.call.Reindex({}, { accountId: '', requestId }, { deadlineMs: 600_000 })).message }),
  });
}

/** Indexing lag in /metrics, read from the search service when Prometheus scrapes. */
export function searchMetrics(registry: Registry, search: ServiceClient<SearchV1.SearchServiceDefinition>): void {
  let last: Promise<SearchV1.IndexingStatusResponse__Output | null> | null = null;
  const status = () => {
    // One status call serves the three gauges of a scrape.
    last ??= search.call.IndexingStatus({}, { accountId: '' }, { deadlineMs: 2000 }).catch(() => null).finally(() => setTimeout(() => (last = null), 500).unref());
    return last;
  };
  new Gauge({
    name: 'tessera_search_events_pending', help: 'Change events not yet indexed by the search service', registers: [registry],
    aggregator: 'max', // every gateway worker reports the same value
    async collect() {
      const s = await status();
      if (s) this.set(s.events_pending);
    },
  });
  new Gauge({
    name: 'tessera_search_oldest_pending_age_seconds', help: 'Age of the oldest change event not yet indexed', registers: [registry],
    aggregator: 'max',
    async collect() {
      const s = await status();
      if (s) this.set(s.oldest_pending_age_ms / 1000);
    },
  });
  new Gauge({
    name: 'tessera_search_indexed_items', help: 'Items in the vector indexes', labelNames: ['kind'], registers: [registry],
    aggregator: 'max',
    async collect() {
      const s = await status();
      if (!s) return;
      this.set({ kind: 'entity' }, s.entities_indexed);
      this.set({ kind: 'triple' }, s.triples_indexed);
      this.set({ kind: 'graph' }, s.graphs_indexed);
    },
  });
}
