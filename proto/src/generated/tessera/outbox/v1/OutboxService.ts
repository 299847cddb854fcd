// Original file: tessera/outbox/v1/outbox.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AckChangesRequest as _tessera_outbox_v1_AckChangesRequest, AckChangesRequest__Output as _tessera_outbox_v1_AckChangesRequest__Output } from '../../../tessera/outbox/v1/AckChangesRequest';
import type { AckChangesResponse as _tessera_outbox_v1_AckChangesResponse, AckChangesResponse__Output as _tessera_outbox_v1_AckChangesResponse__Output } from '../../../tessera/outbox/v1/AckChangesResponse';
import type { OutboxStatusRequest as _tessera_outbox_v1_OutboxStatusRequest, OutboxStatusRequest__Output as _tessera_outbox_v1_OutboxStatusRequest__Output } from '../../../tessera/outbox/v1/OutboxStatusRequest';
import type { OutboxStatusResponse as _tessera_outbox_v1_OutboxStatusResponse, OutboxStatusResponse__Output as _tessera_outbox_v1_OutboxStatusResponse__Output } from '../../../tessera/outbox/v1/OutboxStatusResponse';
import type { PullChangesRequest as _tessera_outbox_v1_PullChangesRequest, PullChangesRequest__Output as _tessera_outbox_v1_PullChangesRequest__Output } from '../../../tessera/outbox/v1/PullChangesRequest';
import type { PullChangesResponse as _tessera_outbox_v1_PullChangesResponse, PullChangesResponse__Output as _tessera_outbox_v1_PullChangesResponse__Output } from '../../../tessera/outbox/v1/PullChangesResponse';
import type { RepublishRequest as _tessera_outbox_v1_RepublishRequest, RepublishRequest__Output as _tessera_outbox_v1_RepublishRequest__Output } from '../../../tessera/outbox/v1/RepublishRequest';
import type { RepublishResponse as _tessera_outbox_v1_RepublishResponse, RepublishResponse__Output as _tessera_outbox_v1_RepublishResponse__Output } from '../../../tessera/outbox/v1/RepublishResponse';

export interface OutboxServiceClient extends grpc.Client {
  AckChanges(argument: _tessera_outbox_v1_AckChangesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_AckChangesResponse__Output>): grpc.ClientUnaryCall;
  AckChanges(argument: _tessera_outbox_v1_AckChangesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_outbox_v1_AckChangesResponse__Output>): grpc.ClientUnaryCall;
  AckChanges(argument: _tessera_outbox_v1_AckChangesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_AckChangesResponse__Output>): grpc.ClientUnaryCall;
  AckChanges(argument: _tessera_outbox_v1_AckChangesRequest, callback: grpc.requestCallback<_tessera_outbox_v1_AckChangesResponse__Output>): grpc.ClientUnaryCall;
  ackChanges(argument: _tessera_outbox_v1_AckChangesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_AckChangesResponse__Output>): grpc.ClientUnaryCall;
  ackChanges(argument: _tessera_outbox_v1_AckChangesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_outbox_v1_AckChangesResponse__Output>): grpc.ClientUnaryCall;
  ackChanges(argument: _tessera_outbox_v1_AckChangesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_AckChangesResponse__Output>): grpc.ClientUnaryCall;
  ackChanges(argument: _tessera_outbox_v1_AckChangesRequest, callback: grpc.requestCallback<_tessera_outbox_v1_AckChangesResponse__Output>): grpc.ClientUnaryCall;
  
  PullChanges(argument: _tessera_outbox_v1_PullChangesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_PullChangesResponse__Output>): grpc.ClientUnaryCall;
  PullChanges(argument: _tessera_outbox_v1_PullChangesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_outbox_v1_PullChangesResponse__Output>): grpc.ClientUnaryCall;
  PullChanges(argument: _tessera_outbox_v1_PullChangesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_PullChangesResponse__Output>): grpc.ClientUnaryCall;
  PullChanges(argument: _tessera_outbox_v1_PullChangesRequest, callback: grpc.requestCallback<_tessera_outbox_v1_PullChangesResponse__Output>): grpc.ClientUnaryCall;
  pullChanges(argument: _tessera_outbox_v1_PullChangesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_PullChangesResponse__Output>): grpc.ClientUnaryCall;
  pullChanges(argument: _tessera_outbox_v1_PullChangesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_outbox_v1_PullChangesResponse__Output>): grpc.ClientUnaryCall;
  pullChanges(argument: _tessera_outbox_v1_PullChangesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_PullChangesResponse__Output>): grpc.ClientUnaryCall;
  pullChanges(argument: _tessera_outbox_v1_PullChangesRequest, callback: grpc.requestCallback<_tessera_outbox_v1_PullChangesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Appends an upsert event for every current resource (a reindex rebuilds from these).
   */
  Republish(argument: _tessera_outbox_v1_RepublishRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_RepublishResponse__Output>): grpc.ClientUnaryCall;
  Republish(argument: _tessera_outbox_v1_RepublishRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_outbox_v1_RepublishResponse__Output>): grpc.ClientUnaryCall;
  Republish(argument: _tessera_outbox_v1_RepublishRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_RepublishResponse__Output>): grpc.ClientUnaryCall;
  Republish(argument: _tessera_outbox_v1_RepublishRequest, callback: grpc.requestCallback<_tessera_outbox_v1_RepublishResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Appends an upsert event for every current resource (a reindex rebuilds from these).
   */
  republish(argument: _tessera_outbox_v1_RepublishRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_RepublishResponse__Output>): grpc.ClientUnaryCall;
  republish(argument: _tessera_outbox_v1_RepublishRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_outbox_v1_RepublishResponse__Output>): grpc.ClientUnaryCall;
  republish(argument: _tessera_outbox_v1_RepublishRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_RepublishResponse__Output>): grpc.ClientUnaryCall;
  republish(argument: _tessera_outbox_v1_RepublishRequest, callback: grpc.requestCallback<_tessera_outbox_v1_RepublishResponse__Output>): grpc.ClientUnaryCall;
  
  Status(argument: _tessera_outbox_v1_OutboxStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_OutboxStatusResponse__Output>): grpc.ClientUnaryCall;
  Status(argument: _tessera_outbox_v1_OutboxStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_outbox_v1_OutboxStatusResponse__Output>): grpc.ClientUnaryCall;
  Status(argument: _tessera_outbox_v1_OutboxStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_OutboxStatusResponse__Output>): grpc.ClientUnaryCall;
  Status(argument: _tessera_outbox_v1_OutboxStatusRequest, callback: grpc.requestCallback<_tessera_outbox_v1_OutboxStatusResponse__Output>): grpc.ClientUnaryCall;
  status(argument: _tessera_outbox_v1_OutboxStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_OutboxStatusResponse__Output>): grpc.ClientUnaryCall;
  status(argument: _tessera_outbox_v1_OutboxStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_outbox_v1_OutboxStatusResponse__Output>): grpc.ClientUnaryCall;
  status(argument: _tessera_outbox_v1_OutboxStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_outbox_v1_OutboxStatusResponse__Output>): grpc.ClientUnaryCall;
  status(argument: _tessera_outbox_v1_OutboxStatusRequest, callback: grpc.requestCallback<_tessera_outbox_v1_OutboxStatusResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface OutboxServiceHandlers extends grpc.UntypedServiceImplementation {
  AckChanges: grpc.handleUnaryCall<_tessera_outbox_v1_AckChangesRequest__Output, _tessera_outbox_v1_AckChangesResponse>;
  
  PullChanges: grpc.handleUnaryCall<_tessera_outbox_v1_PullChangesRequest__Output, _tessera_outbox_v1_PullChangesResponse>;
  
  /**
   * Appends an upsert event for every current resource (a reindex rebuilds from these).
   */
  Republish: grpc.handleUnaryCall<_tessera_outbox_v1_RepublishRequest__Output, _tessera_outbox_v1_RepublishResponse>;
  
  Status: grpc.handleUnaryCall<_tessera_outbox_v1_OutboxStatusRequest__Output, _tessera_outbox_v1_OutboxStatusResponse>;
  
}

export interface OutboxServiceDefinition extends grpc.ServiceDefinition {
  AckChanges: MethodDefinition<_tessera_outbox_v1_AckChangesRequest, _tessera_outbox_v1_AckChangesResponse, _tessera_outbox_v1_AckChangesRequest__Output, _tessera_outbox_v1_AckChangesResponse__Output>
  PullChanges: MethodDefinition<_tessera_outbox_v1_PullChangesRequest, _tessera_outbox_v1_PullChangesResponse, _tessera_outbox_v1_PullChangesRequest__Output, _tessera_outbox_v1_PullChangesResponse__Output>
  Republish: MethodDefinition<_tessera_outbox_v1_RepublishRequest, _tessera_outbox_v1_RepublishResponse, _tessera_outbox_v1_RepublishRequest__Output, _tessera_outbox_v1_RepublishResponse__Output>
  Status: MethodDefinition<_tessera_outbox_v1_OutboxStatusRequest, _tessera_outbox_v1_OutboxStatusResponse, _tessera_outbox_v1_OutboxStatusRequest__Output, _tessera_outbox_v1_OutboxStatusResponse__Output>
}
