import { z } from 'zod';
import { env, parseConfig, serviceEnv } from '@tessera/common';

const schema = z.object({
  TRIPLES_GRPC_PORT: env.port(50051),
  ...serviceEnv,
  MONGODB_URL: env.optionalUrl(),
  ENTITIES_GRPC_ADDR: env.hostPort('127.0.0.1:50052'),
});

export type TriplesConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): TriplesConfig => parseConfig(schema, source);
