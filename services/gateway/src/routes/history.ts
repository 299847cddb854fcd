import type { ServiceClient } from '@tessera/grpc';
import { HISTORY_BOUNDS, type TriplesV1 } from '@tessera/proto';
import type { Api } from '../http/api';
import { jsonText } from '../http/respond';
import { queryInt, uuid, z } from '../http/schemas';
import { Triple } from './triples';

const at = z.string().openapi({ format: 'date-time' });

const FactItem = z
  .object({
    kind: z.literal('fact'),
    at: at.openapi({ description: 'When the fact became valid: its valid_from, else when it was stored' }),
    triple: Triple,
  })
  .openapi('HistoryFact', { description: 'A triple the entity is the subject or object of, closed ones included' });

const EventItem = z
  .object({
    kind: z.enum(['created', 'merged_from', 'alias_added', 'alias_removed', 'split_into', 'split_from']),
    at,
    other_entity_id: z.string().optional().openapi({ format: 'uuid', description: 'merged_from: the entity folded into this one; split_into/split_from: the other entity of the split' }),
    name: z.string().optional().openapi({
      description: 'created: the name it was created with; merged_from: the absorbed entity’s name; alias_added/alias_removed: the alias',
    }),
    actor: z.string().optional().openapi({ description: 'The id of the API key that made the change, where recorded' }),
  })
  .openapi('HistoryEvent', { description: 'A resolution event of the entity' });

/** An entity's history (a Tessera extension): the triples service merges its facts with the entities service's events. */
export function historyRoutes(api: Api, triples: ServiceClient<TriplesV1.TriplesServiceDefinition>): void {
  api.define({
    method: 'get', path: '/api/entities/{id}/history', operationId: 'getEntityHistory', tags: ['Traversal', 'Tessera extensions'],
    guard: { kind: 'apiKey', rateClass: 'standard' }, errors: [400, 404],
    summary: 'An entity’s facts and resolution events over time',
    description:
      'A Tessera extension (not in the Neode API). A timeline, newest first: the triples the entity is the subject or object of ' +
      '(closed ones too, with valid_from/valid_to and superseded_by: what replaced what), each at the instant it became valid, ' +
      'and the entity’s resolution events (created, merged_from, alias_added, alias_removed, split_into, split_from), each change with the API key that made it. Reads your own ' +
      'triples, plus those of the public index holding the entity. Another account’s private entity is a 404.',
    params: z.object({ id: uuid('id') }),
    query: z.object({
      offset: queryInt('offset', HISTORY_BOUNDS.offset).openapi({ description: 'Items to skip (0 to 10000)' }),
      limit: queryInt('limit', HISTORY_BOUNDS.page).openapi({ description: 'Items to return (1 to 200)' }),
    }),
    response: z
      .object({
        success: z.literal(true),
        data: z.object({
          entity: z.object({ id: z.string().openapi({ format: 'uuid' }), name: z.string() }),
          items: z.array(z.union([FactItem, EventItem])),
          count: z.number().int().openapi({ description: 'Items in this page' }),
          has_more: z.boolean().openapi({ description: 'True when later pages hold more items' }),
        }),
      })
      .openapi('EntityHistoryResponse'),
    handle: async ({ params, query, caller }) => {
      const found = await triples.call.EntityHistory({ entity_id: params.id, offset: query.offset, limit: query.limit }, caller);
      return jsonText(`{"success":true,"data":${found.data_json}}`);
    },
  });
}
