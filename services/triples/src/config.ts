import { z } from 'zod';
import { env, parseConfig, serviceEnv } from '@tessera/common';
import { DEFAULT_TRAVERSAL_LIMITS } from './domain/traversal';

const schema = z.object({
  TRIPLES_GRPC_PORT: env.port(50051),
  ...serviceEnv,
  MONGODB_URL: env.optionalUrl(),
  ENTITIES_GRPC_ADDR: env.hostPort('127.0.0.1:50052'),
  // Bounds on one traversal (neighbours, paths, subgraph): entities visited, triples read and the answer's estimated
  // JSON bytes. Past any of them it stops and answers what it has, with truncated: true.
  TRAVERSAL_MAX_NODES: env.positiveInt(DEFAULT_TRAVERSAL_LIMITS.maxNodes),
  TRAVERSAL_MAX_EDGES: env.positiveInt(DEFAULT_TRAVERSAL_LIMITS.maxEdges),
  TRAVERSAL_MAX_BYTES: env.positiveInt(DEFAULT_TRAVERSAL_LIMITS.maxBytes),
});

export type TriplesConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): TriplesConfig => parseConfig(schema, source);
