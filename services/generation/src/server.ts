import type { Logger } from '@tessera/common';
import { createGrpcServer, service, type GrpcServer } from '@tessera/grpc';
import { loadGenerationProto } from '@tessera/proto';
import type { Generation } from './domain/generation';
import { generationHandlers, generationStreams } from './handlers/generation';

export interface GenerationDeps {
  logger: Logger;
  generation: Generation;
}

/** Wires the generation service's gRPC server; tests bind it to port 0. */
export function createServer({ logger, generation }: GenerationDeps): GrpcServer {
  const { GenerationService } = loadGenerationProto();
  return createGrpcServer(logger, [
    service({
      definition: GenerationService.service,
      implementation: generationHandlers(generation),
      streams: generationStreams(generation),
    }),
  ]);
}
