// Original file: tessera/entities/v1/entities.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ChangeEntityAliasesRequest as _tessera_entities_v1_ChangeEntityAliasesRequest, ChangeEntityAliasesRequest__Output as _tessera_entities_v1_ChangeEntityAliasesRequest__Output } from '../../../tessera/entities/v1/ChangeEntityAliasesRequest';
import type { CreateEntityRequest as _tessera_entities_v1_CreateEntityRequest, CreateEntityRequest__Output as _tessera_entities_v1_CreateEntityRequest__Output } from '../../../tessera/entities/v1/CreateEntityRequest';
import type { CreateIndexRequest as _tessera_entities_v1_CreateIndexRequest, CreateIndexRequest__Output as _tessera_entities_v1_CreateIndexRequest__Output } from '../../../tessera/entities/v1/CreateIndexRequest';
import type { DeleteEntityRequest as _tessera_entities_v1_DeleteEntityRequest, DeleteEntityRequest__Output as _tessera_entities_v1_DeleteEntityRequest__Output } from '../../../tessera/entities/v1/DeleteEntityRequest';
import type { DeleteEntityResponse as _tessera_entities_v1_DeleteEntityResponse, DeleteEntityResponse__Output as _tessera_entities_v1_DeleteEntityResponse__Output } from '../../../tessera/entities/v1/DeleteEntityResponse';
import type { DeleteIndexRequest as _tessera_entities_v1_DeleteIndexRequest, DeleteIndexRequest__Output as _tessera_entities_v1_DeleteIndexRequest__Output } from '../../../tessera/entities/v1/DeleteIndexRequest';
import type { DeleteIndexResponse as _tessera_entities_v1_DeleteIndexResponse, DeleteIndexResponse__Output as _tessera_entities_v1_DeleteIndexResponse__Output } from '../../../tessera/entities/v1/DeleteIndexResponse';
import type { EntitiesResponse as _tessera_entities_v1_EntitiesResponse, EntitiesResponse__Output as _tessera_entities_v1_EntitiesResponse__Output } from '../../../tessera/entities/v1/EntitiesResponse';
import type { EntityAliasesResponse as _tessera_entities_v1_EntityAliasesResponse, EntityAliasesResponse__Output as _tessera_entities_v1_EntityAliasesResponse__Output } from '../../../tessera/entities/v1/EntityAliasesResponse';
import type { EntityResponse as _tessera_entities_v1_EntityResponse, EntityResponse__Output as _tessera_entities_v1_EntityResponse__Output } from '../../../tessera/entities/v1/EntityResponse';
import type { ExplainResolutionRequest as _tessera_entities_v1_ExplainResolutionRequest, ExplainResolutionRequest__Output as _tessera_entities_v1_ExplainResolutionRequest__Output } from '../../../tessera/entities/v1/ExplainResolutionRequest';
import type { ExplainResolutionResponse as _tessera_entities_v1_ExplainResolutionResponse, ExplainResolutionResponse__Output as _tessera_entities_v1_ExplainResolutionResponse__Output } from '../../../tessera/entities/v1/ExplainResolutionResponse';
import type { GetEntitiesRequest as _tessera_entities_v1_GetEntitiesRequest, GetEntitiesRequest__Output as _tessera_entities_v1_GetEntitiesRequest__Output } from '../../../tessera/entities/v1/GetEntitiesRequest';
import type { GetEntityRequest as _tessera_entities_v1_GetEntityRequest, GetEntityRequest__Output as _tessera_entities_v1_GetEntityRequest__Output } from '../../../tessera/entities/v1/GetEntityRequest';
import type { GetIndexRequest as _tessera_entities_v1_GetIndexRequest, GetIndexRequest__Output as _tessera_entities_v1_GetIndexRequest__Output } from '../../../tessera/entities/v1/GetIndexRequest';
import type { IndexResponse as _tessera_entities_v1_IndexResponse, IndexResponse__Output as _tessera_entities_v1_IndexResponse__Output } from '../../../tessera/entities/v1/IndexResponse';
import type { ListEntitiesRequest as _tessera_entities_v1_ListEntitiesRequest, ListEntitiesRequest__Output as _tessera_entities_v1_ListEntitiesRequest__Output } from '../../../tessera/entities/v1/ListEntitiesRequest';
import type { ListEntityAliasesRequest as _tessera_entities_v1_ListEntityAliasesRequest, ListEntityAliasesRequest__Output as _tessera_entities_v1_ListEntityAliasesRequest__Output } from '../../../tessera/entities/v1/ListEntityAliasesRequest';
import type { ListEntityEventsRequest as _tessera_entities_v1_ListEntityEventsRequest, ListEntityEventsRequest__Output as _tessera_entities_v1_ListEntityEventsRequest__Output } from '../../../tessera/entities/v1/ListEntityEventsRequest';
import type { ListEntityEventsResponse as _tessera_entities_v1_ListEntityEventsResponse, ListEntityEventsResponse__Output as _tessera_entities_v1_ListEntityEventsResponse__Output } from '../../../tessera/entities/v1/ListEntityEventsResponse';
import type { ListIndexesRequest as _tessera_entities_v1_ListIndexesRequest, ListIndexesRequest__Output as _tessera_entities_v1_ListIndexesRequest__Output } from '../../../tessera/entities/v1/ListIndexesRequest';
import type { ListIndexesResponse as _tessera_entities_v1_ListIndexesResponse, ListIndexesResponse__Output as _tessera_entities_v1_ListIndexesResponse__Output } from '../../../tessera/entities/v1/ListIndexesResponse';
import type { MergeEntitiesRequest as _tessera_entities_v1_MergeEntitiesRequest, MergeEntitiesRequest__Output as _tessera_entities_v1_MergeEntitiesRequest__Output } from '../../../tessera/entities/v1/MergeEntitiesRequest';
import type { ResolveEntitiesRequest as _tessera_entities_v1_ResolveEntitiesRequest, ResolveEntitiesRequest__Output as _tessera_entities_v1_ResolveEntitiesRequest__Output } from '../../../tessera/entities/v1/ResolveEntitiesRequest';
import type { ResolveEntitiesResponse as _tessera_entities_v1_ResolveEntitiesResponse, ResolveEntitiesResponse__Output as _tessera_entities_v1_ResolveEntitiesResponse__Output } from '../../../tessera/entities/v1/ResolveEntitiesResponse';
import type { ResolveIndexRequest as _tessera_entities_v1_ResolveIndexRequest, ResolveIndexRequest__Output as _tessera_entities_v1_ResolveIndexRequest__Output } from '../../../tessera/entities/v1/ResolveIndexRequest';
import type { SplitEntityRequest as _tessera_entities_v1_SplitEntityRequest, SplitEntityRequest__Output as _tessera_entities_v1_SplitEntityRequest__Output } from '../../../tessera/entities/v1/SplitEntityRequest';
import type { SplitEntityResponse as _tessera_entities_v1_SplitEntityResponse, SplitEntityResponse__Output as _tessera_entities_v1_SplitEntityResponse__Output } from '../../../tessera/entities/v1/SplitEntityResponse';
import type { UpdateEntityRequest as _tessera_entities_v1_UpdateEntityRequest, UpdateEntityRequest__Output as _tessera_entities_v1_UpdateEntityRequest__Output } from '../../../tessera/entities/v1/UpdateEntityRequest';
import type { UpdateIndexRequest as _tessera_entities_v1_UpdateIndexRequest, UpdateIndexRequest__Output as _tessera_entities_v1_UpdateIndexRequest__Output } from '../../../tessera/entities/v1/UpdateIndexRequest';

export interface EntitiesServiceClient extends grpc.Client {
  AddEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  AddEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  AddEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  AddEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  addEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  addEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  addEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  addEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  
  CreateEntity(argument: _tessera_entities_v1_CreateEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  CreateEntity(argument: _tessera_entities_v1_CreateEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  CreateEntity(argument: _tessera_entities_v1_CreateEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  CreateEntity(argument: _tessera_entities_v1_CreateEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  createEntity(argument: _tessera_entities_v1_CreateEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  createEntity(argument: _tessera_entities_v1_CreateEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  createEntity(argument: _tessera_entities_v1_CreateEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  createEntity(argument: _tessera_entities_v1_CreateEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  
  CreateIndex(argument: _tessera_entities_v1_CreateIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  CreateIndex(argument: _tessera_entities_v1_CreateIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  CreateIndex(argument: _tessera_entities_v1_CreateIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  CreateIndex(argument: _tessera_entities_v1_CreateIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  createIndex(argument: _tessera_entities_v1_CreateIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  createIndex(argument: _tessera_entities_v1_CreateIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  createIndex(argument: _tessera_entities_v1_CreateIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  createIndex(argument: _tessera_entities_v1_CreateIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteEntity(argument: _tessera_entities_v1_DeleteEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_DeleteEntityResponse__Output>): grpc.ClientUnaryCall;
  DeleteEntity(argument: _tessera_entities_v1_DeleteEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_DeleteEntityResponse__Output>): grpc.ClientUnaryCall;
  DeleteEntity(argument: _tessera_entities_v1_DeleteEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_DeleteEntityResponse__Output>): grpc.ClientUnaryCall;
  DeleteEntity(argument: _tessera_entities_v1_DeleteEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_DeleteEntityResponse__Output>): grpc.ClientUnaryCall;
  deleteEntity(argument: _tessera_entities_v1_DeleteEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_DeleteEntityResponse__Output>): grpc.ClientUnaryCall;
  deleteEntity(argument: _tessera_entities_v1_DeleteEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_DeleteEntityResponse__Output>): grpc.ClientUnaryCall;
  deleteEntity(argument: _tessera_entities_v1_DeleteEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_DeleteEntityResponse__Output>): grpc.ClientUnaryCall;
  deleteEntity(argument: _tessera_entities_v1_DeleteEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_DeleteEntityResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteIndex(argument: _tessera_entities_v1_DeleteIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_DeleteIndexResponse__Output>): grpc.ClientUnaryCall;
  DeleteIndex(argument: _tessera_entities_v1_DeleteIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_DeleteIndexResponse__Output>): grpc.ClientUnaryCall;
  DeleteIndex(argument: _tessera_entities_v1_DeleteIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_DeleteIndexResponse__Output>): grpc.ClientUnaryCall;
  DeleteIndex(argument: _tessera_entities_v1_DeleteIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_DeleteIndexResponse__Output>): grpc.ClientUnaryCall;
  deleteIndex(argument: _tessera_entities_v1_DeleteIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_DeleteIndexResponse__Output>): grpc.ClientUnaryCall;
  deleteIndex(argument: _tessera_entities_v1_DeleteIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_DeleteIndexResponse__Output>): grpc.ClientUnaryCall;
  deleteIndex(argument: _tessera_entities_v1_DeleteIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_DeleteIndexResponse__Output>): grpc.ClientUnaryCall;
  deleteIndex(argument: _tessera_entities_v1_DeleteIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_DeleteIndexResponse__Output>): grpc.ClientUnaryCall;
  
  ExplainResolution(argument: _tessera_entities_v1_ExplainResolutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ExplainResolutionResponse__Output>): grpc.ClientUnaryCall;
  ExplainResolution(argument: _tessera_entities_v1_ExplainResolutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_ExplainResolutionResponse__Output>): grpc.ClientUnaryCall;
  ExplainResolution(argument: _tessera_entities_v1_ExplainResolutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ExplainResolutionResponse__Output>): grpc.ClientUnaryCall;
  ExplainResolution(argument: _tessera_entities_v1_ExplainResolutionRequest, callback: grpc.requestCallback<_tessera_entities_v1_ExplainResolutionResponse__Output>): grpc.ClientUnaryCall;
  explainResolution(argument: _tessera_entities_v1_ExplainResolutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ExplainResolutionResponse__Output>): grpc.ClientUnaryCall;
  explainResolution(argument: _tessera_entities_v1_ExplainResolutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_ExplainResolutionResponse__Output>): grpc.ClientUnaryCall;
  explainResolution(argument: _tessera_entities_v1_ExplainResolutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ExplainResolutionResponse__Output>): grpc.ClientUnaryCall;
  explainResolution(argument: _tessera_entities_v1_ExplainResolutionRequest, callback: grpc.requestCallback<_tessera_entities_v1_ExplainResolutionResponse__Output>): grpc.ClientUnaryCall;
  
  GetEntities(argument: _tessera_entities_v1_GetEntitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  GetEntities(argument: _tessera_entities_v1_GetEntitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  GetEntities(argument: _tessera_entities_v1_GetEntitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  GetEntities(argument: _tessera_entities_v1_GetEntitiesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  getEntities(argument: _tessera_entities_v1_GetEntitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  getEntities(argument: _tessera_entities_v1_GetEntitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  getEntities(argument: _tessera_entities_v1_GetEntitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  getEntities(argument: _tessera_entities_v1_GetEntitiesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  
  GetEntity(argument: _tessera_entities_v1_GetEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  GetEntity(argument: _tessera_entities_v1_GetEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  GetEntity(argument: _tessera_entities_v1_GetEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  GetEntity(argument: _tessera_entities_v1_GetEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  getEntity(argument: _tessera_entities_v1_GetEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  getEntity(argument: _tessera_entities_v1_GetEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  getEntity(argument: _tessera_entities_v1_GetEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  getEntity(argument: _tessera_entities_v1_GetEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  
  GetIndex(argument: _tessera_entities_v1_GetIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  GetIndex(argument: _tessera_entities_v1_GetIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  GetIndex(argument: _tessera_entities_v1_GetIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  GetIndex(argument: _tessera_entities_v1_GetIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  getIndex(argument: _tessera_entities_v1_GetIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  getIndex(argument: _tessera_entities_v1_GetIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  getIndex(argument: _tessera_entities_v1_GetIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  getIndex(argument: _tessera_entities_v1_GetIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  
  ListEntities(argument: _tessera_entities_v1_ListEntitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  ListEntities(argument: _tessera_entities_v1_ListEntitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  ListEntities(argument: _tessera_entities_v1_ListEntitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  ListEntities(argument: _tessera_entities_v1_ListEntitiesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  listEntities(argument: _tessera_entities_v1_ListEntitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  listEntities(argument: _tessera_entities_v1_ListEntitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  listEntities(argument: _tessera_entities_v1_ListEntitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  listEntities(argument: _tessera_entities_v1_ListEntitiesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntitiesResponse__Output>): grpc.ClientUnaryCall;
  
  ListEntityAliases(argument: _tessera_entities_v1_ListEntityAliasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  ListEntityAliases(argument: _tessera_entities_v1_ListEntityAliasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  ListEntityAliases(argument: _tessera_entities_v1_ListEntityAliasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  ListEntityAliases(argument: _tessera_entities_v1_ListEntityAliasesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  listEntityAliases(argument: _tessera_entities_v1_ListEntityAliasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  listEntityAliases(argument: _tessera_entities_v1_ListEntityAliasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  listEntityAliases(argument: _tessera_entities_v1_ListEntityAliasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  listEntityAliases(argument: _tessera_entities_v1_ListEntityAliasesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  
  ListEntityEvents(argument: _tessera_entities_v1_ListEntityEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ListEntityEventsResponse__Output>): grpc.ClientUnaryCall;
  ListEntityEvents(argument: _tessera_entities_v1_ListEntityEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_ListEntityEventsResponse__Output>): grpc.ClientUnaryCall;
  ListEntityEvents(argument: _tessera_entities_v1_ListEntityEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ListEntityEventsResponse__Output>): grpc.ClientUnaryCall;
  ListEntityEvents(argument: _tessera_entities_v1_ListEntityEventsRequest, callback: grpc.requestCallback<_tessera_entities_v1_ListEntityEventsResponse__Output>): grpc.ClientUnaryCall;
  listEntityEvents(argument: _tessera_entities_v1_ListEntityEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ListEntityEventsResponse__Output>): grpc.ClientUnaryCall;
  listEntityEvents(argument: _tessera_entities_v1_ListEntityEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_ListEntityEventsResponse__Output>): grpc.ClientUnaryCall;
  listEntityEvents(argument: _tessera_entities_v1_ListEntityEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ListEntityEventsResponse__Output>): grpc.ClientUnaryCall;
  listEntityEvents(argument: _tessera_entities_v1_ListEntityEventsRequest, callback: grpc.requestCallback<_tessera_entities_v1_ListEntityEventsResponse__Output>): grpc.ClientUnaryCall;
  
  ListIndexes(argument: _tessera_entities_v1_ListIndexesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ListIndexesResponse__Output>): grpc.ClientUnaryCall;
  ListIndexes(argument: _tessera_entities_v1_ListIndexesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_ListIndexesResponse__Output>): grpc.ClientUnaryCall;
  ListIndexes(argument: _tessera_entities_v1_ListIndexesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ListIndexesResponse__Output>): grpc.ClientUnaryCall;
  ListIndexes(argument: _tessera_entities_v1_ListIndexesRequest, callback: grpc.requestCallback<_tessera_entities_v1_ListIndexesResponse__Output>): grpc.ClientUnaryCall;
  listIndexes(argument: _tessera_entities_v1_ListIndexesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ListIndexesResponse__Output>): grpc.ClientUnaryCall;
  listIndexes(argument: _tessera_entities_v1_ListIndexesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_ListIndexesResponse__Output>): grpc.ClientUnaryCall;
  listIndexes(argument: _tessera_entities_v1_ListIndexesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ListIndexesResponse__Output>): grpc.ClientUnaryCall;
  listIndexes(argument: _tessera_entities_v1_ListIndexesRequest, callback: grpc.requestCallback<_tessera_entities_v1_ListIndexesResponse__Output>): grpc.ClientUnaryCall;
  
  MergeEntities(argument: _tessera_entities_v1_MergeEntitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  MergeEntities(argument: _tessera_entities_v1_MergeEntitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  MergeEntities(argument: _tessera_entities_v1_MergeEntitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  MergeEntities(argument: _tessera_entities_v1_MergeEntitiesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  mergeEntities(argument: _tessera_entities_v1_MergeEntitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  mergeEntities(argument: _tessera_entities_v1_MergeEntitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  mergeEntities(argument: _tessera_entities_v1_MergeEntitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  mergeEntities(argument: _tessera_entities_v1_MergeEntitiesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  
  RemoveEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  RemoveEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  RemoveEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  RemoveEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  removeEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  removeEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  removeEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  removeEntityAliases(argument: _tessera_entities_v1_ChangeEntityAliasesRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityAliasesResponse__Output>): grpc.ClientUnaryCall;
  
  ResolveEntities(argument: _tessera_entities_v1_ResolveEntitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ResolveEntitiesResponse__Output>): grpc.ClientUnaryCall;
  ResolveEntities(argument: _tessera_entities_v1_ResolveEntitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_ResolveEntitiesResponse__Output>): grpc.ClientUnaryCall;
  ResolveEntities(argument: _tessera_entities_v1_ResolveEntitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ResolveEntitiesResponse__Output>): grpc.ClientUnaryCall;
  ResolveEntities(argument: _tessera_entities_v1_ResolveEntitiesRequest, callback: grpc.requestCallback<_tessera_entities_v1_ResolveEntitiesResponse__Output>): grpc.ClientUnaryCall;
  resolveEntities(argument: _tessera_entities_v1_ResolveEntitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ResolveEntitiesResponse__Output>): grpc.ClientUnaryCall;
  resolveEntities(argument: _tessera_entities_v1_ResolveEntitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_ResolveEntitiesResponse__Output>): grpc.ClientUnaryCall;
  resolveEntities(argument: _tessera_entities_v1_ResolveEntitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_ResolveEntitiesResponse__Output>): grpc.ClientUnaryCall;
  resolveEntities(argument: _tessera_entities_v1_ResolveEntitiesRequest, callback: grpc.requestCallback<_tessera_entities_v1_ResolveEntitiesResponse__Output>): grpc.ClientUnaryCall;
  
  ResolveIndex(argument: _tessera_entities_v1_ResolveIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  ResolveIndex(argument: _tessera_entities_v1_ResolveIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  ResolveIndex(argument: _tessera_entities_v1_ResolveIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  ResolveIndex(argument: _tessera_entities_v1_ResolveIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  resolveIndex(argument: _tessera_entities_v1_ResolveIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  resolveIndex(argument: _tessera_entities_v1_ResolveIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  resolveIndex(argument: _tessera_entities_v1_ResolveIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  resolveIndex(argument: _tessera_entities_v1_ResolveIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  
  SplitEntity(argument: _tessera_entities_v1_SplitEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_SplitEntityResponse__Output>): grpc.ClientUnaryCall;
  SplitEntity(argument: _tessera_entities_v1_SplitEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_SplitEntityResponse__Output>): grpc.ClientUnaryCall;
  SplitEntity(argument: _tessera_entities_v1_SplitEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_SplitEntityResponse__Output>): grpc.ClientUnaryCall;
  SplitEntity(argument: _tessera_entities_v1_SplitEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_SplitEntityResponse__Output>): grpc.ClientUnaryCall;
  splitEntity(argument: _tessera_entities_v1_SplitEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_SplitEntityResponse__Output>): grpc.ClientUnaryCall;
  splitEntity(argument: _tessera_entities_v1_SplitEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_SplitEntityResponse__Output>): grpc.ClientUnaryCall;
  splitEntity(argument: _tessera_entities_v1_SplitEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_SplitEntityResponse__Output>): grpc.ClientUnaryCall;
  splitEntity(argument: _tessera_entities_v1_SplitEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_SplitEntityResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateEntity(argument: _tessera_entities_v1_UpdateEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  UpdateEntity(argument: _tessera_entities_v1_UpdateEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  UpdateEntity(argument: _tessera_entities_v1_UpdateEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  UpdateEntity(argument: _tessera_entities_v1_UpdateEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  updateEntity(argument: _tessera_entities_v1_UpdateEntityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  updateEntity(argument: _tessera_entities_v1_UpdateEntityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  updateEntity(argument: _tessera_entities_v1_UpdateEntityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  updateEntity(argument: _tessera_entities_v1_UpdateEntityRequest, callback: grpc.requestCallback<_tessera_entities_v1_EntityResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateIndex(argument: _tessera_entities_v1_UpdateIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  UpdateIndex(argument: _tessera_entities_v1_UpdateIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  UpdateIndex(argument: _tessera_entities_v1_UpdateIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  UpdateIndex(argument: _tessera_entities_v1_UpdateIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  updateIndex(argument: _tessera_entities_v1_UpdateIndexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  updateIndex(argument: _tessera_entities_v1_UpdateIndexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  updateIndex(argument: _tessera_entities_v1_UpdateIndexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  updateIndex(argument: _tessera_entities_v1_UpdateIndexRequest, callback: grpc.requestCallback<_tessera_entities_v1_IndexResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface EntitiesServiceHandlers extends grpc.UntypedServiceImplementation {
  AddEntityAliases: grpc.handleUnaryCall<_tessera_entities_v1_ChangeEntityAliasesRequest__Output, _tessera_entities_v1_EntityAliasesResponse>;
  
  CreateEntity: grpc.handleUnaryCall<_tessera_entities_v1_CreateEntityRequest__Output, _tessera_entities_v1_EntityResponse>;
  
  CreateIndex: grpc.handleUnaryCall<_tessera_entities_v1_CreateIndexRequest__Output, _tessera_entities_v1_IndexResponse>;
  
  DeleteEntity: grpc.handleUnaryCall<_tessera_entities_v1_DeleteEntityRequest__Output, _tessera_entities_v1_DeleteEntityResponse>;
  
  DeleteIndex: grpc.handleUnaryCall<_tessera_entities_v1_DeleteIndexRequest__Output, _tessera_entities_v1_DeleteIndexResponse>;
  
  ExplainResolution: grpc.handleUnaryCall<_tessera_entities_v1_ExplainResolutionRequest__Output, _tessera_entities_v1_ExplainResolutionResponse>;
  
  GetEntities: grpc.handleUnaryCall<_tessera_entities_v1_GetEntitiesRequest__Output, _tessera_entities_v1_EntitiesResponse>;
  
  GetEntity: grpc.handleUnaryCall<_tessera_entities_v1_GetEntityRequest__Output, _tessera_entities_v1_EntityResponse>;
  
  GetIndex: grpc.handleUnaryCall<_tessera_entities_v1_GetIndexRequest__Output, _tessera_entities_v1_IndexResponse>;
  
  ListEntities: grpc.handleUnaryCall<_tessera_entities_v1_ListEntitiesRequest__Output, _tessera_entities_v1_EntitiesResponse>;
  
  ListEntityAliases: grpc.handleUnaryCall<_tessera_entities_v1_ListEntityAliasesRequest__Output, _tessera_entities_v1_EntityAliasesResponse>;
  
  ListEntityEvents: grpc.handleUnaryCall<_tessera_entities_v1_ListEntityEventsRequest__Output, _tessera_entities_v1_ListEntityEventsResponse>;
  
  ListIndexes: grpc.handleUnaryCall<_tessera_entities_v1_ListIndexesRequest__Output, _tessera_entities_v1_ListIndexesResponse>;
  
  MergeEntities: grpc.handleUnaryCall<_tessera_entities_v1_MergeEntitiesRequest__Output, _tessera_entities_v1_EntityResponse>;
  
  RemoveEntityAliases: grpc.handleUnaryCall<_tessera_entities_v1_ChangeEntityAliasesRequest__Output, _tessera_entities_v1_EntityAliasesResponse>;
  
  ResolveEntities: grpc.handleUnaryCall<_tessera_entities_v1_ResolveEntitiesRequest__Output, _tessera_entities_v1_ResolveEntitiesResponse>;
  
  ResolveIndex: grpc.handleUnaryCall<_tessera_entities_v1_ResolveIndexRequest__Output, _tessera_entities_v1_IndexResponse>;
  
  SplitEntity: grpc.handleUnaryCall<_tessera_entities_v1_SplitEntityRequest__Output, _tessera_entities_v1_SplitEntityResponse>;
  
  UpdateEntity: grpc.handleUnaryCall<_tessera_entities_v1_UpdateEntityRequest__Output, _tessera_entities_v1_EntityResponse>;
  
  UpdateIndex: grpc.handleUnaryCall<_tessera_entities_v1_UpdateIndexRequest__Output, _tessera_entities_v1_IndexResponse>;
  
}

export interface EntitiesServiceDefinition extends grpc.ServiceDefinition {
  AddEntityAliases: MethodDefinition<_tessera_entities_v1_ChangeEntityAliasesRequest, _tessera_entities_v1_EntityAliasesResponse, _tessera_entities_v1_ChangeEntityAliasesRequest__Output, _tessera_entities_v1_EntityAliasesResponse__Output>
  CreateEntity: MethodDefinition<_tessera_entities_v1_CreateEntityRequest, _tessera_entities_v1_EntityResponse, _tessera_entities_v1_CreateEntityRequest__Output, _tessera_entities_v1_EntityResponse__Output>
  CreateIndex: MethodDefinition<_tessera_entities_v1_CreateIndexRequest, _tessera_entities_v1_IndexResponse, _tessera_entities_v1_CreateIndexRequest__Output, _tessera_entities_v1_IndexResponse__Output>
  DeleteEntity: MethodDefinition<_tessera_entities_v1_DeleteEntityRequest, _tessera_entities_v1_DeleteEntityResponse, _tessera_entities_v1_DeleteEntityRequest__Output, _tessera_entities_v1_DeleteEntityResponse__Output>
  DeleteIndex: MethodDefinition<_tessera_entities_v1_DeleteIndexRequest, _tessera_entities_v1_DeleteIndexResponse, _tessera_entities_v1_DeleteIndexRequest__Output, _tessera_entities_v1_DeleteIndexResponse__Output>
  ExplainResolution: MethodDefinition<_tessera_entities_v1_ExplainResolutionRequest, _tessera_entities_v1_ExplainResolutionResponse, _tessera_entities_v1_ExplainResolutionRequest__Output, _tessera_entities_v1_ExplainResolutionResponse__Output>
  GetEntities: MethodDefinition<_tessera_entities_v1_GetEntitiesRequest, _tessera_entities_v1_EntitiesResponse, _tessera_entities_v1_GetEntitiesRequest__Output, _tessera_entities_v1_EntitiesResponse__Output>
  GetEntity: MethodDefinition<_tessera_entities_v1_GetEntityRequest, _tessera_entities_v1_EntityResponse, _tessera_entities_v1_GetEntityRequest__Output, _tessera_entities_v1_EntityResponse__Output>
  GetIndex: MethodDefinition<_tessera_entities_v1_GetIndexRequest, _tessera_entities_v1_IndexResponse, _tessera_entities_v1_GetIndexRequest__Output, _tessera_entities_v1_IndexResponse__Output>
  ListEntities: MethodDefinition<_tessera_entities_v1_ListEntitiesRequest, _tessera_entities_v1_EntitiesResponse, _tessera_entities_v1_ListEntitiesRequest__Output, _tessera_entities_v1_EntitiesResponse__Output>
  ListEntityAliases: MethodDefinition<_tessera_entities_v1_ListEntityAliasesRequest, _tessera_entities_v1_EntityAliasesResponse, _tessera_entities_v1_ListEntityAliasesRequest__Output, _tessera_entities_v1_EntityAliasesResponse__Output>
  ListEntityEvents: MethodDefinition<_tessera_entities_v1_ListEntityEventsRequest, _tessera_entities_v1_ListEntityEventsResponse, _tessera_entities_v1_ListEntityEventsRequest__Output, _tessera_entities_v1_ListEntityEventsResponse__Output>
  ListIndexes: MethodDefinition<_tessera_entities_v1_ListIndexesRequest, _tessera_entities_v1_ListIndexesResponse, _tessera_entities_v1_ListIndexesRequest__Output, _tessera_entities_v1_ListIndexesResponse__Output>
  MergeEntities: MethodDefinition<_tessera_entities_v1_MergeEntitiesRequest, _tessera_entities_v1_EntityResponse, _tessera_entities_v1_MergeEntitiesRequest__Output, _tessera_entities_v1_EntityResponse__Output>
  RemoveEntityAliases: MethodDefinition<_tessera_entities_v1_ChangeEntityAliasesRequest, _tessera_entities_v1_EntityAliasesResponse, _tessera_entities_v1_ChangeEntityAliasesRequest__Output, _tessera_entities_v1_EntityAliasesResponse__Output>
  ResolveEntities: MethodDefinition<_tessera_entities_v1_ResolveEntitiesRequest, _tessera_entities_v1_ResolveEntitiesResponse, _tessera_entities_v1_ResolveEntitiesRequest__Output, _tessera_entities_v1_ResolveEntitiesResponse__Output>
  ResolveIndex: MethodDefinition<_tessera_entities_v1_ResolveIndexRequest, _tessera_entities_v1_IndexResponse, _tessera_entities_v1_ResolveIndexRequest__Output, _tessera_entities_v1_IndexResponse__Output>
  SplitEntity: MethodDefinition<_tessera_entities_v1_SplitEntityRequest, _tessera_entities_v1_SplitEntityResponse, _tessera_entities_v1_SplitEntityRequest__Output, _tessera_entities_v1_SplitEntityResponse__Output>
  UpdateEntity: MethodDefinition<_tessera_entities_v1_UpdateEntityRequest, _tessera_entities_v1_EntityResponse, _tessera_entities_v1_UpdateEntityRequest__Output, _tessera_entities_v1_EntityResponse__Output>
  UpdateIndex: MethodDefinition<_tessera_entities_v1_UpdateIndexRequest, _tessera_entities_v1_IndexResponse, _tessera_entities_v1_UpdateIndexRequest__Output, _tessera_entities_v1_IndexResponse__Output>
}
