import type { ServiceClient } from '@tessera/grpc';
import type { TriplesV1 } from '@tessera/proto';
import type { Api } from '../http/api';
import { idempotentRequestKey } from '../middleware/idempotency';
import { boundedText, requiredName, TEXT_LIMITS } from '../http/bounds';
import { pagination, queryBoolean, searchText, SuccessMessage, uuid, z } from '../http/schemas';

const MAX_METADATA_BYTES = 64 * 1024;

export const Graph = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    name: z.string(),
    description: z.string(),
    index_id: z.string().optional().openapi({ format: 'uuid' }),
    metadata: z.record(z.string(), z.unknown()),
    triple_count: z.number().int().openapi({ description: 'Number of triples in the graph (exact)' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Graph', { description: 'A graph organizing related triples' });

export const toGraph = (g: TriplesV1.Graph__Output): z.infer<typeof Graph> => ({
  id: g.id,
  name: g.name,
  description: g.description,
  ...(g.index_id ? { index_id: g.index_id } : {}),
  metadata: JSON.parse(g.metadata_json || '{}') as Record<string, unknown>,
  triple_count: g.triple_count,
  created_at: g.created_at,
  updated_at: g.updated_at,
});

const metadata = z
  .record(z.string(), z.unknown(), { error: 'metadata must be a JSON object' })
  .refine((value) => JSON.stringify(value).length <= MAX_METADATA_BYTES, `metadata must be at most ${MAX_METADATA_BYTES} bytes of JSON`)
  .openapi({ type: 'object', description: 'Free-form JSON object (at most 64 KiB)' });

const metadataJson = (value: Record<string, unknown> | undefined) => (value === undefined ? undefined : JSON.stringify(value));

export function graphRoutes(api: Api, triples: ServiceClient<TriplesV1.TriplesServiceDefinition>): void {
  const guard = { kind: 'apiKey', rateClass: 'standard' } as const;
  const tags = ['Graphs'];
  const IdParams = z.object({ id: uuid('id') });
  const GraphResponse = z.object({ success: z.literal(true), data: Graph }).openapi('GraphResponse');

  api.define({
    method: 'get', path: '/api/graphs', operationId: 'listGraphs', tags, guard, errors: [400],
    summary: 'List graphs', description: 'Newest first, with exact triple counts; `search` matches name or description.',
    query: z.object({ search: searchText, ...pagination }),
    response: z.object({ success: z.literal(true), data: z.array(Graph), count: z.number().int() }).openapi('GraphsListResponse'),
    handle: async ({ query, caller }) => {
      const { graphs } = await triples.call.ListGraphs(query, caller);
      return { success: true, data: graphs.map(toGraph), count: graphs.length };
    },
  });

  api.define({
    method: 'post', path: '/api/graphs', operationId: 'createGraph', tags, guard, errors: [403, 404],
    summary: 'Create a graph',
    body: z
      .object({
        name: requiredName('name'),
        description: boundedText('description', TEXT_LIMITS.description).optional(),
        index_id: uuid('index_id').optional(),
        metadata: metadata.optional(),
      })
      .openapi('GraphCreate'),
    response: GraphResponse,
    handle: async ({ body, caller, res }) => {
      const request_key = idempotentRequestKey(res);
      const { graph } = await triples.call.CreateGraph({ ...body, metadata_json: metadataJson(body.metadata), request_key }, caller);
      return { success: true, data: toGraph(graph!) };
    },
  });

  api.define({
    method: 'get', path: '/api/graphs/{id}', operationId: 'getGraph', tags, guard, errors: [400, 404],
    summary: 'Get a graph', params: IdParams, response: GraphResponse,
    handle: async ({ params, caller }) => ({ success: true, data: toGraph((await triples.call.GetGraph(params, caller)).graph!) }),
  });

  api.define({
    method: 'put', path: '/api/graphs/{id}', operationId: 'updateGraph', tags, guard, errors: [403, 404],
    summary: 'Update a graph', description: 'Partial update: only the fields sent change.',
    params: IdParams,
    body: z
      .object({
        name: requiredName('name').optional(),
        description: boundedText('description', TEXT_LIMITS.description).optional(),
        index_id: uuid('index_id').optional(),
        metadata: metadata.optional(),
      })
      .openapi('GraphUpdate'),
    response: GraphResponse,
    handle: async ({ params, body, caller }) => {
      const { graph } = await triples.call.UpdateGraph({ id: params.id, ...body, metadata_json: metadataJson(body.metadata) }, caller);
      return { success: true, data: toGraph(graph!) };
    },
  });

  api.define({
    method: 'delete', path: '/api/graphs/{id}', operationId: 'deleteGraph', tags, guard, errors: [400, 404],
    summary: 'Delete a graph',
    description: 'With deleteTriples=true (or delete_triples=true) its triples are deleted too; otherwise they stay, without a graph.',
    params: IdParams,
    query: z.object({
      deleteTriples: queryBoolean('deleteTriples').openapi({ description: 'Also delete the graph’s triples' }),
      delete_triples: queryBoolean('delete_triples').openapi({ description: 'Alias of deleteTriples' }),
    }),
    response: SuccessMessage,
    handle: async ({ params, query, caller }) => {
      const { message } = await triples.call.DeleteGraph({ id: params.id, delete_triples: query.deleteTriples || query.delete_triples }, caller);
      return { success: true, message };
    },
  });
}
