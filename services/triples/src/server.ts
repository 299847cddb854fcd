import type { Logger } from '@tessera/common';
import { createGrpcServer, service, type GrpcServer } from '@tessera/grpc';
import { loadTriplesProto } from '@tessera/proto';

export interface TriplesDeps {
  logger: Logger;
}

/**
 * The triples service's gRPC server. Its contract (proto/tessera/triples/v1) is registered in full; handlers arrive
 * with issue #3, and until then each method answers UNIMPLEMENTED.
 */
export function createServer({ logger }: TriplesDeps): GrpcServer {
  const { TriplesService } = loadTriplesProto();
  return createGrpcServer(logger, [service({ definition: TriplesService.service, implementation: {} })]);
}
