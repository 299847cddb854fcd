import { z } from 'zod';
import { env, parseConfig, serviceEnv } from '@tessera/common';

const schema = z.object({
  GENERATION_GRPC_PORT: env.port(50054),
  ...serviceEnv,
});

export type GenerationConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): GenerationConfig => parseConfig(schema, source);
