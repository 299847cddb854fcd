import type { Logger } from '@tessera/common';
import { createGrpcServer, OUTBOX_ACCOUNT_OPTIONAL, outboxHandlers, service, type GrpcServer } from '@tessera/grpc';
import { loadEntitiesProto, loadOutboxProto } from '@tessera/proto';
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
  const resolver = new Resolver(storage.entities);
  const indexes = new Indexes(storage.indexes, triples, resolver);
  const entities = new Entities(storage.entities, indexes, triples, resolver);
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
