import { createServiceClient, type CallerIdentity } from '@tessera/grpc';
import { loadEntitiesProto } from '@tessera/proto';
import type { EntitiesPort, EntityEventRef, EntityRef, IndexRef } from '../ports/entities';

/** The entities service over gRPC. */
export function entitiesClient(address: string): EntitiesPort & { close(): void } {
  const client = createServiceClient(loadEntitiesProto().EntitiesService.service, address);
  return {
    async resolveIndex(caller: CallerIdentity, indexId: string | undefined, forWrite: boolean): Promise<IndexRef> {
      const { index } = await client.call.ResolveIndex({ index_id: indexId ?? '', for_write: forWrite }, caller);
      return { id: index!.id, account_id: index!.account_id, is_public: index!.is_public, functional_predicates: index!.functional_predicates };
    },
    async resolveEntities(caller: CallerIdentity, indexId: string, names: string[]): Promise<Map<string, string>> {
      const { resolved, entity_ids } = await client.call.ResolveEntities({ index_id: indexId, names, ids_only: true }, caller);
      // An entities service older than ids_only answers with the names (a rolling upgrade).
      if (entity_ids.length === 0 && resolved.length > 0) return new Map(resolved.map((r) => [r.name, r.entity_id]));
      if (entity_ids.length !== names.length) throw new Error(`ResolveEntities answered ${entity_ids.length} ids for ${names.length} names`);
      return new Map(names.map((name, i) => [name, entity_ids[i]!]));
    },
    async visibleEntities(caller: CallerIdentity, ids: string[]): Promise<EntityRef[]> {
      const { entities } = await client.call.GetEntities({ ids }, caller);
      return entities.map((e) => ({ id: e.id, name: e.name, account_id: e.account_id, index_id: e.index_id }));
    },
    async entityEvents(caller: CallerIdentity, id: string, limit: number): Promise<EntityEventRef[]> {
      const { events } = await client.call.ListEntityEvents({ id, limit }, caller);
      return events.map((e) => ({
        kind: e.kind, entity_id: e.entity_id, at: e.at, ...(e.other_entity_id ? { other_entity_id: e.other_entity_id } : {}), ...(e.name ? { name: e.name } : {}),
        ...(e.actor ? { actor: e.actor } : {}),
      }));
    },
    close: () => client.close(),
  };
}
