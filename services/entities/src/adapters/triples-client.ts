import { createServiceClient } from '@tessera/grpc';
import { loadTriplesProto } from '@tessera/proto';
import type { TriplesPort } from '../ports/triples';

/** The triples service over gRPC. */
export function triplesClient(address: string): TriplesPort & { close(): void } {
  const client = createServiceClient(loadTriplesProto().TriplesService.service, address);
  return {
    deleteByEntities: async (accountId, entityIds) =>
      (await client.call.DeleteTriplesByEntity({ entity_ids: entityIds }, { accountId })).deleted_count,
    deleteInIndex: async (accountId, indexId) => (await client.call.DeleteTriplesInIndex({ index_id: indexId }, { accountId })).deleted_count,
    moveIndex: async (accountId, from, to) => (await client.call.MoveIndex({ from_index_id: from, to_index_id: to }, { accountId })).updated_count,
    repointEntity: async (accountId, from, to) =>
      (await client.call.RepointEntity({ from_entity_id: from, to_entity_id: to }, { accountId })).updated_count,
    entityNames: async (accountId, indexId, entityId) => (await client.call.EntityNames({ index_id: indexId, entity_id: entityId }, { accountId })).names,
    repointNames: async (accountId, indexId, from, to, names) =>
      (await client.call.RepointNames({ index_id: indexId, from_entity_id: from, to_entity_id: to, names }, { accountId })).updated_count,
    close: () => client.close(),
  };
}
