import type { Logger } from '@tessera/common';
import { createGrpcServer, OUTBOX_ACCOUNT_OPTIONAL, outboxHandlers, service, type GrpcServer } from '@tessera/grpc';
import { loadOutboxProto, loadTriplesProto } from '@tessera/proto';
import { DEFAULT_TRAVERSAL_LIMITS, Traversal, type TraversalLimits } from './domain/traversal';
import { Triples } from './domain/triples';
import { tripleHandlers } from './handlers/triples';
import { traversalHandlers } from './handlers/traversal';
import { History } from './domain/history';
import type { EntitiesPort } from './ports/entities';
import type { TriplesStorage } from './ports/triple-store';

export interface TriplesDeps {
  logger: Logger;
  storage: TriplesStorage;
  entities: EntitiesPort;
  /** Bounds on one traversal (TRAVERSAL_MAX_NODES / _EDGES / _BYTES); the defaults when left out. */
  traversal?: TraversalLimits;
}

/** Wires the triples service; tests bind it to port 0. */
export function createServer({ logger, storage, entities, traversal = DEFAULT_TRAVERSAL_LIMITS }: TriplesDeps): GrpcServer {
  const { TriplesService } = loadTriplesProto();
  const implementation = {
    ...tripleHandlers(new Triples(storage.triples, entities)),
    ...traversalHandlers(new Traversal(storage.triples, entities, traversal), new History(storage.triples, entities)),
  };
  return createGrpcServer(logger, [
    service({ definition: TriplesService.service, implementation }),
    service({
      definition: loadOutboxProto().OutboxService.service,
      implementation: outboxHandlers(storage.outbox),
      accountOptional: OUTBOX_ACCOUNT_OPTIONAL,
    }),
  ]);
}
