import * as path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type { ProtoGrpcType as EntitiesGrpc } from './generated/entities';
import type { ProtoGrpcType as GenerationGrpc } from './generated/generation';
import type { ProtoGrpcType as MuxGrpc } from './generated/mux';
import type { ProtoGrpcType as OutboxGrpc } from './generated/outbox';
import type { ProtoGrpcType as SearchGrpc } from './generated/search';
import type { ProtoGrpcType as TriplesGrpc } from './generated/triples';

export * from './public-triple';
export * from './validity';
export type * as EntitiesV1 from './generated/entities.types';
export type * as TriplesV1 from './generated/triples.types';
export type * as SearchV1 from './generated/search.types';
export type * as GenerationV1 from './generated/generation.types';
export type * as OutboxV1 from './generated/outbox.types';
export type * as MuxV1 from './generated/mux.types';

/** The folder holding `tessera/<service>/v1/*.proto`; the same relative place from src/ and dist/. */
export const PROTO_ROOT = path.resolve(__dirname, '..');

/** The options the generated types were made with (see package.json `gen`); keep them in step. */
export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
};

function load<T>(file: string): T {
  return grpc.loadPackageDefinition(protoLoader.loadSync(file, LOADER_OPTIONS)) as unknown as T;
}

export const loadEntitiesProto = () => load<EntitiesGrpc>('tessera/entities/v1/entities.proto').tessera.entities.v1;
export const loadTriplesProto = () => load<TriplesGrpc>('tessera/triples/v1/triples.proto').tessera.triples.v1;
export const loadSearchProto = () => load<SearchGrpc>('tessera/search/v1/search.proto').tessera.search.v1;
export const loadGenerationProto = () =>
  load<GenerationGrpc>('tessera/generation/v1/generation.proto').tessera.generation.v1;
export const loadOutboxProto = () => load<OutboxGrpc>('tessera/outbox/v1/outbox.proto').tessera.outbox.v1;
export const loadMuxProto = () => load<MuxGrpc>('tessera/mux/v1/mux.proto').tessera.mux.v1;

/** The most triples one CreateTriples call may carry with a request_key (triples.proto): the ids it keys are bounded. */
export const MAX_KEYED_TRIPLES = 1000;

/**
 * The bounds of the traversal RPCs (Neighbours, FindPaths, Subgraph): the gateway validates and documents them, the
 * triples service enforces them. `fallback` is the gateway's default when a parameter is left out.
 */
export const TRAVERSAL_BOUNDS = {
  neighboursDepth: { min: 1, max: 3, fallback: 1 },
  neighboursPage: { min: 1, max: 5000, fallback: 500 },
  pathDepth: { min: 1, max: 6, fallback: 4 },
  paths: { min: 1, max: 10, fallback: 1 },
  subgraphDepth: { min: 0, max: 3, fallback: 1 },
  subgraphNodes: { min: 1, max: 5000, fallback: 1000 },
  subgraphSeeds: { min: 1, max: 1000, fallback: 1 },
} as const;

/** The page size of ExportTriples (triples.proto). */
export const EXPORT_PAGE = { min: 1, max: 5000, fallback: 1000 } as const;

/** The bounds of EntityHistory (triples.proto), as TRAVERSAL_BOUNDS: a page of a merged timeline reads offset + limit of each source. */
export const HISTORY_BOUNDS = {
  page: { min: 1, max: 200, fallback: 50 },
  offset: { min: 0, max: 10_000, fallback: 0 },
} as const;
