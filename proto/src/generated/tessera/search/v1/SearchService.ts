// Original file: tessera/search/v1/search.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { EmbedRequest as _tessera_search_v1_EmbedRequest, EmbedRequest__Output as _tessera_search_v1_EmbedRequest__Output } from '../../../tessera/search/v1/EmbedRequest';
import type { EmbedResponse as _tessera_search_v1_EmbedResponse, EmbedResponse__Output as _tessera_search_v1_EmbedResponse__Output } from '../../../tessera/search/v1/EmbedResponse';
import type { IndexingStatusRequest as _tessera_search_v1_IndexingStatusRequest, IndexingStatusRequest__Output as _tessera_search_v1_IndexingStatusRequest__Output } from '../../../tessera/search/v1/IndexingStatusRequest';
import type { IndexingStatusResponse as _tessera_search_v1_IndexingStatusResponse, IndexingStatusResponse__Output as _tessera_search_v1_IndexingStatusResponse__Output } from '../../../tessera/search/v1/IndexingStatusResponse';
import type { ReindexRequest as _tessera_search_v1_ReindexRequest, ReindexRequest__Output as _tessera_search_v1_ReindexRequest__Output } from '../../../tessera/search/v1/ReindexRequest';
import type { ReindexResponse as _tessera_search_v1_ReindexResponse, ReindexResponse__Output as _tessera_search_v1_ReindexResponse__Output } from '../../../tessera/search/v1/ReindexResponse';
import type { SearchRequest as _tessera_search_v1_SearchRequest, SearchRequest__Output as _tessera_search_v1_SearchRequest__Output } from '../../../tessera/search/v1/SearchRequest';
import type { SearchResponse as _tessera_search_v1_SearchResponse, SearchResponse__Output as _tessera_search_v1_SearchResponse__Output } from '../../../tessera/search/v1/SearchResponse';

export interface SearchServiceClient extends grpc.Client {
  Embed(argument: _tessera_search_v1_EmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_EmbedResponse__Output>): grpc.ClientUnaryCall;
  Embed(argument: _tessera_search_v1_EmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_search_v1_EmbedResponse__Output>): grpc.ClientUnaryCall;
  Embed(argument: _tessera_search_v1_EmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_EmbedResponse__Output>): grpc.ClientUnaryCall;
  Embed(argument: _tessera_search_v1_EmbedRequest, callback: grpc.requestCallback<_tessera_search_v1_EmbedResponse__Output>): grpc.ClientUnaryCall;
  embed(argument: _tessera_search_v1_EmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_EmbedResponse__Output>): grpc.ClientUnaryCall;
  embed(argument: _tessera_search_v1_EmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_search_v1_EmbedResponse__Output>): grpc.ClientUnaryCall;
  embed(argument: _tessera_search_v1_EmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_EmbedResponse__Output>): grpc.ClientUnaryCall;
  embed(argument: _tessera_search_v1_EmbedRequest, callback: grpc.requestCallback<_tessera_search_v1_EmbedResponse__Output>): grpc.ClientUnaryCall;
  
  IndexingStatus(argument: _tessera_search_v1_IndexingStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_IndexingStatusResponse__Output>): grpc.ClientUnaryCall;
  IndexingStatus(argument: _tessera_search_v1_IndexingStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_search_v1_IndexingStatusResponse__Output>): grpc.ClientUnaryCall;
  IndexingStatus(argument: _tessera_search_v1_IndexingStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_IndexingStatusResponse__Output>): grpc.ClientUnaryCall;
  IndexingStatus(argument: _tessera_search_v1_IndexingStatusRequest, callback: grpc.requestCallback<_tessera_search_v1_IndexingStatusResponse__Output>): grpc.ClientUnaryCall;
  indexingStatus(argument: _tessera_search_v1_IndexingStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_IndexingStatusResponse__Output>): grpc.ClientUnaryCall;
  indexingStatus(argument: _tessera_search_v1_IndexingStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_search_v1_IndexingStatusResponse__Output>): grpc.ClientUnaryCall;
  indexingStatus(argument: _tessera_search_v1_IndexingStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_IndexingStatusResponse__Output>): grpc.ClientUnaryCall;
  indexingStatus(argument: _tessera_search_v1_IndexingStatusRequest, callback: grpc.requestCallback<_tessera_search_v1_IndexingStatusResponse__Output>): grpc.ClientUnaryCall;
  
  Reindex(argument: _tessera_search_v1_ReindexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  Reindex(argument: _tessera_search_v1_ReindexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  Reindex(argument: _tessera_search_v1_ReindexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  Reindex(argument: _tessera_search_v1_ReindexRequest, callback: grpc.requestCallback<_tessera_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  reindex(argument: _tessera_search_v1_ReindexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  reindex(argument: _tessera_search_v1_ReindexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  reindex(argument: _tessera_search_v1_ReindexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  reindex(argument: _tessera_search_v1_ReindexRequest, callback: grpc.requestCallback<_tessera_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  
  Search(argument: _tessera_search_v1_SearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  Search(argument: _tessera_search_v1_SearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_search_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  Search(argument: _tessera_search_v1_SearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  Search(argument: _tessera_search_v1_SearchRequest, callback: grpc.requestCallback<_tessera_search_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  search(argument: _tessera_search_v1_SearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  search(argument: _tessera_search_v1_SearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_search_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  search(argument: _tessera_search_v1_SearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_search_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  search(argument: _tessera_search_v1_SearchRequest, callback: grpc.requestCallback<_tessera_search_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface SearchServiceHandlers extends grpc.UntypedServiceImplementation {
  Embed: grpc.handleUnaryCall<_tessera_search_v1_EmbedRequest__Output, _tessera_search_v1_EmbedResponse>;
  
  IndexingStatus: grpc.handleUnaryCall<_tessera_search_v1_IndexingStatusRequest__Output, _tessera_search_v1_IndexingStatusResponse>;
  
  Reindex: grpc.handleUnaryCall<_tessera_search_v1_ReindexRequest__Output, _tessera_search_v1_ReindexResponse>;
  
  Search: grpc.handleUnaryCall<_tessera_search_v1_SearchRequest__Output, _tessera_search_v1_SearchResponse>;
  
}

export interface SearchServiceDefinition extends grpc.ServiceDefinition {
  Embed: MethodDefinition<_tessera_search_v1_EmbedRequest, _tessera_search_v1_EmbedResponse, _tessera_search_v1_EmbedRequest__Output, _tessera_search_v1_EmbedResponse__Output>
  IndexingStatus: MethodDefinition<_tessera_search_v1_IndexingStatusRequest, _tessera_search_v1_IndexingStatusResponse, _tessera_search_v1_IndexingStatusRequest__Output, _tessera_search_v1_IndexingStatusResponse__Output>
  Reindex: MethodDefinition<_tessera_search_v1_ReindexRequest, _tessera_search_v1_ReindexResponse, _tessera_search_v1_ReindexRequest__Output, _tessera_search_v1_ReindexResponse__Output>
  Search: MethodDefinition<_tessera_search_v1_SearchRequest, _tessera_search_v1_SearchResponse, _tessera_search_v1_SearchRequest__Output, _tessera_search_v1_SearchResponse__Output>
}
