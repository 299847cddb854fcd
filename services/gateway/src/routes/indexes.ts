import type { ServiceClient } from '@tessera/grpc';
import type { EntitiesV1 } from '@tessera/proto';
import type { Api } from '../http/api';
import { pagination, queryBoolean, searchText, SuccessMessage, uuid, z } from '../http/schemas';

export const INDEX_LIMITS = { name: 200, description: 2000, rules: 10_000, predicates: 100, predicate: 200 };

const name = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(INDEX_LIMITS.name, `name must be at most ${INDEX_LIMITS.name} characters`);
const description = z.string().max(INDEX_LIMITS.description, `description must be at most ${INDEX_LIMITS.description} characters`);
const rules = z
  .string()
  .max(INDEX_LIMITS.rules, `rules must be at most ${INDEX_LIMITS.rules} characters`)
  .openapi({ description: 'Custom rules or instructions for triple generation in this index' });
const preferredPredicates = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'preferred_predicates entries must not be empty')
      .max(INDEX_LIMITS.predicate, `preferred_predicates entries must be at most ${INDEX_LIMITS.predicate} characters`),
  )
  .max(INDEX_LIMITS.predicates, `preferred_predicates must have at most ${INDEX_LIMITS.predicates} entries`)
  .openapi({ description: 'Preferred predicate types for this index' });
const functionalPredicates = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'functional_predicates entries must not be empty')
      .max(INDEX_LIMITS.predicate, `functional_predicates entries must be at most ${INDEX_LIMITS.predicate} characters`),
  )
  .max(INDEX_LIMITS.predicates, `functional_predicates must have at most ${INDEX_LIMITS.predicates} entries`)
  .openapi({
    description:
      'A Tessera extension: predicates of which a subject has one value at a time. Storing a new value closes the one valid at its ' +
      'start (its valid_to becomes the new valid_from, or now, and superseded_by the new triple); nothing is deleted.',
  });
const stringList = (values: string[] | undefined) => values && { values };

export const Index = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    name: z.string(),
    description: z.string(),
    is_public: z.boolean(),
    preferred_predicates: z.array(z.string()),
    functional_predicates: z.array(z.string()).optional().openapi({ description: 'A Tessera extension; left out when there are none' }),
    rules: z.string(),
    item_count: z.number().int().openapi({ description: 'Number of entities in this index' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Index', { description: 'An index for organizing and disambiguating entities' });

const IndexCreate = z
  .object({
    name,
    description: description.optional(),
    is_public: z.boolean().optional(),
    preferred_predicates: preferredPredicates.optional(),
    functional_predicates: functionalPredicates.optional(),
    rules: rules.optional(),
  })
  .openapi('IndexCreate');

const IndexUpdate = z
  .object({
    name: name.optional(),
    description: description.optional(),
    is_public: z.boolean().optional(),
    preferred_predicates: preferredPredicates.optional(),
    functional_predicates: functionalPredicates.optional(),
    rules: rules.optional(),
  })
  .openapi('IndexUpdate', { description: 'Fields to update on an index; fields left out keep their value' });

const IndexResponse = z.object({ success: z.literal(true), data: Index }).openapi('IndexResponse');
const IndexesListResponse = z
  .object({ success: z.literal(true), data: z.array(Index), count: z.number().int() })
  .openapi('IndexesListResponse');

const IdParams = z.object({ id: uuid('id') });

/** The public shape: what the entities service stores, less the internal fields. */
export const toIndex = (index: EntitiesV1.Index__Output): z.infer<typeof Index> => ({
  id: index.id,
  name: index.name,
  description: index.description,
  is_public: index.is_public,
  preferred_predicates: index.preferred_predicates,
  // Left out when empty, so a Neode client sees the index exactly as before.
  ...(index.functional_predicates.length > 0 ? { functional_predicates: index.functional_predicates } : {}),
  rules: index.rules,
  item_count: index.item_count,
  created_at: index.created_at,
  updated_at: index.updated_at,
});

export function indexRoutes(api: Api, entities: ServiceClient<EntitiesV1.EntitiesServiceDefinition>): void {
  const guard = { kind: 'apiKey', rateClass: 'standard' } as const;
  const tags = ['Indexes'];

  api.define({
    method: 'get', path: '/api/indexes', operationId: 'listIndexes', tags, guard, errors: [400],
    summary: 'List indexes', description: 'The caller’s indexes and public indexes, newest first, with entity counts.',
    query: z.object({ search: searchText, ...pagination }),
    response: IndexesListResponse,
    handle: async ({ query, caller }) => {
      const { indexes } = await entities.call.ListIndexes(query, caller);
      return { success: true, data: indexes.map(toIndex), count: indexes.length };
    },
  });

  api.define({
    method: 'post', path: '/api/indexes', operationId: 'createIndex', tags, guard, errors: [],
    summary: 'Create an index',
    body: IndexCreate,
    response: IndexResponse,
    handle: async ({ body, caller }) => {
      const { preferred_predicates, functional_predicates, ...rest } = body;
      const { index } = await entities.call.CreateIndex(
        { ...rest, preferred_predicates: stringList(preferred_predicates), functional_predicates: stringList(functional_predicates) },
        caller,
      );
      return { success: true, data: toIndex(index!) };
    },
  });

  api.define({
    method: 'get', path: '/api/indexes/{id}', operationId: 'getIndex', tags, guard, errors: [400, 404],
    summary: 'Get an index', params: IdParams, response: IndexResponse,
    handle: async ({ params, caller }) => {
      const { index } = await entities.call.GetIndex({ id: params.id }, caller);
      return { success: true, data: toIndex(index!) };
    },
  });

  api.define({
    method: 'put', path: '/api/indexes/{id}', operationId: 'updateIndex', tags, guard, errors: [403, 404],
    summary: 'Update an index', description: 'Partial update: only the fields sent change.',
    params: IdParams, body: IndexUpdate, response: IndexResponse,
    handle: async ({ params, body, caller }) => {
      const { preferred_predicates, functional_predicates, ...rest } = body;
      const { index } = await entities.call.UpdateIndex(
        { id: params.id, ...rest, preferred_predicates: stringList(preferred_predicates), functional_predicates: stringList(functional_predicates) },
        caller,
      );
      return { success: true, data: toIndex(index!) };
    },
  });

  api.define({
    method: 'delete', path: '/api/indexes/{id}', operationId: 'deleteIndex', tags, guard, errors: [400, 403, 404],
    summary: 'Delete an index',
    description:
      'With deleteEntities=true (or delete_entities=true) its entities are deleted too; otherwise they move to the ' +
      'account’s default index. The default index itself cannot be deleted (400).',
    params: IdParams,
    query: z.object({
      deleteEntities: queryBoolean('deleteEntities').openapi({ description: 'Also delete all entities in this index' }),
      delete_entities: queryBoolean('delete_entities').openapi({ description: 'Alias of deleteEntities' }),
    }),
    response: SuccessMessage,
    handle: async ({ params, query, caller }) => {
      const { message } = await entities.call.DeleteIndex(
        { id: params.id, delete_entities: query.deleteEntities || query.delete_entities },
        caller,
      );
      return { success: true, message };
    },
  });
}
