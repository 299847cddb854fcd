import { createHealthChecker, createServiceClient, type ServiceClient } from '@tessera/grpc';
import { loadEntitiesProto, loadGenerationProto, loadSearchProto, loadTriplesProto, type EntitiesV1, type GenerationV1, type SearchV1, type TriplesV1 } from '@tessera/proto';
import type { GatewayConfig } from '../config';
import type { HealthChecker } from '../routes/ops';

export interface Backends {
  entities: ServiceClient<EntitiesV1.EntitiesServiceDefinition>;
  triples: ServiceClient<TriplesV1.TriplesServiceDefinition>;
  generation: ServiceClient<GenerationV1.GenerationServiceDefinition>;
  search: ServiceClient<SearchV1.SearchServiceDefinition>;
  health: Record<string, HealthChecker>;
  close(): void;
}

type Addresses = Pick<GatewayConfig, 'TRIPLES_GRPC_ADDR' | 'ENTITIES_GRPC_ADDR' | 'SEARCH_GRPC_ADDR' | 'GENERATION_GRPC_ADDR'>;

/** gRPC clients for the backend services, and health checkers for /readyz. */
export function connectBackends(addresses: Addresses): Backends {
  const entities = createServiceClient(loadEntitiesProto().EntitiesService.service, addresses.ENTITIES_GRPC_ADDR);
  const triples = createServiceClient(loadTriplesProto().TriplesService.service, addresses.TRIPLES_GRPC_ADDR);
  const generation = createServiceClient(loadGenerationProto().GenerationService.service, addresses.GENERATION_GRPC_ADDR);
  const search = createServiceClient(loadSearchProto().SearchService.service, addresses.SEARCH_GRPC_ADDR);
  const checkers = {
    triples: createHealthChecker(addresses.TRIPLES_GRPC_ADDR),
    entities: createHealthChecker(addresses.ENTITIES_GRPC_ADDR),
    search: createHealthChecker(addresses.SEARCH_GRPC_ADDR),
    generation: createHealthChecker(addresses.GENERATION_GRPC_ADDR),
  };
  return {
    entities,
    triples,
    generation,
    search,
    health: checkers,
    close() {
      entities.close();
      triples.close();
      generation.close();
      search.close();
      for (const checker of Object.values(checkers)) checker.close();
    },
  };
}
