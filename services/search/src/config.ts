import { z } from 'zod';
import { env, parseConfig } from '@tessera/common';

const schema = z.object({
  SEARCH_GRPC_PORT: env.port(50053),
  GRPC_BIND_HOST: env.string('127.0.0.1'),
  DATA_DIR: env.string('./data'),
  LOG_LEVEL: env.logLevel(),
});

export type SearchConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): SearchConfig => parseConfig(schema, source);
