import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { MultiplexClient as _tessera_mux_v1_MultiplexClient, MultiplexDefinition as _tessera_mux_v1_MultiplexDefinition } from './tessera/mux/v1/Multiplex';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  tessera: {
    mux: {
      v1: {
        CallFrame: MessageTypeDefinition
        Multiplex: SubtypeConstructor<typeof grpc.Client, _tessera_mux_v1_MultiplexClient> & { service: _tessera_mux_v1_MultiplexDefinition }
        ReplyFrame: MessageTypeDefinition
      }
    }
  }
}

