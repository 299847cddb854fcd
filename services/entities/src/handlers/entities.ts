import { counted } from '@tessera/common';
import type { UnaryImplementation } from '@tessera/grpc';
import type { EntitiesV1 } from '@tessera/proto';
import { InvalidArgument } from '@tessera/common';
import { MAX_NAMES, type AliasView, type Entities } from '../domain/entities';
import type { Indexes } from '../domain/indexes';
import type { Resolver } from '../domain/resolution/resolver';
import type { EntityView } from '../ports/entity-store';

type Definition = EntitiesV1.EntitiesServiceDefinition;

const toMessage = (entity: EntityView): EntitiesV1.Entity => ({
  id: entity.id,
  account_id: entity.account_id,
  name: entity.name,
  description: entity.description,
  avatar_url: entity.avatar_url,
  index_id: entity.index_id,
  index_name: entity.index_name,
  parent_entity_id: entity.parent_entity_id ?? '',
  created_at: entity.created_at,
  updated_at: entity.updated_at,
});

const toAliases = (id: string, aliases: AliasView[], cannotLink: string[]): EntitiesV1.EntityAliasesResponse => ({
  entity_id: id,
  aliases: aliases.map((alias) => ({ name: alias.name ?? '', key: alias.key, kind: alias.kind })),
  cannot_link: cannotLink,
});

/** Entity RPCs: decode, call the domain, encode. */
export function entityHandlers(entities: Entities, indexes: Indexes, resolver: Resolver): UnaryImplementation<Definition> {
  return {
    ListEntities: async (request, { accountId }) => ({
      entities: (
        await entities.list(accountId, {
          search: request.search || undefined,
          index_id: request.index_id || undefined,
          exact: request.exact,
          offset: request.offset,
          limit: request.limit,
        })
      ).map(toMessage),
    }),
    CreateEntity: async (request, { accountId }) => ({
      entity: toMessage(
        await entities.create(accountId, {
          name: request.name,
          description: request.description || undefined,
          index_id: request.index_id || undefined,
          avatar_url: request.avatar_url || undefined,
        }),
      ),
    }),
    GetEntity: async (request, { accountId }) => ({ entity: toMessage(await entities.get(accountId, request.id)) }),
    GetEntities: async (request, { accountId }) => ({ entities: (await entities.getMany(accountId, request.ids)).map(toMessage) }),
    UpdateEntity: async (request, { accountId }) => ({
      entity: toMessage(
        await entities.update(accountId, request.id, {
          name: request.name,
          description: request.description,
          avatar_url: request.avatar_url,
          index_id: request.index_id,
          parent_entity_id: request.parent_entity_id,
        }),
      ),
    }),
    DeleteEntity: async (request, { accountId }) => {
      const triples = await entities.delete(accountId, request.id);
      return { message: `Entity deleted with ${counted(triples, 'triple')} that referenced it`, deleted_triples: triples };
    },
    ListEntityEvents: async (request, { accountId }) => ({
      events: (await entities.events(accountId, request.id, Math.min(Math.max(request.limit, 1), 10_000))).map((e) => ({
        kind: e.kind, entity_id: e.entity_id, other_entity_id: e.other_entity_id ?? '', name: e.name ?? '', at: e.at, actor: e.actor ?? '',
      })),
    }),
    MergeEntities: async (request, { accountId }) => ({
      entity: toMessage(await entities.merge(accountId, request.id, request.into, request.actor || undefined)),
    }),
    ExplainResolution: async (request, { accountId }) => {
      if (request.names.length === 0 || request.names.length > MAX_NAMES) {
        throw new InvalidArgument(`names takes 1 to ${MAX_NAMES} names`, { field: 'names', details: `${request.names.length} names sent` });
      }
      // A dry run reads: any index the caller may read, resolved as its owner's writes would be.
      const index = await indexes.requireVisible(accountId, request.index_id || (await indexes.defaultIndexId(accountId)));
      const explanations = await resolver.explain(index.account_id, index.id, request.names);
      return {
        index_id: index.id,
        explanations: explanations.map((e) => ({
          ...e, entity_id: e.entity_id ?? '', entity_name: e.entity_name ?? '', joins_name: e.joins_name ?? '',
        })),
      };
    },
    SplitEntity: async (request, { accountId }) => {
      const { entity, created, movedTriples } = await entities.split(accountId, request.id, request.names, request.actor);
      return { entity: toMessage(entity), created: toMessage(created), moved_triples: movedTriples };
    },
    ListEntityAliases: async (request, { accountId }) =>
      toAliases(request.id, await entities.aliases(accountId, request.id), await entities.cannotLinks(accountId, request.id)),
    AddEntityAliases: async (request, { accountId }) => {
      const aliases = await entities.addAliases(accountId, request.id, request.names, request.actor);
      return toAliases(request.id, aliases, await entities.cannotLinks(accountId, request.id));
    },
    RemoveEntityAliases: async (request, { accountId }) => {
      const aliases = await entities.removeAliases(accountId, request.id, request.names, request.actor);
      return toAliases(request.id, aliases, await entities.cannotLinks(accountId, request.id));
    },
    ResolveEntities: async (request, { accountId }) => {
      const index = await indexes.requireWritable(accountId, request.index_id || undefined);
      const resolved = await resolver.resolve(accountId, index.id, request.names);
      return request.ids_only ? { resolved: [], entity_ids: resolved.map((r) => r.entity_id) } : { resolved, entity_ids: [] };
    },
  };
}
