import { z } from 'zod';
import { env, parseConfig, serviceEnv } from '@tessera/common';
import { DAY_MS, DEFAULT_RETENTION } from './ports/jobs';

const schema = z.object({
  GENERATION_GRPC_PORT: env.port(50054),
  ...serviceEnv,
  MONGODB_URL: env.optionalUrl(),
  /** BullMQ on this Redis; without it, the embedded SQLite queue. */
  REDIS_URL: env.optionalUrl(),
  TRIPLES_GRPC_ADDR: env.hostPort('127.0.0.1:50051'),
  ENTITIES_GRPC_ADDR: env.hostPort('127.0.0.1:50052'),
  /** Any OpenAI-compatible chat-completions API; without it, the offline extractor (provider "local"). */
  LLM_BASE_URL: env.optionalUrl(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: env.string('gpt-4o-mini'),
  LLM_TIMEOUT_MS: env.positiveInt(60_000),
  /** SearXNG base URL (JSON format enabled); without it, web_search is ignored and charged at the non-web price. */
  WEB_SEARCH_URL: env.optionalUrl(),
  BILLING_URL: env.url('http://localhost:8080/billing'),
  GENERATION_WAIT_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  GENERATION_JOB_TIMEOUT_MS: env.positiveInt(120_000),
  GENERATION_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  GENERATION_BACKOFF_MS: env.positiveInt(2_000),
  /** How long finished jobs stay readable before the queue removes them (BullMQ and the embedded queue alike). */
  GENERATION_KEEP_COMPLETED_DAYS: z.coerce.number().positive().max(3650).default(DEFAULT_RETENTION.completedMs / DAY_MS),
  GENERATION_KEEP_FAILED_DAYS: z.coerce.number().positive().max(3650).default(DEFAULT_RETENTION.failedMs / DAY_MS),
  /** BullMQ: a dead worker's job is picked up again after about this long. */
  GENERATION_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  GENERATION_QUEUE_NAME: z.string().regex(/^[\w-]{1,100}$/, 'letters, digits, _ and - only').default('tessera-generation'),
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** With Redis, whether the service process also works the queue (off when workers run separately). */
  GENERATION_RUN_WORKER: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** With Redis: serve the Bull Board dashboard on this HTTP port (0: off); the gateway proxies /admin/queues to it. */
  GENERATION_DASHBOARD_PORT: env.port(0),
});

export type GenerationConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): GenerationConfig => parseConfig(schema, source);
