// Original file: tessera/mux/v1/mux.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CallFrame as _tessera_mux_v1_CallFrame, CallFrame__Output as _tessera_mux_v1_CallFrame__Output } from '../../../tessera/mux/v1/CallFrame';
import type { ReplyFrame as _tessera_mux_v1_ReplyFrame, ReplyFrame__Output as _tessera_mux_v1_ReplyFrame__Output } from '../../../tessera/mux/v1/ReplyFrame';

export interface MultiplexClient extends grpc.Client {
  /**
   * Frames in either direction are independent: replies come back in completion order, matched by id.
   */
  Calls(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_tessera_mux_v1_CallFrame, _tessera_mux_v1_ReplyFrame__Output>;
  Calls(options?: grpc.CallOptions): grpc.ClientDuplexStream<_tessera_mux_v1_CallFrame, _tessera_mux_v1_ReplyFrame__Output>;
  /**
   * Frames in either direction are independent: replies come back in completion order, matched by id.
   */
  calls(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_tessera_mux_v1_CallFrame, _tessera_mux_v1_ReplyFrame__Output>;
  calls(options?: grpc.CallOptions): grpc.ClientDuplexStream<_tessera_mux_v1_CallFrame, _tessera_mux_v1_ReplyFrame__Output>;
  
}

export interface MultiplexHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Frames in either direction are independent: replies come back in completion order, matched by id.
   */
  Calls: grpc.handleBidiStreamingCall<_tessera_mux_v1_CallFrame__Output, _tessera_mux_v1_ReplyFrame>;
  
}

export interface MultiplexDefinition extends grpc.ServiceDefinition {
  Calls: MethodDefinition<_tessera_mux_v1_CallFrame, _tessera_mux_v1_ReplyFrame, _tessera_mux_v1_CallFrame__Output, _tessera_mux_v1_ReplyFrame__Output>
}
