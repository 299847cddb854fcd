import type { Server } from 'node:http';
import type { Logger } from '@tessera/common';
import { connectMongo, openSqlite, type SqliteDatabase } from '@tessera/storage';
import type { GenerationConfig } from '../config';
import { Generation } from '../domain/generation';
import { DAY_MS, type JobQueue } from '../ports/jobs';
import type { CreditLedger } from '../ports/ledger';
import { BullmqJobQueue } from './bullmq/bullmq-job-queue';
import { startDashboard } from './dashboard';
import { knowledgeClient } from './knowledge-client';
import { MongoLedger } from './mongo/mongo-ledger';
import { OpenAiLlm } from './openai/openai-llm';
import { SearxngSearch } from './searxng/searxng-search';
import { migrations } from './sqlite/migrations';
import { SqliteJobQueue } from './sqlite/sqlite-job-queue';
import { SqliteLedger } from './sqlite/sqlite-ledger';

export interface GenerationRuntime {
  generation: Generation;
  queue: JobQueue;
  ledger: CreditLedger;
  /** Starts working the queue in this process and the periodic recovery sweep. */
  startWorker(): Promise<void>;
  close(): Promise<void>;
}

const RECOVERY_EVERY_MS = 60_000;

/**
 * The one place that picks adapters: ledger in MongoDB or SQLite, jobs in BullMQ (REDIS_URL) or the embedded SQLite
 * queue, the LLM and web search when configured.
 */
export async function openRuntime(config: GenerationConfig, logger: Logger): Promise<GenerationRuntime> {
  let sqlite: SqliteDatabase | undefined;
  // Jobs and the ledger are read a row at a time: a small page cache holds their working set.
  const sqliteDb = () => (sqlite ??= openSqlite(config.DATA_DIR, 'generation', migrations, { cacheMiB: 2 }));
  const queueOptions = {
    attempts: config.GENERATION_ATTEMPTS,
    backoffMs: config.GENERATION_BACKOFF_MS,
    retention: { completedMs: config.GENERATION_KEEP_COMPLETED_DAYS * DAY_MS, failedMs: config.GENERATION_KEEP_FAILED_DAYS * DAY_MS },
  };

  let ledger: CreditLedger;
  if (config.MONGODB_URL) {
    const mongo = new MongoLedger(await connectMongo(config.MONGODB_URL, 'generation'));
    await mongo.createIndexes();
    ledger = mongo;
  } else {
    ledger = new SqliteLedger(sqliteDb());
  }
  const queue: JobQueue = config.REDIS_URL
    ? new BullmqJobQueue(
        config.REDIS_URL,
        { ...queueOptions, lockMs: config.GENERATION_LOCK_MS, queueName: config.GENERATION_QUEUE_NAME },
        logger.child({ component: 'queue' }),
      )
    : new SqliteJobQueue(sqliteDb(), queueOptions, logger.child({ component: 'queue' }));
  const knowledge = knowledgeClient({ triples: config.TRIPLES_GRPC_ADDR, entities: config.ENTITIES_GRPC_ADDR });
  const generation = new Generation({
    ledger,
    queue,
    knowledge,
    llm: config.LLM_BASE_URL
      ? new OpenAiLlm({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS })
      : null,
    webSearch: config.WEB_SEARCH_URL ? new SearxngSearch(config.WEB_SEARCH_URL) : null,
    settings: {
      waitMs: config.GENERATION_WAIT_MS,
      billingUrl: config.BILLING_URL,
      jobTimeoutMs: config.GENERATION_JOB_TIMEOUT_MS,
      recoveryGraceMs: Math.max(15 * 60_000, config.GENERATION_JOB_TIMEOUT_MS * 2),
    },
    logger,
  });

  let dashboard: Server | undefined;
  if (queue instanceof BullmqJobQueue && config.GENERATION_DASHBOARD_PORT > 0) {
    dashboard = await startDashboard(queue.bullQueue, config.GRPC_BIND_HOST, config.GENERATION_DASHBOARD_PORT);
  }
  let sweep: NodeJS.Timeout | undefined;

  return {
    generation,
    queue,
    ledger,
    async startWorker() {
      await queue.startWorker(generation.process, { concurrency: config.GENERATION_CONCURRENCY, onFailed: generation.onFailed });
      const recover = () => generation.recover().catch((error: unknown) => logger.error({ err: error }, 'recovery sweep failed'));
      await recover();
      sweep = setInterval(recover, RECOVERY_EVERY_MS);
      sweep.unref();
    },
    async close() {
      clearInterval(sweep);
      dashboard?.close();
      await queue.close();
      knowledge.close();
      await ledger.close();
      sqlite?.close();
    },
  };
}
