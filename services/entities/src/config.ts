import { z } from 'zod';
import { env, parseConfig } from '@tessera/common';

const schema = z.object({
  ENTITIES_GRPC_PORT: env.port(50052),
  GRPC_BIND_HOST: env.string('127.0.0.1'),
  DATA_DIR: env.string('./data'),
  MONGODB_URL: env.optionalUrl(),
  LOG_LEVEL: env.logLevel(),
});

export type EntitiesConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): EntitiesConfig => parseConfig(schema, source);
