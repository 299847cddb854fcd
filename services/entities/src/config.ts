import { z } from 'zod';
import { env, parseConfig, serviceEnv } from '@tessera/common';

const schema = z.object({
  ENTITIES_GRPC_PORT: env.port(50052),
  ...serviceEnv,
  MONGODB_URL: env.optionalUrl(),
  TRIPLES_GRPC_ADDR: env.hostPort('127.0.0.1:50051'),
});

export type EntitiesConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): EntitiesConfig => parseConfig(schema, source);
