import type { Logger } from '@tessera/common';
import { createGrpcServer, OUTBOX_ACCOUNT_OPTIONAL, outboxHandlers, service, type GrpcServer } from '@tessera/grpc';
import { loadOutboxProto, loadTriplesProto } from '@tessera/proto';
import { Triples } from './domain/triples';
import { tripleHandlers } from './handlers/triples';
import type { EntitiesPort } from './ports/entities';
import type { TriplesStorage } from './ports/triple-store';

export interface TriplesDeps {
  logger: Logger;
  storage: TriplesStorage;
  entities: EntitiesPort;
}

/** Wires the triples service; tests bind it to port 0. */
export function createServer({ logger, storage, entities }: TriplesDeps): GrpcServer {
  const { TriplesService } = loadTriplesProto();
  return createGrpcServer(logger, [
    service({ definition: TriplesService.service, implementation: tripleHandlers(new Triples(storage.triples, entities)) }),
    service({
      definition: loadOutboxProto().OutboxService.service,
      implementation: outboxHandlers(storage.outbox),
      accountOptional: OUTBOX_ACCOUNT_OPTIONAL,
    }),
  ]);
}
