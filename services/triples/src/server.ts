import type { Logger } from '@tessera/common';
import { createGrpcServer, service, type GrpcServer } from '@tessera/grpc';
import { loadTriplesProto } from '@tessera/proto';
import { Triples } from './domain/triples';
import { tripleHandlers } from './handlers/triples';
import type { EntitiesPort } from './ports/entities';
import type { TripleStore } from './ports/triple-store';

export interface TriplesDeps {
  logger: Logger;
  store: TripleStore;
  entities: EntitiesPort;
}

/** Wires the triples service; tests bind it to port 0. */
export function createServer({ logger, store, entities }: TriplesDeps): GrpcServer {
  const { TriplesService } = loadTriplesProto();
  return createGrpcServer(logger, [service({ definition: TriplesService.service, implementation: tripleHandlers(new Triples(store, entities)) })]);
}
