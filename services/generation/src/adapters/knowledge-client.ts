import { createServiceClient } from '@tessera/grpc';
import { loadEntitiesProto, loadTriplesProto } from '@tessera/proto';
import type { KnowledgePort } from '../ports/knowledge';

/** The triples and entities services over gRPC. */
export function knowledgeClient(addresses: { triples: string; entities: string }): KnowledgePort & { close(): void } {
  const triples = createServiceClient(loadTriplesProto().TriplesService.service, addresses.triples);
  const entities = createServiceClient(loadEntitiesProto().EntitiesService.service, addresses.entities);
  return {
    async writableIndex(caller, indexId) {
      const { index } = await entities.call.ResolveIndex({ index_id: indexId, for_write: true }, caller);
      return { id: index!.id, preferred_predicates: index!.preferred_predicates, rules: index!.rules };
    },
    async requireGraph(caller, graphId) {
      await triples.call.GetGraph({ id: graphId }, caller);
    },
    async createGraph(caller, input) {
      const { graph } = await triples.call.CreateGraph(
        { name: input.name, description: input.description, index_id: input.index_id, request_key: input.request_key },
        caller,
      );
      return graph!.id;
    },
    async createTriples(caller, input) {
      const { triples: stored } = await triples.call.CreateTriples(
        {
          triples: input.triples.map((t) => ({ ...t, source: t.source ?? '' })),
          index_id: input.index_id,
          graph_id: input.graph_id,
          request_key: input.request_key,
        },
        caller,
      );
      return stored;
    },
    async getEntity(caller, id) {
      return (await entities.call.GetEntity({ id }, caller)).entity!;
    },
    async entityFacts(caller, entityId, limit) {
      const entity = (await entities.call.GetEntity({ id: entityId }, caller)).entity!;
      const [asSubject, asObject] = await Promise.all([
        triples.call.QueryTriples({ subject_entity_id: entityId, index_id: entity.index_id, limit }, caller),
        triples.call.QueryTriples({ object_entity_id: entityId, index_id: entity.index_id, limit }, caller),
      ]);
      return [...asSubject.triples, ...asObject.triples];
    },
    async setDescription(caller, entityId, description) {
      return (await entities.call.UpdateEntity({ id: entityId, description }, caller)).entity!;
    },
    close() {
      triples.close();
      entities.close();
    },
  };
}
