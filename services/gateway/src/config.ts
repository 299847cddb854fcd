import { z } from 'zod';
import { env, parseConfig } from '@tessera/common';
import { API_KEY_PATTERN } from './domain/api-keys';

const schema = z.object({
  PORT: env.port(8080),
  HOST: env.string('127.0.0.1'),
  DATA_DIR: env.string('./data'),
  MONGODB_URL: env.optionalUrl(),
  REDIS_URL: env.optionalUrl(),
  KG_ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  KG_BOOTSTRAP_API_KEY: z.string().regex(API_KEY_PATTERN, 'must look like kg_ followed by 16 to 128 letters or digits').optional(),
  RATE_LIMIT_STANDARD_PER_MINUTE: env.positiveInt(100),
  RATE_LIMIT_GENERATION_PER_MINUTE: env.positiveInt(10),
  MAX_BODY_BYTES: env.positiveInt(1024 * 1024),
  MAX_TRIPLES_PER_REQUEST: env.positiveInt(1000),
  /** The largest file POST /api/import takes (bytes; default 10 GiB). */
  MAX_IMPORT_BYTES: env.positiveInt(10 * 1024 ** 3),
  TRUST_PROXY: z.string().default('loopback').describe('express "trust proxy": which proxies may set X-Forwarded-For'),
  TRIPLES_GRPC_ADDR: env.hostPort('127.0.0.1:50051'),
  ENTITIES_GRPC_ADDR: env.hostPort('127.0.0.1:50052'),
  SEARCH_GRPC_ADDR: env.hostPort('127.0.0.1:50053'),
  GENERATION_GRPC_ADDR: env.hostPort('127.0.0.1:50054'),
  QUEUE_DASHBOARD_URL: env.optionalUrl(),
  /** How long an Idempotency-Key claim survives its gateway without renewal (a crash); a retry then takes it over. */
  IDEMPOTENCY_LEASE_MS: z.coerce.number().int().min(1000, 'must be at least 1000').max(600_000, 'must be at most 600000').default(30_000),
  /** Where exported entities, predicates and graphs without an IRI of their own are named (GET /api/export). */
  EXPORT_BASE_IRI: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*:[^\s<>"{}|\\^`]*$/i, 'must be an absolute IRI, e.g. https://kg.example.com/ or urn:tessera:')
    .default('urn:tessera:'), // as DEFAULT_EXPORT_BASE_IRI in routes/export.ts
  LOG_LEVEL: env.logLevel(),
  LOG_FORMAT: env.logFormat(),
  /** Gateway processes sharing the port (node:cluster); 0 = one per CPU, at most 4. */
  GATEWAY_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
});

export type GatewayConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): GatewayConfig => parseConfig(schema, source);
