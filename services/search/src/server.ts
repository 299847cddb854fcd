import type { Logger } from '@tessera/common';
import { createGrpcServer, service, type GrpcServer } from '@tessera/grpc';
import { loadSearchProto } from '@tessera/proto';
import type { SearchRuntime } from './adapters';
import { SEARCH_ACCOUNT_OPTIONAL, searchHandlers } from './handlers/search';

export interface SearchDeps {
  logger: Logger;
  runtime: SearchRuntime;
}

/** Wires the search service's gRPC server; tests bind it to port 0. */
export function createServer({ logger, runtime }: SearchDeps): GrpcServer {
  const { SearchService } = loadSearchProto();
  return createGrpcServer(logger, [
    service({ definition: SearchService.service, implementation: searchHandlers(runtime), accountOptional: SEARCH_ACCOUNT_OPTIONAL }),
  ]);
}
