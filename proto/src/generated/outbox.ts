import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { OutboxServiceClient as _tessera_outbox_v1_OutboxServiceClient, OutboxServiceDefinition as _tessera_outbox_v1_OutboxServiceDefinition } from './tessera/outbox/v1/OutboxService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  tessera: {
    outbox: {
      v1: {
        AckChangesRequest: MessageTypeDefinition
        AckChangesResponse: MessageTypeDefinition
        ChangeEvent: MessageTypeDefinition
        OutboxService: SubtypeConstructor<typeof grpc.Client, _tessera_outbox_v1_OutboxServiceClient> & { service: _tessera_outbox_v1_OutboxServiceDefinition }
        OutboxStatusRequest: MessageTypeDefinition
        OutboxStatusResponse: MessageTypeDefinition
        PullChangesRequest: MessageTypeDefinition
        PullChangesResponse: MessageTypeDefinition
        RepublishRequest: MessageTypeDefinition
        RepublishResponse: MessageTypeDefinition
      }
    }
  }
}

