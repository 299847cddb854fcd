import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { EntitiesServiceClient as _tessera_entities_v1_EntitiesServiceClient, EntitiesServiceDefinition as _tessera_entities_v1_EntitiesServiceDefinition } from './tessera/entities/v1/EntitiesService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  tessera: {
    entities: {
      v1: {
        ChangeEntityAliasesRequest: MessageTypeDefinition
        CreateEntityRequest: MessageTypeDefinition
        CreateIndexRequest: MessageTypeDefinition
        DeleteEntityRequest: MessageTypeDefinition
        DeleteEntityResponse: MessageTypeDefinition
        DeleteIndexRequest: MessageTypeDefinition
        DeleteIndexResponse: MessageTypeDefinition
        EntitiesResponse: MessageTypeDefinition
        EntitiesService: SubtypeConstructor<typeof grpc.Client, _tessera_entities_v1_EntitiesServiceClient> & { service: _tessera_entities_v1_EntitiesServiceDefinition }
        Entity: MessageTypeDefinition
        EntityAlias: MessageTypeDefinition
        EntityAliasesResponse: MessageTypeDefinition
        EntityEvent: MessageTypeDefinition
        EntityResponse: MessageTypeDefinition
        ExplainResolutionRequest: MessageTypeDefinition
        ExplainResolutionResponse: MessageTypeDefinition
        GetEntitiesRequest: MessageTypeDefinition
        GetEntityRequest: MessageTypeDefinition
        GetIndexRequest: MessageTypeDefinition
        Index: MessageTypeDefinition
        IndexResponse: MessageTypeDefinition
        ListEntitiesRequest: MessageTypeDefinition
        ListEntityAliasesRequest: MessageTypeDefinition
        ListEntityEventsRequest: MessageTypeDefinition
        ListEntityEventsResponse: MessageTypeDefinition
        ListIndexesRequest: MessageTypeDefinition
        ListIndexesResponse: MessageTypeDefinition
        MergeEntitiesRequest: MessageTypeDefinition
        ResolutionCandidate: MessageTypeDefinition
        ResolutionExplanation: MessageTypeDefinition
        ResolveEntitiesRequest: MessageTypeDefinition
        ResolveEntitiesResponse: MessageTypeDefinition
        ResolveIndexRequest: MessageTypeDefinition
        ResolvedEntity: MessageTypeDefinition
        SplitEntityRequest: MessageTypeDefinition
        SplitEntityResponse: MessageTypeDefinition
        StringList: MessageTypeDefinition
        UpdateEntityRequest: MessageTypeDefinition
        UpdateIndexRequest: MessageTypeDefinition
      }
    }
  }
}

