import type { Logger } from '@tessera/common';
import { createGrpcServer, service, type GrpcServer } from '@tessera/grpc';
import { loadEntitiesProto } from '@tessera/proto';
import { Indexes } from './domain/indexes';
import { indexHandlers } from './handlers/indexes';
import type { IndexStore } from './ports/index-store';

export interface EntitiesDeps {
  logger: Logger;
  indexStore: IndexStore;
}

/** Wires the entities service; tests bind it to port 0. */
export function createServer({ logger, indexStore }: EntitiesDeps): GrpcServer {
  const { EntitiesService } = loadEntitiesProto();
  const indexes = new Indexes(indexStore);
  return createGrpcServer(logger, [service({ definition: EntitiesService.service, implementation: indexHandlers(indexes) })]);
}
