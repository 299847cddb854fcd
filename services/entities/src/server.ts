import type { Logger } from '@tessera/common';
import { createGrpcServer, OUTBOX_ACCOUNT_OPTIONAL, outboxHandlers, service, type GrpcServer } from '@tessera/grpc';
import { loadEntitiesProto, loadOutboxProto } from '@tessera/proto';
import { withCandidateCache } from './adapters/candidate-cache';
import { Entities } from './domain/entities';
import { Indexes } from './domain/indexes';
import { Resolver } from './domain/resolution/resolver';
import { entityHandlers } from './handlers/entities';
import { indexHandlers } from './handlers/indexes';
import type { EntitiesStorage } from './ports/storage';
import type { TriplesPort } from './ports/triples';

export interface EntitiesDeps {
  logger: Logger;
  storage: EntitiesStorage;
  triples: TriplesPort;
}

/** Wires the entities service; tests bind it to port 0. */
export function createServer({ logger, storage, triples }: EntitiesDeps): GrpcServer {
  const { EntitiesService } = loadEntitiesProto();
  // Every write below goes through the cached stores, which keep resolution's candidates current.
  const cached = withCandidateCache(storage);
  const resolver = new Resolver(cached.storage.entities, cached.candidates);
  const indexes = new Indexes(cached.storage.indexes, triples);
  const entities = new Entities(cached.storage.entities, indexes, triples);
  return createGrpcServer(logger, [
    service({
      definition: EntitiesService.service,
      implementation: { ...indexHandlers(indexes), ...entityHandlers(entities, indexes, resolver) },
    }),
    service({
      definition: loadOutboxProto().OutboxService.service,
      implementation: outboxHandlers(storage.outbox),
      accountOptional: OUTBOX_ACCOUNT_OPTIONAL,
    }),
  ]);
}
