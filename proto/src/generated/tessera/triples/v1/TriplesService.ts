// Original file: tessera/triples/v1/triples.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateGraphRequest as _tessera_triples_v1_CreateGraphRequest, CreateGraphRequest__Output as _tessera_triples_v1_CreateGraphRequest__Output } from '../../../tessera/triples/v1/CreateGraphRequest';
import type { CreateTriplesRequest as _tessera_triples_v1_CreateTriplesRequest, CreateTriplesRequest__Output as _tessera_triples_v1_CreateTriplesRequest__Output } from '../../../tessera/triples/v1/CreateTriplesRequest';
import type { CreateTriplesResponse as _tessera_triples_v1_CreateTriplesResponse, CreateTriplesResponse__Output as _tessera_triples_v1_CreateTriplesResponse__Output } from '../../../tessera/triples/v1/CreateTriplesResponse';
import type { DeleteGraphRequest as _tessera_triples_v1_DeleteGraphRequest, DeleteGraphRequest__Output as _tessera_triples_v1_DeleteGraphRequest__Output } from '../../../tessera/triples/v1/DeleteGraphRequest';
import type { DeleteGraphResponse as _tessera_triples_v1_DeleteGraphResponse, DeleteGraphResponse__Output as _tessera_triples_v1_DeleteGraphResponse__Output } from '../../../tessera/triples/v1/DeleteGraphResponse';
import type { DeleteTriplesByEntityRequest as _tessera_triples_v1_DeleteTriplesByEntityRequest, DeleteTriplesByEntityRequest__Output as _tessera_triples_v1_DeleteTriplesByEntityRequest__Output } from '../../../tessera/triples/v1/DeleteTriplesByEntityRequest';
import type { DeleteTriplesInIndexRequest as _tessera_triples_v1_DeleteTriplesInIndexRequest, DeleteTriplesInIndexRequest__Output as _tessera_triples_v1_DeleteTriplesInIndexRequest__Output } from '../../../tessera/triples/v1/DeleteTriplesInIndexRequest';
import type { DeleteTriplesRequest as _tessera_triples_v1_DeleteTriplesRequest, DeleteTriplesRequest__Output as _tessera_triples_v1_DeleteTriplesRequest__Output } from '../../../tessera/triples/v1/DeleteTriplesRequest';
import type { DeleteTriplesResponse as _tessera_triples_v1_DeleteTriplesResponse, DeleteTriplesResponse__Output as _tessera_triples_v1_DeleteTriplesResponse__Output } from '../../../tessera/triples/v1/DeleteTriplesResponse';
import type { EntityHistoryRequest as _tessera_triples_v1_EntityHistoryRequest, EntityHistoryRequest__Output as _tessera_triples_v1_EntityHistoryRequest__Output } from '../../../tessera/triples/v1/EntityHistoryRequest';
import type { EntityHistoryResponse as _tessera_triples_v1_EntityHistoryResponse, EntityHistoryResponse__Output as _tessera_triples_v1_EntityHistoryResponse__Output } from '../../../tessera/triples/v1/EntityHistoryResponse';
import type { EntityNamesRequest as _tessera_triples_v1_EntityNamesRequest, EntityNamesRequest__Output as _tessera_triples_v1_EntityNamesRequest__Output } from '../../../tessera/triples/v1/EntityNamesRequest';
import type { EntityNamesResponse as _tessera_triples_v1_EntityNamesResponse, EntityNamesResponse__Output as _tessera_triples_v1_EntityNamesResponse__Output } from '../../../tessera/triples/v1/EntityNamesResponse';
import type { ExportTriplesRequest as _tessera_triples_v1_ExportTriplesRequest, ExportTriplesRequest__Output as _tessera_triples_v1_ExportTriplesRequest__Output } from '../../../tessera/triples/v1/ExportTriplesRequest';
import type { ExportTriplesResponse as _tessera_triples_v1_ExportTriplesResponse, ExportTriplesResponse__Output as _tessera_triples_v1_ExportTriplesResponse__Output } from '../../../tessera/triples/v1/ExportTriplesResponse';
import type { GetGraphRequest as _tessera_triples_v1_GetGraphRequest, GetGraphRequest__Output as _tessera_triples_v1_GetGraphRequest__Output } from '../../../tessera/triples/v1/GetGraphRequest';
import type { GraphResponse as _tessera_triples_v1_GraphResponse, GraphResponse__Output as _tessera_triples_v1_GraphResponse__Output } from '../../../tessera/triples/v1/GraphResponse';
import type { GraphsResponse as _tessera_triples_v1_GraphsResponse, GraphsResponse__Output as _tessera_triples_v1_GraphsResponse__Output } from '../../../tessera/triples/v1/GraphsResponse';
import type { ListGraphsRequest as _tessera_triples_v1_ListGraphsRequest, ListGraphsRequest__Output as _tessera_triples_v1_ListGraphsRequest__Output } from '../../../tessera/triples/v1/ListGraphsRequest';
import type { MoveIndexRequest as _tessera_triples_v1_MoveIndexRequest, MoveIndexRequest__Output as _tessera_triples_v1_MoveIndexRequest__Output } from '../../../tessera/triples/v1/MoveIndexRequest';
import type { NeighboursRequest as _tessera_triples_v1_NeighboursRequest, NeighboursRequest__Output as _tessera_triples_v1_NeighboursRequest__Output } from '../../../tessera/triples/v1/NeighboursRequest';
import type { PathsRequest as _tessera_triples_v1_PathsRequest, PathsRequest__Output as _tessera_triples_v1_PathsRequest__Output } from '../../../tessera/triples/v1/PathsRequest';
import type { QueryTriplesRequest as _tessera_triples_v1_QueryTriplesRequest, QueryTriplesRequest__Output as _tessera_triples_v1_QueryTriplesRequest__Output } from '../../../tessera/triples/v1/QueryTriplesRequest';
import type { RepointEntityRequest as _tessera_triples_v1_RepointEntityRequest, RepointEntityRequest__Output as _tessera_triples_v1_RepointEntityRequest__Output } from '../../../tessera/triples/v1/RepointEntityRequest';
import type { RepointNamesRequest as _tessera_triples_v1_RepointNamesRequest, RepointNamesRequest__Output as _tessera_triples_v1_RepointNamesRequest__Output } from '../../../tessera/triples/v1/RepointNamesRequest';
import type { SubgraphRequest as _tessera_triples_v1_SubgraphRequest, SubgraphRequest__Output as _tessera_triples_v1_SubgraphRequest__Output } from '../../../tessera/triples/v1/SubgraphRequest';
import type { TraversalResponse as _tessera_triples_v1_TraversalResponse, TraversalResponse__Output as _tessera_triples_v1_TraversalResponse__Output } from '../../../tessera/triples/v1/TraversalResponse';
import type { TripleResponse as _tessera_triples_v1_TripleResponse, TripleResponse__Output as _tessera_triples_v1_TripleResponse__Output } from '../../../tessera/triples/v1/TripleResponse';
import type { TriplesResponse as _tessera_triples_v1_TriplesResponse, TriplesResponse__Output as _tessera_triples_v1_TriplesResponse__Output } from '../../../tessera/triples/v1/TriplesResponse';
import type { UpdateGraphRequest as _tessera_triples_v1_UpdateGraphRequest, UpdateGraphRequest__Output as _tessera_triples_v1_UpdateGraphRequest__Output } from '../../../tessera/triples/v1/UpdateGraphRequest';
import type { UpdateTripleRequest as _tessera_triples_v1_UpdateTripleRequest, UpdateTripleRequest__Output as _tessera_triples_v1_UpdateTripleRequest__Output } from '../../../tessera/triples/v1/UpdateTripleRequest';
import type { UpdatedCountResponse as _tessera_triples_v1_UpdatedCountResponse, UpdatedCountResponse__Output as _tessera_triples_v1_UpdatedCountResponse__Output } from '../../../tessera/triples/v1/UpdatedCountResponse';

export interface TriplesServiceClient extends grpc.Client {
  CreateGraph(argument: _tessera_triples_v1_CreateGraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  CreateGraph(argument: _tessera_triples_v1_CreateGraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  CreateGraph(argument: _tessera_triples_v1_CreateGraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  CreateGraph(argument: _tessera_triples_v1_CreateGraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  createGraph(argument: _tessera_triples_v1_CreateGraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  createGraph(argument: _tessera_triples_v1_CreateGraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  createGraph(argument: _tessera_triples_v1_CreateGraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  createGraph(argument: _tessera_triples_v1_CreateGraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  
  CreateTriples(argument: _tessera_triples_v1_CreateTriplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_CreateTriplesResponse__Output>): grpc.ClientUnaryCall;
  CreateTriples(argument: _tessera_triples_v1_CreateTriplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_CreateTriplesResponse__Output>): grpc.ClientUnaryCall;
  CreateTriples(argument: _tessera_triples_v1_CreateTriplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_CreateTriplesResponse__Output>): grpc.ClientUnaryCall;
  CreateTriples(argument: _tessera_triples_v1_CreateTriplesRequest, callback: grpc.requestCallback<_tessera_triples_v1_CreateTriplesResponse__Output>): grpc.ClientUnaryCall;
  createTriples(argument: _tessera_triples_v1_CreateTriplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_CreateTriplesResponse__Output>): grpc.ClientUnaryCall;
  createTriples(argument: _tessera_triples_v1_CreateTriplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_CreateTriplesResponse__Output>): grpc.ClientUnaryCall;
  createTriples(argument: _tessera_triples_v1_CreateTriplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_CreateTriplesResponse__Output>): grpc.ClientUnaryCall;
  createTriples(argument: _tessera_triples_v1_CreateTriplesRequest, callback: grpc.requestCallback<_tessera_triples_v1_CreateTriplesResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteGraph(argument: _tessera_triples_v1_DeleteGraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteGraphResponse__Output>): grpc.ClientUnaryCall;
  DeleteGraph(argument: _tessera_triples_v1_DeleteGraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_DeleteGraphResponse__Output>): grpc.ClientUnaryCall;
  DeleteGraph(argument: _tessera_triples_v1_DeleteGraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteGraphResponse__Output>): grpc.ClientUnaryCall;
  DeleteGraph(argument: _tessera_triples_v1_DeleteGraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_DeleteGraphResponse__Output>): grpc.ClientUnaryCall;
  deleteGraph(argument: _tessera_triples_v1_DeleteGraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteGraphResponse__Output>): grpc.ClientUnaryCall;
  deleteGraph(argument: _tessera_triples_v1_DeleteGraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_DeleteGraphResponse__Output>): grpc.ClientUnaryCall;
  deleteGraph(argument: _tessera_triples_v1_DeleteGraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteGraphResponse__Output>): grpc.ClientUnaryCall;
  deleteGraph(argument: _tessera_triples_v1_DeleteGraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_DeleteGraphResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteTriples(argument: _tessera_triples_v1_DeleteTriplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  DeleteTriples(argument: _tessera_triples_v1_DeleteTriplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  DeleteTriples(argument: _tessera_triples_v1_DeleteTriplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  DeleteTriples(argument: _tessera_triples_v1_DeleteTriplesRequest, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriples(argument: _tessera_triples_v1_DeleteTriplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriples(argument: _tessera_triples_v1_DeleteTriplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriples(argument: _tessera_triples_v1_DeleteTriplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriples(argument: _tessera_triples_v1_DeleteTriplesRequest, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteTriplesByEntity(argument: _tessera_triples_v1_DeleteTriplesByEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  DeleteTriplesByEntity(argument: _tessera_triples_v1_DeleteTriplesByEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  DeleteTriplesByEntity(argument: _tessera_triples_v1_DeleteTriplesByEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  DeleteTriplesByEntity(argument: _tessera_triples_v1_DeleteTriplesByEntityRequest, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriplesByEntity(argument: _tessera_triples_v1_DeleteTriplesByEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriplesByEntity(argument: _tessera_triples_v1_DeleteTriplesByEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriplesByEntity(argument: _tessera_triples_v1_DeleteTriplesByEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriplesByEntity(argument: _tessera_triples_v1_DeleteTriplesByEntityRequest, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteTriplesInIndex(argument: _tessera_triples_v1_DeleteTriplesInIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  DeleteTriplesInIndex(argument: _tessera_triples_v1_DeleteTriplesInIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  DeleteTriplesInIndex(argument: _tessera_triples_v1_DeleteTriplesInIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  DeleteTriplesInIndex(argument: _tessera_triples_v1_DeleteTriplesInIndexRequest, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriplesInIndex(argument: _tessera_triples_v1_DeleteTriplesInIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriplesInIndex(argument: _tessera_triples_v1_DeleteTriplesInIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriplesInIndex(argument: _tessera_triples_v1_DeleteTriplesInIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  deleteTriplesInIndex(argument: _tessera_triples_v1_DeleteTriplesInIndexRequest, callback: grpc.requestCallback<_tessera_triples_v1_DeleteTriplesResponse__Output>): grpc.ClientUnaryCall;
  
  EntityHistory(argument: _tessera_triples_v1_EntityHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_EntityHistoryResponse__Output>): grpc.ClientUnaryCall;
  EntityHistory(argument: _tessera_triples_v1_EntityHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_EntityHistoryResponse__Output>): grpc.ClientUnaryCall;
  EntityHistory(argument: _tessera_triples_v1_EntityHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_EntityHistoryResponse__Output>): grpc.ClientUnaryCall;
  EntityHistory(argument: _tessera_triples_v1_EntityHistoryRequest, callback: grpc.requestCallback<_tessera_triples_v1_EntityHistoryResponse__Output>): grpc.ClientUnaryCall;
  entityHistory(argument: _tessera_triples_v1_EntityHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_EntityHistoryResponse__Output>): grpc.ClientUnaryCall;
  entityHistory(argument: _tessera_triples_v1_EntityHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_EntityHistoryResponse__Output>): grpc.ClientUnaryCall;
  entityHistory(argument: _tessera_triples_v1_EntityHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_EntityHistoryResponse__Output>): grpc.ClientUnaryCall;
  entityHistory(argument: _tessera_triples_v1_EntityHistoryRequest, callback: grpc.requestCallback<_tessera_triples_v1_EntityHistoryResponse__Output>): grpc.ClientUnaryCall;
  
  EntityNames(argument: _tessera_triples_v1_EntityNamesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_EntityNamesResponse__Output>): grpc.ClientUnaryCall;
  EntityNames(argument: _tessera_triples_v1_EntityNamesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_EntityNamesResponse__Output>): grpc.ClientUnaryCall;
  EntityNames(argument: _tessera_triples_v1_EntityNamesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_EntityNamesResponse__Output>): grpc.ClientUnaryCall;
  EntityNames(argument: _tessera_triples_v1_EntityNamesRequest, callback: grpc.requestCallback<_tessera_triples_v1_EntityNamesResponse__Output>): grpc.ClientUnaryCall;
  entityNames(argument: _tessera_triples_v1_EntityNamesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_EntityNamesResponse__Output>): grpc.ClientUnaryCall;
  entityNames(argument: _tessera_triples_v1_EntityNamesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_EntityNamesResponse__Output>): grpc.ClientUnaryCall;
  entityNames(argument: _tessera_triples_v1_EntityNamesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_EntityNamesResponse__Output>): grpc.ClientUnaryCall;
  entityNames(argument: _tessera_triples_v1_EntityNamesRequest, callback: grpc.requestCallback<_tessera_triples_v1_EntityNamesResponse__Output>): grpc.ClientUnaryCall;
  
  ExportTriples(argument: _tessera_triples_v1_ExportTriplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_ExportTriplesResponse__Output>): grpc.ClientUnaryCall;
  ExportTriples(argument: _tessera_triples_v1_ExportTriplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_ExportTriplesResponse__Output>): grpc.ClientUnaryCall;
  ExportTriples(argument: _tessera_triples_v1_ExportTriplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_ExportTriplesResponse__Output>): grpc.ClientUnaryCall;
  ExportTriples(argument: _tessera_triples_v1_ExportTriplesRequest, callback: grpc.requestCallback<_tessera_triples_v1_ExportTriplesResponse__Output>): grpc.ClientUnaryCall;
  exportTriples(argument: _tessera_triples_v1_ExportTriplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_ExportTriplesResponse__Output>): grpc.ClientUnaryCall;
  exportTriples(argument: _tessera_triples_v1_ExportTriplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_ExportTriplesResponse__Output>): grpc.ClientUnaryCall;
  exportTriples(argument: _tessera_triples_v1_ExportTriplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_ExportTriplesResponse__Output>): grpc.ClientUnaryCall;
  exportTriples(argument: _tessera_triples_v1_ExportTriplesRequest, callback: grpc.requestCallback<_tessera_triples_v1_ExportTriplesResponse__Output>): grpc.ClientUnaryCall;
  
  FindPaths(argument: _tessera_triples_v1_PathsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  FindPaths(argument: _tessera_triples_v1_PathsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  FindPaths(argument: _tessera_triples_v1_PathsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  FindPaths(argument: _tessera_triples_v1_PathsRequest, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  findPaths(argument: _tessera_triples_v1_PathsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  findPaths(argument: _tessera_triples_v1_PathsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  findPaths(argument: _tessera_triples_v1_PathsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  findPaths(argument: _tessera_triples_v1_PathsRequest, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  
  GetGraph(argument: _tessera_triples_v1_GetGraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  GetGraph(argument: _tessera_triples_v1_GetGraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  GetGraph(argument: _tessera_triples_v1_GetGraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  GetGraph(argument: _tessera_triples_v1_GetGraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  getGraph(argument: _tessera_triples_v1_GetGraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  getGraph(argument: _tessera_triples_v1_GetGraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  getGraph(argument: _tessera_triples_v1_GetGraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  getGraph(argument: _tessera_triples_v1_GetGraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  
  ListGraphs(argument: _tessera_triples_v1_ListGraphsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphsResponse__Output>): grpc.ClientUnaryCall;
  ListGraphs(argument: _tessera_triples_v1_ListGraphsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_GraphsResponse__Output>): grpc.ClientUnaryCall;
  ListGraphs(argument: _tessera_triples_v1_ListGraphsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphsResponse__Output>): grpc.ClientUnaryCall;
  ListGraphs(argument: _tessera_triples_v1_ListGraphsRequest, callback: grpc.requestCallback<_tessera_triples_v1_GraphsResponse__Output>): grpc.ClientUnaryCall;
  listGraphs(argument: _tessera_triples_v1_ListGraphsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphsResponse__Output>): grpc.ClientUnaryCall;
  listGraphs(argument: _tessera_triples_v1_ListGraphsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_GraphsResponse__Output>): grpc.ClientUnaryCall;
  listGraphs(argument: _tessera_triples_v1_ListGraphsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphsResponse__Output>): grpc.ClientUnaryCall;
  listGraphs(argument: _tessera_triples_v1_ListGraphsRequest, callback: grpc.requestCallback<_tessera_triples_v1_GraphsResponse__Output>): grpc.ClientUnaryCall;
  
  MoveIndex(argument: _tessera_triples_v1_MoveIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  MoveIndex(argument: _tessera_triples_v1_MoveIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  MoveIndex(argument: _tessera_triples_v1_MoveIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  MoveIndex(argument: _tessera_triples_v1_MoveIndexRequest, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  moveIndex(argument: _tessera_triples_v1_MoveIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  moveIndex(argument: _tessera_triples_v1_MoveIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  moveIndex(argument: _tessera_triples_v1_MoveIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  moveIndex(argument: _tessera_triples_v1_MoveIndexRequest, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  
  Neighbours(argument: _tessera_triples_v1_NeighboursRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  Neighbours(argument: _tessera_triples_v1_NeighboursRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  Neighbours(argument: _tessera_triples_v1_NeighboursRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  Neighbours(argument: _tessera_triples_v1_NeighboursRequest, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  neighbours(argument: _tessera_triples_v1_NeighboursRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  neighbours(argument: _tessera_triples_v1_NeighboursRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  neighbours(argument: _tessera_triples_v1_NeighboursRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  neighbours(argument: _tessera_triples_v1_NeighboursRequest, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  
  QueryTriples(argument: _tessera_triples_v1_QueryTriplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TriplesResponse__Output>): grpc.ClientUnaryCall;
  QueryTriples(argument: _tessera_triples_v1_QueryTriplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TriplesResponse__Output>): grpc.ClientUnaryCall;
  QueryTriples(argument: _tessera_triples_v1_QueryTriplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TriplesResponse__Output>): grpc.ClientUnaryCall;
  QueryTriples(argument: _tessera_triples_v1_QueryTriplesRequest, callback: grpc.requestCallback<_tessera_triples_v1_TriplesResponse__Output>): grpc.ClientUnaryCall;
  queryTriples(argument: _tessera_triples_v1_QueryTriplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TriplesResponse__Output>): grpc.ClientUnaryCall;
  queryTriples(argument: _tessera_triples_v1_QueryTriplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TriplesResponse__Output>): grpc.ClientUnaryCall;
  queryTriples(argument: _tessera_triples_v1_QueryTriplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TriplesResponse__Output>): grpc.ClientUnaryCall;
  queryTriples(argument: _tessera_triples_v1_QueryTriplesRequest, callback: grpc.requestCallback<_tessera_triples_v1_TriplesResponse__Output>): grpc.ClientUnaryCall;
  
  RepointEntity(argument: _tessera_triples_v1_RepointEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  RepointEntity(argument: _tessera_triples_v1_RepointEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  RepointEntity(argument: _tessera_triples_v1_RepointEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  RepointEntity(argument: _tessera_triples_v1_RepointEntityRequest, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  repointEntity(argument: _tessera_triples_v1_RepointEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  repointEntity(argument: _tessera_triples_v1_RepointEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  repointEntity(argument: _tessera_triples_v1_RepointEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  repointEntity(argument: _tessera_triples_v1_RepointEntityRequest, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  
  RepointNames(argument: _tessera_triples_v1_RepointNamesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  RepointNames(argument: _tessera_triples_v1_RepointNamesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  RepointNames(argument: _tessera_triples_v1_RepointNamesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  RepointNames(argument: _tessera_triples_v1_RepointNamesRequest, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  repointNames(argument: _tessera_triples_v1_RepointNamesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  repointNames(argument: _tessera_triples_v1_RepointNamesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  repointNames(argument: _tessera_triples_v1_RepointNamesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  repointNames(argument: _tessera_triples_v1_RepointNamesRequest, callback: grpc.requestCallback<_tessera_triples_v1_UpdatedCountResponse__Output>): grpc.ClientUnaryCall;
  
  Subgraph(argument: _tessera_triples_v1_SubgraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  Subgraph(argument: _tessera_triples_v1_SubgraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  Subgraph(argument: _tessera_triples_v1_SubgraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  Subgraph(argument: _tessera_triples_v1_SubgraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  subgraph(argument: _tessera_triples_v1_SubgraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  subgraph(argument: _tessera_triples_v1_SubgraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  subgraph(argument: _tessera_triples_v1_SubgraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  subgraph(argument: _tessera_triples_v1_SubgraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_TraversalResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateGraph(argument: _tessera_triples_v1_UpdateGraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  UpdateGraph(argument: _tessera_triples_v1_UpdateGraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  UpdateGraph(argument: _tessera_triples_v1_UpdateGraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  UpdateGraph(argument: _tessera_triples_v1_UpdateGraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  updateGraph(argument: _tessera_triples_v1_UpdateGraphRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  updateGraph(argument: _tessera_triples_v1_UpdateGraphRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  updateGraph(argument: _tessera_triples_v1_UpdateGraphRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  updateGraph(argument: _tessera_triples_v1_UpdateGraphRequest, callback: grpc.requestCallback<_tessera_triples_v1_GraphResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateTriple(argument: _tessera_triples_v1_UpdateTripleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TripleResponse__Output>): grpc.ClientUnaryCall;
  UpdateTriple(argument: _tessera_triples_v1_UpdateTripleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TripleResponse__Output>): grpc.ClientUnaryCall;
  UpdateTriple(argument: _tessera_triples_v1_UpdateTripleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TripleResponse__Output>): grpc.ClientUnaryCall;
  UpdateTriple(argument: _tessera_triples_v1_UpdateTripleRequest, callback: grpc.requestCallback<_tessera_triples_v1_TripleResponse__Output>): grpc.ClientUnaryCall;
  updateTriple(argument: _tessera_triples_v1_UpdateTripleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TripleResponse__Output>): grpc.ClientUnaryCall;
  updateTriple(argument: _tessera_triples_v1_UpdateTripleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_triples_v1_TripleResponse__Output>): grpc.ClientUnaryCall;
  updateTriple(argument: _tessera_triples_v1_UpdateTripleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_triples_v1_TripleResponse__Output>): grpc.ClientUnaryCall;
  updateTriple(argument: _tessera_triples_v1_UpdateTripleRequest, callback: grpc.requestCallback<_tessera_triples_v1_TripleResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface TriplesServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateGraph: grpc.handleUnaryCall<_tessera_triples_v1_CreateGraphRequest__Output, _tessera_triples_v1_GraphResponse>;
  
  CreateTriples: grpc.handleUnaryCall<_tessera_triples_v1_CreateTriplesRequest__Output, _tessera_triples_v1_CreateTriplesResponse>;
  
  DeleteGraph: grpc.handleUnaryCall<_tessera_triples_v1_DeleteGraphRequest__Output, _tessera_triples_v1_DeleteGraphResponse>;
  
  DeleteTriples: grpc.handleUnaryCall<_tessera_triples_v1_DeleteTriplesRequest__Output, _tessera_triples_v1_DeleteTriplesResponse>;
  
  DeleteTriplesByEntity: grpc.handleUnaryCall<_tessera_triples_v1_DeleteTriplesByEntityRequest__Output, _tessera_triples_v1_DeleteTriplesResponse>;
  
  DeleteTriplesInIndex: grpc.handleUnaryCall<_tessera_triples_v1_DeleteTriplesInIndexRequest__Output, _tessera_triples_v1_DeleteTriplesResponse>;
  
  EntityHistory: grpc.handleUnaryCall<_tessera_triples_v1_EntityHistoryRequest__Output, _tessera_triples_v1_EntityHistoryResponse>;
  
  EntityNames: grpc.handleUnaryCall<_tessera_triples_v1_EntityNamesRequest__Output, _tessera_triples_v1_EntityNamesResponse>;
  
  ExportTriples: grpc.handleUnaryCall<_tessera_triples_v1_ExportTriplesRequest__Output, _tessera_triples_v1_ExportTriplesResponse>;
  
  FindPaths: grpc.handleUnaryCall<_tessera_triples_v1_PathsRequest__Output, _tessera_triples_v1_TraversalResponse>;
  
  GetGraph: grpc.handleUnaryCall<_tessera_triples_v1_GetGraphRequest__Output, _tessera_triples_v1_GraphResponse>;
  
  ListGraphs: grpc.handleUnaryCall<_tessera_triples_v1_ListGraphsRequest__Output, _tessera_triples_v1_GraphsResponse>;
  
  MoveIndex: grpc.handleUnaryCall<_tessera_triples_v1_MoveIndexRequest__Output, _tessera_triples_v1_UpdatedCountResponse>;
  
  Neighbours: grpc.handleUnaryCall<_tessera_triples_v1_NeighboursRequest__Output, _tessera_triples_v1_TraversalResponse>;
  
  QueryTriples: grpc.handleUnaryCall<_tessera_triples_v1_QueryTriplesRequest__Output, _tessera_triples_v1_TriplesResponse>;
  
  RepointEntity: grpc.handleUnaryCall<_tessera_triples_v1_RepointEntityRequest__Output, _tessera_triples_v1_UpdatedCountResponse>;
  
  RepointNames: grpc.handleUnaryCall<_tessera_triples_v1_RepointNamesRequest__Output, _tessera_triples_v1_UpdatedCountResponse>;
  
  Subgraph: grpc.handleUnaryCall<_tessera_triples_v1_SubgraphRequest__Output, _tessera_triples_v1_TraversalResponse>;
  
  UpdateGraph: grpc.handleUnaryCall<_tessera_triples_v1_UpdateGraphRequest__Output, _tessera_triples_v1_GraphResponse>;
  
  UpdateTriple: grpc.handleUnaryCall<_tessera_triples_v1_UpdateTripleRequest__Output, _tessera_triples_v1_TripleResponse>;
  
}

export interface TriplesServiceDefinition extends grpc.ServiceDefinition {
  CreateGraph: MethodDefinition<_tessera_triples_v1_CreateGraphRequest, _tessera_triples_v1_GraphResponse, _tessera_triples_v1_CreateGraphRequest__Output, _tessera_triples_v1_GraphResponse__Output>
  CreateTriples: MethodDefinition<_tessera_triples_v1_CreateTriplesRequest, _tessera_triples_v1_CreateTriplesResponse, _tessera_triples_v1_CreateTriplesRequest__Output, _tessera_triples_v1_CreateTriplesResponse__Output>
  DeleteGraph: MethodDefinition<_tessera_triples_v1_DeleteGraphRequest, _tessera_triples_v1_DeleteGraphResponse, _tessera_triples_v1_DeleteGraphRequest__Output, _tessera_triples_v1_DeleteGraphResponse__Output>
  DeleteTriples: MethodDefinition<_tessera_triples_v1_DeleteTriplesRequest, _tessera_triples_v1_DeleteTriplesResponse, _tessera_triples_v1_DeleteTriplesRequest__Output, _tessera_triples_v1_DeleteTriplesResponse__Output>
  DeleteTriplesByEntity: MethodDefinition<_tessera_triples_v1_DeleteTriplesByEntityRequest, _tessera_triples_v1_DeleteTriplesResponse, _tessera_triples_v1_DeleteTriplesByEntityRequest__Output, _tessera_triples_v1_DeleteTriplesResponse__Output>
  DeleteTriplesInIndex: MethodDefinition<_tessera_triples_v1_DeleteTriplesInIndexRequest, _tessera_triples_v1_DeleteTriplesResponse, _tessera_triples_v1_DeleteTriplesInIndexRequest__Output, _tessera_triples_v1_DeleteTriplesResponse__Output>
  EntityHistory: MethodDefinition<_tessera_triples_v1_EntityHistoryRequest, _tessera_triples_v1_EntityHistoryResponse, _tessera_triples_v1_EntityHistoryRequest__Output, _tessera_triples_v1_EntityHistoryResponse__Output>
  EntityNames: MethodDefinition<_tessera_triples_v1_EntityNamesRequest, _tessera_triples_v1_EntityNamesResponse, _tessera_triples_v1_EntityNamesRequest__Output, _tessera_triples_v1_EntityNamesResponse__Output>
  ExportTriples: MethodDefinition<_tessera_triples_v1_ExportTriplesRequest, _tessera_triples_v1_ExportTriplesResponse, _tessera_triples_v1_ExportTriplesRequest__Output, _tessera_triples_v1_ExportTriplesResponse__Output>
  FindPaths: MethodDefinition<_tessera_triples_v1_PathsRequest, _tessera_triples_v1_TraversalResponse, _tessera_triples_v1_PathsRequest__Output, _tessera_triples_v1_TraversalResponse__Output>
  GetGraph: MethodDefinition<_tessera_triples_v1_GetGraphRequest, _tessera_triples_v1_GraphResponse, _tessera_triples_v1_GetGraphRequest__Output, _tessera_triples_v1_GraphResponse__Output>
  ListGraphs: MethodDefinition<_tessera_triples_v1_ListGraphsRequest, _tessera_triples_v1_GraphsResponse, _tessera_triples_v1_ListGraphsRequest__Output, _tessera_triples_v1_GraphsResponse__Output>
  MoveIndex: MethodDefinition<_tessera_triples_v1_MoveIndexRequest, _tessera_triples_v1_UpdatedCountResponse, _tessera_triples_v1_MoveIndexRequest__Output, _tessera_triples_v1_UpdatedCountResponse__Output>
  Neighbours: MethodDefinition<_tessera_triples_v1_NeighboursRequest, _tessera_triples_v1_TraversalResponse, _tessera_triples_v1_NeighboursRequest__Output, _tessera_triples_v1_TraversalResponse__Output>
  QueryTriples: MethodDefinition<_tessera_triples_v1_QueryTriplesRequest, _tessera_triples_v1_TriplesResponse, _tessera_triples_v1_QueryTriplesRequest__Output, _tessera_triples_v1_TriplesResponse__Output>
  RepointEntity: MethodDefinition<_tessera_triples_v1_RepointEntityRequest, _tessera_triples_v1_UpdatedCountResponse, _tessera_triples_v1_RepointEntityRequest__Output, _tessera_triples_v1_UpdatedCountResponse__Output>
  RepointNames: MethodDefinition<_tessera_triples_v1_RepointNamesRequest, _tessera_triples_v1_UpdatedCountResponse, _tessera_triples_v1_RepointNamesRequest__Output, _tessera_triples_v1_UpdatedCountResponse__Output>
  Subgraph: MethodDefinition<_tessera_triples_v1_SubgraphRequest, _tessera_triples_v1_TraversalResponse, _tessera_triples_v1_SubgraphRequest__Output, _tessera_triples_v1_TraversalResponse__Output>
  UpdateGraph: MethodDefinition<_tessera_triples_v1_UpdateGraphRequest, _tessera_triples_v1_GraphResponse, _tessera_triples_v1_UpdateGraphRequest__Output, _tessera_triples_v1_GraphResponse__Output>
  UpdateTriple: MethodDefinition<_tessera_triples_v1_UpdateTripleRequest, _tessera_triples_v1_TripleResponse, _tessera_triples_v1_UpdateTripleRequest__Output, _tessera_triples_v1_TripleResponse__Output>
}
