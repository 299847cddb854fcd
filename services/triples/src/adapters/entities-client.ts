import { createServiceClient, type CallerIdentity } from '@tessera/grpc';
import { loadEntitiesProto } from '@tessera/proto';
import type { EntitiesPort, IndexRef } from '../ports/entities';

/** The entities service over gRPC. */
export function entitiesClient(address: string): EntitiesPort & { close(): void } {
  const client = createServiceClient(loadEntitiesProto().EntitiesService.service, address);
  return {
    async resolveIndex(caller: CallerIdentity, indexId: string | undefined, forWrite: boolean): Promise<IndexRef> {
      const { index } = await client.call.ResolveIndex({ index_id: indexId ?? '', for_write: forWrite }, caller);
      return { id: index!.id, account_id: index!.account_id, is_public: index!.is_public };
    },
    async resolveEntities(caller: CallerIdentity, indexId: string, names: string[]): Promise<Map<string, string>> {
      const { resolved } = await client.call.ResolveEntities({ index_id: indexId, names }, caller);
      return new Map(resolved.map((r) => [r.name, r.entity_id]));
    },
    close: () => client.close(),
  };
}
