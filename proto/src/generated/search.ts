import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { SearchServiceClient as _tessera_search_v1_SearchServiceClient, SearchServiceDefinition as _tessera_search_v1_SearchServiceDefinition } from './tessera/search/v1/SearchService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  tessera: {
    search: {
      v1: {
        EmbedRequest: MessageTypeDefinition
        EmbedResponse: MessageTypeDefinition
        Embedding: MessageTypeDefinition
        Hit: MessageTypeDefinition
        IndexingStatusRequest: MessageTypeDefinition
        IndexingStatusResponse: MessageTypeDefinition
        ReindexRequest: MessageTypeDefinition
        ReindexResponse: MessageTypeDefinition
        SearchRequest: MessageTypeDefinition
        SearchResponse: MessageTypeDefinition
        SearchService: SubtypeConstructor<typeof grpc.Client, _tessera_search_v1_SearchServiceClient> & { service: _tessera_search_v1_SearchServiceDefinition }
      }
    }
  }
}

