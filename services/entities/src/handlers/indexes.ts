import type { UnaryImplementation } from '@tessera/grpc';
import type { EntitiesV1 } from '@tessera/proto';
import type { Indexes } from '../domain/indexes';
import type { IndexView } from '../ports/index-store';

type Definition = EntitiesV1.EntitiesServiceDefinition;

// An index stored before functional predicates existed (a MongoDB document) has none.
const toMessage = (index: IndexView): EntitiesV1.Index => ({ ...index, functional_predicates: index.functional_predicates ?? [] });

/** Index RPCs: decode, call the domain, encode. */
export function indexHandlers(indexes: Indexes): UnaryImplementation<Definition> {
  return {
    ListIndexes: async (request, { accountId }) => ({
      indexes: (await indexes.list(accountId, { search: request.search || undefined, offset: request.offset, limit: request.limit })).map(
        toMessage,
      ),
    }),
    CreateIndex: async (request, { accountId }) => ({
      index: toMessage(
        await indexes.create(accountId, {
          name: request.name,
          description: request.description,
          is_public: request.is_public,
          preferred_predicates: request.preferred_predicates?.values,
          functional_predicates: request.functional_predicates?.values,
          rules: request.rules,
        }),
      ),
    }),
    GetIndex: async (request, { accountId }) => ({ index: toMessage(await indexes.get(accountId, request.id)) }),
    UpdateIndex: async (request, { accountId }) => ({
      index: toMessage(
        await indexes.update(accountId, request.id, {
          name: request.name,
          description: request.description,
          is_public: request.is_public,
          preferred_predicates: request.preferred_predicates?.values,
          functional_predicates: request.functional_predicates?.values,
          rules: request.rules,
        }),
      ),
    }),
    DeleteIndex: async (request, { accountId }) => indexes.delete(accountId, request.id, request.delete_entities),
    // Access checks on every write: no entity count (item_count is 0 here, not a figure).
    ResolveIndex: async (request, { accountId }) => {
      const index = request.for_write
        ? await indexes.requireWritable(accountId, request.index_id || undefined)
        : await indexes.requireVisible(accountId, request.index_id || (await indexes.defaultIndexId(accountId)));
      return { index: { ...toMessage({ ...index, item_count: 0 }) } };
    },
  };
}
