import { z } from 'zod';
import { env, parseConfig, serviceEnv } from '@tessera/common';

const schema = z.object({
  SEARCH_GRPC_PORT: env.port(50053),
  ...serviceEnv,
  /** Vectors in Elasticsearch (dense_vector, int8_hnsw); without it, the embedded index under DATA_DIR. */
  ELASTICSEARCH_URL: env.optionalUrl(),
  ELASTICSEARCH_INDEX: env.string('tessera-vectors'),
  TRIPLES_GRPC_ADDR: env.hostPort('127.0.0.1:50051'),
  ENTITIES_GRPC_ADDR: env.hostPort('127.0.0.1:50052'),
  /** `local` (Universal Sentence Encoder lite, offline, 512-d) or `openai` (any OpenAI-compatible /v1/embeddings). */
  EMBEDDINGS_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['local', 'openai']).default('local')),
  EMBEDDINGS_BASE_URL: env.optionalUrl(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_MODEL: env.string('text-embedding-3-small'),
  EMBEDDINGS_DIMENSIONS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(8).max(8192).optional()),
  /** Worker threads running the local model (it blocks its thread for every text; docs/benchmarks.md). */
  EMBEDDINGS_THREADS: z.coerce.number().int().min(1).max(32).default(2),
  EMBEDDINGS_CACHE_SIZE: z.coerce.number().int().min(0).default(50_000),
  /** Events pulled per batch from each owning service's outbox. */
  INDEXING_BATCH: z.coerce.number().int().min(1).max(5000).default(256),
  INDEXING_IDLE_MS: z.coerce.number().int().min(10).max(60_000).default(200),
  /**
   * Indexing yields while this share (0..1) of the machine's CPU time goes to normal-priority work (API traffic):
   * it waits up to 5 s before each small batch (16 events) or embedding chunk (32 texts), so it always progresses.
   * 0 turns yielding off (Linux only: it reads /proc/stat).
   */
  INDEXING_YIELD_CPU: z.coerce.number().min(0).max(1).default(0.6),
}).refine((c) => c.EMBEDDINGS_PROVIDER !== 'openai' || c.EMBEDDINGS_BASE_URL, {
  path: ['EMBEDDINGS_BASE_URL'],
  message: 'required when EMBEDDINGS_PROVIDER=openai',
});

export type SearchConfig = z.infer<typeof schema>;

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): SearchConfig => parseConfig(schema, source);
