import type { Logger } from '@tessera/common';
import { createGrpcServer, service, type GrpcServer } from '@tessera/grpc';
import { loadSearchProto } from '@tessera/proto';

export interface SearchDeps {
  logger: Logger;
}

/**
 * The search service's gRPC server. Its contract (proto/tessera/search/v1) is registered in full; handlers arrive
 * with issue #4, and until then each method answers UNIMPLEMENTED.
 */
export function createServer({ logger }: SearchDeps): GrpcServer {
  const { SearchService } = loadSearchProto();
  return createGrpcServer(logger, [service({ definition: SearchService.service, implementation: {} })]);
}
