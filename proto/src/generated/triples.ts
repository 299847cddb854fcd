import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { TriplesServiceClient as _tessera_triples_v1_TriplesServiceClient, TriplesServiceDefinition as _tessera_triples_v1_TriplesServiceDefinition } from './tessera/triples/v1/TriplesService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  tessera: {
    triples: {
      v1: {
        CreateGraphRequest: MessageTypeDefinition
        CreateTriplesRequest: MessageTypeDefinition
        CreateTriplesResponse: MessageTypeDefinition
        DeleteGraphRequest: MessageTypeDefinition
        DeleteGraphResponse: MessageTypeDefinition
        DeleteTriplesByEntityRequest: MessageTypeDefinition
        DeleteTriplesInIndexRequest: MessageTypeDefinition
        DeleteTriplesRequest: MessageTypeDefinition
        DeleteTriplesResponse: MessageTypeDefinition
        EntityHistoryRequest: MessageTypeDefinition
        EntityHistoryResponse: MessageTypeDefinition
        EntityNamesRequest: MessageTypeDefinition
        EntityNamesResponse: MessageTypeDefinition
        ExportTriplesRequest: MessageTypeDefinition
        ExportTriplesResponse: MessageTypeDefinition
        GetGraphRequest: MessageTypeDefinition
        Graph: MessageTypeDefinition
        GraphResponse: MessageTypeDefinition
        GraphsResponse: MessageTypeDefinition
        ListGraphsRequest: MessageTypeDefinition
        MoveIndexRequest: MessageTypeDefinition
        NeighboursRequest: MessageTypeDefinition
        PathsRequest: MessageTypeDefinition
        QueryTriplesRequest: MessageTypeDefinition
        RepointEntityRequest: MessageTypeDefinition
        RepointNamesRequest: MessageTypeDefinition
        SubgraphRequest: MessageTypeDefinition
        TraversalResponse: MessageTypeDefinition
        Triple: MessageTypeDefinition
        TripleInput: MessageTypeDefinition
        TripleResponse: MessageTypeDefinition
        TriplesResponse: MessageTypeDefinition
        TriplesService: SubtypeConstructor<typeof grpc.Client, _tessera_triples_v1_TriplesServiceClient> & { service: _tessera_triples_v1_TriplesServiceDefinition }
        UpdateGraphRequest: MessageTypeDefinition
        UpdateTripleRequest: MessageTypeDefinition
        UpdatedCountResponse: MessageTypeDefinition
      }
    }
  }
}

