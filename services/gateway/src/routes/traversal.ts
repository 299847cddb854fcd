import type { ServiceClient } from '@tessera/grpc';
import { TRAVERSAL_BOUNDS, type TriplesV1 } from '@tessera/proto';
import type { Api } from '../http/api';
import { jsonText } from '../http/respond';
import { bodyInt, predicateArray, queryInt, uuid, validInstant, validTimeQuery, z } from '../http/schemas';
import { predicateList, Triple } from './triples';

const direction = z
  .enum(['out', 'in', 'both'], { error: 'direction must be out, in or both' })
  .optional()
  .openapi({ description: 'Follow triples from subject to object (out), object to subject (in), or either (both, the default)' });

const TraversalNode = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    name: z.string().openapi({ description: 'A start entity’s name; for the others, the name a triple that reached it gives it' }),
    distance: z.number().int().openapi({ description: 'Hops from the start entity (the nearest seed, for a subgraph)' }),
  })
  .openapi('TraversalNode');

const truncated = z.boolean().openapi({
  description:
    'True when the walk stopped at a bound (TRAVERSAL_MAX_NODES entities, TRAVERSAL_MAX_EDGES triples, TRAVERSAL_MAX_BYTES of answer, or max_nodes) before finishing',
});

const PredicateCount = z
  .object({ predicate: z.string(), direction: z.enum(['out', 'in']), count: z.number().int() })
  .openapi('PredicateCount', { description: 'How many triples of this predicate leave (out) or enter (in) the entity' });

// The triples service renders `data` and the gateway splices it in unread: these schemas document it, and the system
// tests parse every answer with them (tests/system/src/traversal.integration.test.ts) so the two cannot drift apart.
export const NeighborsResponse = z
  .object({
    success: z.literal(true),
    data: z.object({
      entity: z.object({ id: z.string().openapi({ format: 'uuid' }), name: z.string() }),
      nodes: z.array(TraversalNode),
      edges: z.array(Triple),
      predicate_counts: z.array(PredicateCount),
      predicate_counts_truncated: z.boolean().openapi({
        description: 'True when the entity has more triples in a direction than are counted (TRAVERSAL_MAX_EDGES): its counts are then lower bounds',
      }),
      count: z.number().int().openapi({ description: 'Entities in this page' }),
      total: z.number().int().openapi({ description: 'Entities reached (within the bound)' }),
      truncated,
    }),
  })
  .openapi('NeighborsResponse');

export const PathsResponse = z
  .object({
    success: z.literal(true),
    data: z.object({
      paths: z.array(z.object({ length: z.number().int(), triples: z.array(Triple) })).openapi({
        description: 'Each path from `from` as its triples in order; `from` equal to `to` answers one path of length 0',
      }),
      count: z.number().int(),
      truncated,
    }),
  })
  .openapi('PathsResponse');

export const SubgraphResponse = z
  .object({ success: z.literal(true), data: z.object({ nodes: z.array(TraversalNode), edges: z.array(Triple), truncated }) })
  .openapi('SubgraphResponse');

const EXTENSION = 'A Tessera extension (not in the Neode API). ';
const READS =
  ' Follows triples whose object is an entity: your own, and those of the public index holding a start entity or named by `index_id` ' +
  '(which also narrows the walk to that index). Another account’s private entity is a 404. With `as_of` or `current` only the ' +
  'triples valid then are followed.';

/** Neighbourhoods, shortest paths and subgraphs: walks run in the triples service, which answers the `data` JSON. */
export function traversalRoutes(api: Api, triples: ServiceClient<TriplesV1.TriplesServiceDefinition>): void {
  const guard = { kind: 'apiKey', rateClass: 'standard' } as const;
  const tags = ['Traversal', 'Tessera extensions'];
  const L = TRAVERSAL_BOUNDS;
  const data = (json: string) => jsonText(`{"success":true,"data":${json}}`);

  api.define({
    method: 'get', path: '/api/entities/{id}/neighbors', operationId: 'getEntityNeighbors', tags, guard, errors: [400, 404],
    summary: 'Entities within a few hops of an entity',
    description:
      EXTENSION +
      'The entities reachable within `depth` hops, nearest first (paged by `offset`/`limit`; `total` counts them all), each with its ' +
      'distance; the triples read that connect an entity of the page to another one reached; and, per predicate and direction, how ' +
      'many triples the entity itself has (what expanding one predicate would add).' + READS,
    params: z.object({ id: uuid('id') }),
    query: z.object({
      depth: queryInt('depth', L.neighboursDepth).openapi({ description: 'Hops (1 to 3)' }),
      direction,
      predicates: predicateList('predicates'),
      index_id: uuid('index_id').optional(),
      ...validTimeQuery,
      offset: queryInt('offset', { min: 0, max: 1_000_000, fallback: 0 }).openapi({ description: 'Entities to skip' }),
      limit: queryInt('limit', L.neighboursPage).openapi({ description: 'Entities to return (1 to 5000)' }),
    }),
    response: NeighborsResponse,
    handle: async ({ params, query, caller }) => {
      const { predicates, direction: dir, index_id, as_of, ...rest } = query;
      const found = await triples.call.Neighbours(
        { entity_id: params.id, ...rest, as_of: as_of ?? '', direction: dir ?? '', predicates: predicates ?? [], index_id: index_id ?? '' },
        caller,
      );
      return data(found.data_json);
    },
  });

  api.define({
    method: 'get', path: '/api/paths', operationId: 'findPaths', tags, guard, errors: [400, 404],
    summary: 'Shortest paths between two entities',
    description:
      EXTENSION +
      'Every shortest path from `from` to `to` of at most `max_depth` triples (up to `limit` of them), each as its triples in order ' +
      'from `from`; an empty list when none is that short. With direction both (the default) a triple may be followed either way.' + READS,
    query: z.object({
      from: uuid('from'),
      to: uuid('to'),
      max_depth: queryInt('max_depth', L.pathDepth).openapi({ description: 'Longest path looked for, in triples (1 to 6)' }),
      direction,
      predicates: predicateList('predicates'),
      index_id: uuid('index_id').optional(),
      limit: queryInt('limit', L.paths).openapi({ description: 'Paths to return (1 to 10)' }),
      ...validTimeQuery,
    }),
    response: PathsResponse,
    handle: async ({ query, caller }) => {
      const { from, to, predicates, direction: dir, index_id, as_of, ...rest } = query;
      const found = await triples.call.FindPaths(
        { from_entity_id: from, to_entity_id: to, ...rest, as_of: as_of ?? '', direction: dir ?? '', predicates: predicates ?? [], index_id: index_id ?? '' },
        caller,
      );
      return data(found.data_json);
    },
  });

  api.define({
    method: 'post', path: '/api/subgraph', operationId: 'getSubgraph', tags, guard, errors: [400, 404],
    summary: 'The subgraph around some entities',
    description:
      EXTENSION +
      'The entities within `depth` hops of the seeds (at most `max_nodes`) and every triple between two of them: for a graph view or ' +
      'an export. Reads nothing it does not answer; nothing is written.' + READS,
    body: z
      .object({
        entity_ids: z
          .array(uuid('entity_ids[]'), { error: 'entity_ids must be an array of entity ids' })
          .min(1, 'entity_ids must not be empty')
          .max(L.subgraphSeeds.max, `entity_ids must have at most ${L.subgraphSeeds.max} entries`),
        depth: bodyInt('depth', L.subgraphDepth).openapi({ description: 'Hops from the seeds (0 to 3; 0: the seeds and the triples between them)' }),
        direction,
        predicates: predicateArray('predicates'),
        index_id: uuid('index_id').optional(),
        max_nodes: bodyInt('max_nodes', L.subgraphNodes).openapi({ description: 'Most entities to answer (1 to 5000)' }),
        as_of: validInstant('as_of').optional().openapi({ description: 'Only the triples valid at this instant' }),
        current: z.boolean({ error: 'current must be a boolean' }).optional().openapi({ description: 'Only the triples valid now' }),
      })
      .openapi('SubgraphRequest'),
    response: SubgraphResponse,
    handle: async ({ body, caller }) => {
      const found = await triples.call.Subgraph(
        { ...body, as_of: body.as_of ?? '', current: body.current ?? false, direction: body.direction ?? '', predicates: body.predicates ?? [], index_id: body.index_id ?? '' },
        caller,
      );
      return data(found.data_json);
    },
  });
}
