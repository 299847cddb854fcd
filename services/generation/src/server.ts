import type { Logger } from '@tessera/common';
import { createGrpcServer, service, type GrpcServer } from '@tessera/grpc';
import { loadGenerationProto } from '@tessera/proto';

export interface GenerationDeps {
  logger: Logger;
}

/**
 * The generation service's gRPC server. Its contract (proto/tessera/generation/v1) is registered in full; handlers arrive
 * with issue #5, and until then each method answers UNIMPLEMENTED.
 */
export function createServer({ logger }: GenerationDeps): GrpcServer {
  const { GenerationService } = loadGenerationProto();
  return createGrpcServer(logger, [service({ definition: GenerationService.service, implementation: {} })]);
}
