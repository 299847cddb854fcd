import { z } from 'zod';
import { env, parseConfig, serviceEnv } from '@tessera/common';

const schema = z.object({
  SEARCH_GRPC_PORT: env.port(50053),
  ...serviceEnv,
});

export type SearchConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): SearchConfig => parseConfig(schema, source);
