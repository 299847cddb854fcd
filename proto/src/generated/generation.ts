import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { GenerationServiceClient as _tessera_generation_v1_GenerationServiceClient, GenerationServiceDefinition as _tessera_generation_v1_GenerationServiceDefinition } from './tessera/generation/v1/GenerationService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  tessera: {
    generation: {
      v1: {
        CreditsResponse: MessageTypeDefinition
        GenerateDescriptionRequest: MessageTypeDefinition
        GenerateDescriptionResponse: MessageTypeDefinition
        GenerateEvent: MessageTypeDefinition
        GenerateProgress: MessageTypeDefinition
        GenerateSummary: MessageTypeDefinition
        GenerateTriplesRequest: MessageTypeDefinition
        GenerationService: SubtypeConstructor<typeof grpc.Client, _tessera_generation_v1_GenerationServiceClient> & { service: _tessera_generation_v1_GenerationServiceDefinition }
        GetCreditsRequest: MessageTypeDefinition
        GetJobRequest: MessageTypeDefinition
        GrantCreditsRequest: MessageTypeDefinition
        Job: MessageTypeDefinition
        LedgerEntry: MessageTypeDefinition
      }
    }
  }
}

