import { InvalidArgument } from '@tessera/common';
import type { ServiceClient } from '@tessera/grpc';
import { canonicalInstant, MAX_KEYED_TRIPLES, publicTriple, type TriplesV1 } from '@tessera/proto';
import type { Api } from '../http/api';
import { jsonText } from '../http/respond';
import { idempotentRequestKey } from '../middleware/idempotency';
import { absoluteUri, requiredName, TEXT_LIMITS } from '../http/bounds';
import { MAX_PREDICATES, pagination, predicateRules, queryInt, searchText, uuid, validInstant, validTimeQuery, z } from '../http/schemas';

export const Triple = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    subject: z.string(),
    predicate: z.string(),
    object: z.string(),
    object_type: z.enum(['literal', 'entity']),
    confidence: z.number().min(0).max(1).optional().openapi({ description: 'Between 0 and 1, kept to 6 decimal places' }),
    source: z.string().optional().openapi({ format: 'uri' }),
    graph_id: z.string().optional().openapi({ format: 'uuid' }),
    index_id: z.string().openapi({ format: 'uuid' }),
    subject_entity_id: z.string().openapi({ format: 'uuid', description: 'Auto-resolved entity ID for subject' }),
    object_entity_id: z.string().optional().openapi({ format: 'uuid', description: "Auto-resolved entity ID for object (when object_type is 'entity')" }),
    created_at: z.string().openapi({ format: 'date-time', description: 'When the triple was stored (transaction time)' }),
    valid_from: z.string().optional().openapi({ format: 'date-time', description: 'A Tessera extension: when the fact starts to hold (absent: always)' }),
    valid_to: z.string().optional().openapi({ format: 'date-time', description: 'A Tessera extension: when the fact stops holding, exclusive (absent: for ever)' }),
    superseded_by: z
      .string()
      .optional()
      .openapi({ format: 'uuid', description: 'A Tessera extension: the triple whose value replaced this one (a functional predicate of the index)' }),
  })
  .openapi('Triple', { description: 'A knowledge triple representing a fact as subject-predicate-object' });

/** A triple from a service's gRPC answer in the public shape (the one definition: publicTriple in @tessera/proto). */
export const toTriple = (t: TriplesV1.Triple__Output): z.infer<typeof Triple> => publicTriple(t);

const confidence = z
  .number({ error: 'confidence must be a number' })
  .min(0, 'confidence must be between 0 and 1')
  .max(1, 'confidence must be between 0 and 1')
  .openapi({ description: 'Between 0 and 1; stored rounded to 6 decimal places' });

const TripleCreate = z
  .object({
    subject: requiredName('subject'),
    predicate: requiredName('predicate', TEXT_LIMITS.predicate),
    object: requiredName('object', TEXT_LIMITS.object),
    object_type: z.enum(['literal', 'entity'], { error: 'object_type must be literal or entity' }).default('literal'),
    confidence: confidence.optional(),
    source: absoluteUri('source').optional(),
    graph_id: uuid('graph_id').optional(),
    index_id: uuid('index_id').optional(),
    valid_from: validInstant('valid_from').optional(),
    valid_to: validInstant('valid_to').optional(),
  })
  .refine((t) => t.object_type !== 'entity' || t.object.length <= TEXT_LIMITS.name, {
    path: ['object'],
    message: `object must be at most ${TEXT_LIMITS.name} characters when object_type is entity`,
  })
  .refine(validOrder, { path: ['valid_from'], message: 'valid_from must not be after valid_to' })
  .openapi('TripleCreate');

/** valid_from <= valid_to when both are given (as instants: a date is its midnight UTC). */
function validOrder(t: { valid_from?: string | null; valid_to?: string | null }): boolean {
  if (!t.valid_from || !t.valid_to) return true;
  const from = canonicalInstant(t.valid_from.trim());
  const to = canonicalInstant(t.valid_to.trim());
  return from === null || to === null || from <= to;
}

const DeleteIds = z.array(uuid('ids[]')).min(1, 'ids must not be empty').max(1000, 'ids must have at most 1000 entries');

/** `predicate=a,b`, `predicate=a&predicate=b`, or both (`field` names the parameter in errors). */
export const predicateList = (field = 'predicate') =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const list = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
      const rules = predicateRules(field);
      if (list.length > MAX_PREDICATES) ctx.addIssue({ code: 'custom', message: rules.tooMany });
      if (list.some((p) => p.length > TEXT_LIMITS.predicate)) ctx.addIssue({ code: 'custom', message: rules.tooLong });
      return list;
    })
    .openapi({ type: 'array', items: { type: 'string' }, description: 'Comma-separated and/or repeated' });

const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? undefined : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)))
  .pipe(DeleteIds.optional())
  .openapi({ type: 'array', items: { type: 'string', format: 'uuid' }, description: 'Comma-separated and/or repeated' });

export function tripleRoutes(api: Api, triples: ServiceClient<TriplesV1.TriplesServiceDefinition>, maxPerRequest: number): void {
  const guard = { kind: 'apiKey', rateClass: 'standard' } as const;
  const tags = ['Triples'];

  api.define({
    method: 'get', path: '/api/triples', operationId: 'queryTriples', tags, guard, errors: [400, 404],
    summary: 'Query triples',
    description:
      'Filters combine with AND; newest first, stable under paging. `search` is full-text over subject, predicate ' +
      'and object (every word must occur; the last may be a prefix). Triples of a public index are returned when ' +
      'asked for by its `index_id`. With `as_of` or `current` (a Tessera extension) only the triples valid then; ' +
      'without them every stored triple, as in the Neode API.',
    query: z.object({
      search: searchText,
      subject: z.string().max(TEXT_LIMITS.name, `subject must be at most ${TEXT_LIMITS.name} characters`).optional(),
      graph_id: uuid('graph_id').optional(),
      index_id: uuid('index_id').optional(),
      subject_entity_id: uuid('subject_entity_id').optional(),
      object_entity_id: uuid('object_entity_id').optional(),
      predicate: predicateList(),
      ...validTimeQuery,
      offset: pagination.offset,
      limit: queryInt('limit', { min: 1, max: 500, fallback: 50 }).openapi({ description: 'Maximum number of results (1 to 500)' }),
    }),
    response: z.object({ success: z.literal(true), data: z.array(Triple), count: z.number().int() }).openapi('TriplesListResponse'),
    handle: async ({ query, caller }) => {
      const { predicate, ...filters } = query;
      const { as_of, ...rest } = filters;
      const found = await triples.call.QueryTriples({ ...rest, as_of: as_of ?? '', predicates: predicate ?? [], public_json: true }, caller);
      // The triples service already rendered the public shape: splice it in rather than decode and re-encode it.
      return jsonText(`{"success":true,"data":${found.public_json},"count":${found.count}}`);
    },
  });

  api.define({
    method: 'post', path: '/api/triples', operationId: 'createTriples', tags, guard, errors: [403, 404],
    summary: 'Create triples',
    description:
      `Up to ${maxPerRequest} triples (MAX_TRIPLES_PER_REQUEST). Subjects, and objects whose object_type is entity, ` +
      'resolve to entities of the index (created when new). Batch-level graph_id and source are defaults; a ' +
      'triple’s own index_id/graph_id win. Without any index_id the default index is used. One invalid triple ' +
      'rejects the whole batch and nothing is stored. A Tessera extension: `valid_from`/`valid_to` say when a fact holds; ' +
      'for a functional predicate of the index, a new value closes the one valid at its start (valid_to, superseded_by).',
    body: z
      .object({
        triples: z
          .array(TripleCreate, { error: 'triples must be an array of triples' })
          .min(1, 'triples must not be empty')
          .max(maxPerRequest, `triples must have at most ${maxPerRequest} entries`),
        index_id: uuid('index_id').optional(),
        graph_id: uuid('graph_id').optional(),
        source: absoluteUri('source').optional(),
      })
      .openapi('TripleBatchCreate'),
    response: z
      .object({ success: z.literal(true), message: z.string(), data: z.array(Triple), inserted_count: z.number().int() })
      .openapi('CreateTriplesResponse'),
    handle: async ({ body, caller, res }) => {
      // Keyed batches are capped at MAX_KEYED_TRIPLES by the triples service; a larger MAX_TRIPLES_PER_REQUEST forgoes
      // crash-safe retries for the larger batches only.
      const request_key = body.triples.length <= MAX_KEYED_TRIPLES ? idempotentRequestKey(res) : '';
      const created = await triples.call.CreateTriples({ ...body, request_key, public_json: true }, caller, { deadlineMs: 120_000 });
      // The triples service rendered the public shape as JSON: splice it in rather than parse and re-encode it (a
      // large share of the gateway's CPU in a bulk load; docs/benchmarks.md). The idempotency recorder keeps this text.
      return jsonText(`{"success":true,"message":${JSON.stringify(created.message)},"data":${created.public_json},"inserted_count":${created.inserted_count}}`);
    },
  });

  api.define({
    method: 'put', path: '/api/triples', operationId: 'updateTriple', tags, guard, errors: [404],
    summary: 'Update a triple',
    description:
      'Partial: only the fields sent change. A new subject (or object of an entity triple) re-resolves its entity. ' +
      '`valid_from`/`valid_to` (a Tessera extension): null clears one (unbounded); an update closes nothing.',
    body: z
      .object({
        id: uuid('id'),
        subject: requiredName('subject').optional(),
        predicate: requiredName('predicate', TEXT_LIMITS.predicate).optional(),
        object: requiredName('object', TEXT_LIMITS.object).optional(),
        confidence: confidence.optional(),
        source: absoluteUri('source').optional(),
        graph_id: uuid('graph_id').optional(),
        valid_from: validInstant('valid_from').nullable().optional(),
        valid_to: validInstant('valid_to').nullable().optional(),
      })
      .refine(validOrder, { path: ['valid_from'], message: 'valid_from must not be after valid_to' })
      .openapi('TripleUpdate'),
    response: z.object({ success: z.literal(true), message: z.string(), data: Triple }).openapi('UpdateTripleResponse'),
    handle: async ({ body, caller }) => {
      const { valid_from, valid_to, ...rest } = body;
      const validity = {
        ...(valid_from !== undefined ? { valid_from: valid_from ?? '' } : {}),
        ...(valid_to !== undefined ? { valid_to: valid_to ?? '' } : {}),
      };
      const { triple, message } = await triples.call.UpdateTriple({ ...rest, ...validity }, caller);
      return { success: true, message, data: toTriple(triple!) };
    },
  });

  api.define({
    method: 'delete', path: '/api/triples', operationId: 'deleteTriples', tags, guard, errors: [400],
    summary: 'Delete triples',
    description: 'By `ids` (comma-separated or repeated), `id`, or a JSON body {"ids": [...]}; at most 1000.',
    query: z.object({ id: uuid('id').optional(), ids: idList }),
    response: z.object({ success: z.literal(true), message: z.string(), deleted_count: z.number().int() }).openapi('DeleteTriplesResponse'),
    handle: async ({ query, caller, req }) => {
      const fromBody = req.body && typeof req.body === 'object' && 'ids' in req.body ? DeleteIds.safeParse((req.body as { ids: unknown }).ids) : undefined;
      if (fromBody && !fromBody.success) {
        throw new InvalidArgument(`Invalid ids: ${fromBody.error.issues[0]!.message}`, { field: 'ids', details: fromBody.error.issues.map((i) => i.message).join('; ') });
      }
      const ids = [...new Set([...(query.ids ?? []), ...(query.id ? [query.id] : []), ...(fromBody?.data ?? [])])];
      if (ids.length === 0) {
        throw new InvalidArgument('ids is required', { field: 'ids', details: 'Pass ?ids=a,b, ?id=a or a JSON body {"ids": [...]}' });
      }
      const { deleted_count, message } = await triples.call.DeleteTriples({ ids }, caller);
      return { success: true, message, deleted_count };
    },
  });
}
