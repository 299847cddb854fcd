import type { ServiceClient } from '@tessera/grpc';
import type { EntitiesV1 } from '@tessera/proto';
import type { Api } from '../http/api';
import { boundedText, httpUrl, requiredName, TEXT_LIMITS } from '../http/bounds';
import { pagination, queryBoolean, searchText, SuccessMessage, uuid, z } from '../http/schemas';

export const Entity = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    name: z.string().openapi({ description: 'Canonical name of the entity' }),
    description: z.string(),
    avatar_url: z.string().openapi({ format: 'uri' }),
    index_id: z.string().openapi({ format: 'uuid' }),
    index_name: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Entity', { description: 'An entity representing a subject or object in the knowledge graph' });

export const toEntity = (entity: EntitiesV1.Entity__Output): z.infer<typeof Entity> => ({
  id: entity.id,
  name: entity.name,
  description: entity.description,
  avatar_url: entity.avatar_url,
  index_id: entity.index_id,
  index_name: entity.index_name,
  created_at: entity.created_at,
  updated_at: entity.updated_at,
});

const EntityCreate = z
  .object({
    name: requiredName('name'),
    description: boundedText('description', TEXT_LIMITS.description).optional(),
    index_id: uuid('index_id').optional().openapi({ description: 'Defaults to the account’s default index' }),
    avatar_url: httpUrl('avatar_url').optional(),
  })
  .openapi('EntityCreate');

const EntityUpdate = z
  .object({
    name: requiredName('name').optional(),
    description: boundedText('description', TEXT_LIMITS.description).optional(),
    avatar_url: httpUrl('avatar_url').optional(),
    index_id: uuid('index_id').optional(),
    parent_entity_id: uuid('parent_entity_id').nullable().optional().openapi({
      description: 'Parent entity for hierarchical organisation: an entity of your account, no cycles; null clears it',
    }),
  })
  .openapi('EntityUpdate', { description: 'Fields to update; fields left out keep their value' });

const EntityResponse = z.object({ success: z.literal(true), data: Entity }).openapi('EntityResponse');
const EntitiesListResponse = z
  .object({ success: z.literal(true), data: z.array(Entity), count: z.number().int() })
  .openapi('EntitiesListResponse');

export function entityRoutes(api: Api, entities: ServiceClient<EntitiesV1.EntitiesServiceDefinition>): void {
  const guard = { kind: 'apiKey', rateClass: 'standard' } as const;
  const tags = ['Entities'];
  const IdParams = z.object({ id: uuid('id') });

  api.define({
    method: 'get', path: '/api/entities', operationId: 'listEntities', tags, guard, errors: [400, 404],
    summary: 'Search and list entities',
    description:
      'Without `search`, newest first. With `search`, typo-tolerant matching over name and description, best ' +
      'match first ("Currie" finds "Marie Curie"); with `exact=true`, names equal to `search` after normalisation ' +
      '(case, accents, punctuation, "Last, First").',
    query: z.object({
      search: searchText,
      index_id: uuid('index_id').optional(),
      exact: queryBoolean('exact').openapi({ description: 'Exact (normalised) name match instead of fuzzy search' }),
      ...pagination,
    }),
    response: EntitiesListResponse,
    handle: async ({ query, caller }) => {
      const { entities: found } = await entities.call.ListEntities(query, caller);
      return { success: true, data: found.map(toEntity), count: found.length };
    },
  });

  api.define({
    method: 'post', path: '/api/entities', operationId: 'createEntity', tags, guard, errors: [403, 404, 409],
    summary: 'Create an entity',
    description: 'In `index_id`, or the default index. A name already taken in the index (after normalisation) is a 409.',
    body: EntityCreate,
    response: EntityResponse,
    handle: async ({ body, caller }) => ({ success: true, data: toEntity((await entities.call.CreateEntity(body, caller)).entity!) }),
  });

  api.define({
    method: 'get', path: '/api/entities/{id}', operationId: 'getEntity', tags, guard, errors: [400, 404],
    summary: 'Get an entity', params: IdParams, response: EntityResponse,
    handle: async ({ params, caller }) => ({ success: true, data: toEntity((await entities.call.GetEntity(params, caller)).entity!) }),
  });

  api.define({
    method: 'put', path: '/api/entities/{id}', operationId: 'updateEntity', tags, guard, errors: [403, 404, 409],
    summary: 'Update an entity', description: 'Partial update: only the fields sent change.',
    params: IdParams, body: EntityUpdate, response: EntityResponse,
    handle: async ({ params, body, caller }) => {
      const { parent_entity_id, ...rest } = body;
      const request = { id: params.id, ...rest, parent_entity_id: parent_entity_id === null ? '' : parent_entity_id };
      return { success: true, data: toEntity((await entities.call.UpdateEntity(request, caller)).entity!) };
    },
  });

  api.define({
    method: 'post', path: '/api/entities/{id}/merge', operationId: 'mergeEntity', tags, guard, errors: [404],
    summary: 'Merge a duplicate into another entity',
    description:
      'Re-points every triple of {id} at `into`, keeps its names as aliases of `into` (so future mentions resolve ' +
      'there), moves its children, and deletes it. Both must be your entities in the same index. Returns `into`.',
    params: IdParams,
    body: z.object({ into: uuid('into') }).openapi('EntityMerge'),
    response: EntityResponse,
    handle: async ({ params, body, caller }) => ({
      success: true,
      data: toEntity((await entities.call.MergeEntities({ id: params.id, into: body.into, actor: caller.keyId }, caller)).entity!),
    }),
  });

  api.define({
    method: 'delete', path: '/api/entities/{id}', operationId: 'deleteEntity', tags, guard, errors: [400, 404],
    summary: 'Delete an entity', description: 'Also deletes the triples that have it as subject or object.',
    params: IdParams, response: SuccessMessage,
    handle: async ({ params, caller }) => ({ success: true, message: (await entities.call.DeleteEntity(params, caller)).message }),
  });
}
