import type { Logger } from '@tessera/common';
import { Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { DEFAULT_RETENTION, type JobEvent, type JobProcessor, type JobQueue, type JobRecord, type NewJob, type QueueOptions, type WorkerOptions } from '../../ports/jobs';

export const GENERATION_QUEUE = 'tessera-generation';

interface JobData {
  account_id: string;
  payload: Record<string, unknown>;
  created_at: string;
}

export interface BullmqOptions extends QueueOptions {
  /** How long a worker's lock on a job lasts without renewal; a dead worker's job is retried after about this long. */
  lockMs?: number;
  queueName?: string;
}

const STATUS: Record<string, JobRecord['status']> = { completed: 'completed', failed: 'failed', active: 'running' };

function toRecord(job: Job<JobData>, state: string): JobRecord {
  const status = STATUS[state] ?? 'queued';
  return {
    id: job.id!,
    account_id: job.data.account_id,
    kind: job.name,
    status,
    payload: job.data.payload,
    result: status === 'completed' ? ((job.returnvalue as Record<string, unknown> | null) ?? {}) : null,
    error: job.failedReason || null,
    attempts: job.attemptsStarted ?? job.attemptsMade,
    created_at: job.data.created_at,
    updated_at: new Date(job.finishedOn ?? job.processedOn ?? job.timestamp).toISOString(),
  };
}

/**
 * BullMQ on Redis: jobs survive any process, workers scale out (`dist/worker.js`), a worker that dies mid-job loses
 * its lock and the job runs again elsewhere. Progress travels through Redis (QueueEvents), so the process waiting on
 * a job need not be the one running it.
 */
export class BullmqJobQueue implements JobQueue {
  private readonly connections: Redis[] = [];
  private readonly queue: Queue<JobData>;
  private events?: Promise<QueueEvents>;
  private readonly listeners = new Map<string, Set<(event: JobEvent) => void>>();
  private worker?: Worker<JobData>;
  private readonly name: string;

  constructor(
    private readonly redisUrl: string,
    private readonly options: BullmqOptions,
    private readonly logger: Logger,
  ) {
    this.name = options.queueName ?? GENERATION_QUEUE;
    const retention = options.retention ?? DEFAULT_RETENTION;
    this.queue = new Queue<JobData>(this.name, {
      connection: this.connect(),
      defaultJobOptions: {
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: options.backoffMs },
        removeOnComplete: { age: Math.ceil(retention.completedMs / 1000) },
        removeOnFail: { age: Math.ceil(retention.failedMs / 1000) },
      },
    });
  }

  /** The underlying queue, for the Bull Board dashboard. */
  get bullQueue(): Queue {
    return this.queue;
  }

  private connect(): Redis {
    // BullMQ's blocking commands need maxRetriesPerRequest: null.
    const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', (error) => this.logger.warn({ err: error.message }, 'redis connection error'));
    this.connections.push(connection);
    return connection;
  }

  async enqueue(job: NewJob): Promise<JobRecord> {
    // A job id that exists already is not added again: BullMQ returns the existing job.
    await this.queue.add(job.kind, { account_id: job.account_id, payload: job.payload, created_at: new Date().toISOString() }, { jobId: job.id });
    return (await this.get(job.id))!;
  }

  async get(id: string): Promise<JobRecord | null> {
    const job = await Job.fromId<JobData>(this.queue, id);
    if (!job) return null;
    return toRecord(job, await job.getState());
  }

  private queueEvents(): Promise<QueueEvents> {
    this.events ??= (async () => {
      const events = new QueueEvents(this.name, { connection: this.connect() });
      const dispatch = (id: string, event: JobEvent) => {
        for (const listener of this.listeners.get(id) ?? []) listener(event);
      };
      events.on('progress', ({ jobId, data }) => {
        if (data && typeof data === 'object') dispatch(jobId, data as JobEvent);
      });
      events.on('completed', ({ jobId }) => {
        if (!this.listeners.has(jobId)) return;
        void this.get(jobId).then((job) => job?.status === 'completed' && dispatch(jobId, { type: 'completed', result: job.result ?? {} }));
      });
      events.on('failed', ({ jobId, failedReason }) => {
        if (!this.listeners.has(jobId)) return;
        // 'failed' also fires for an attempt that will be retried; only a job in the failed state has failed for good.
        void this.get(jobId).then((job) => job?.status === 'failed' && dispatch(jobId, { type: 'failed', error: failedReason }));
      });
      await events.waitUntilReady();
      return events;
    })();
    return this.events;
  }

  async subscribe(id: string, listener: (event: JobEvent) => void): Promise<() => void> {
    await this.queueEvents();
    const set = this.listeners.get(id) ?? new Set();
    set.add(listener);
    this.listeners.set(id, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }

  async startWorker(processor: JobProcessor, options: WorkerOptions): Promise<void> {
    const lockMs = this.options.lockMs ?? 30_000;
    this.worker = new Worker<JobData>(
      this.name,
      async (job) => {
        const record = toRecord(job, 'active');
        return processor(record, {
          attempt: job.attemptsMade + 1,
          report: (progress) => job.updateProgress(progress as unknown as Record<string, unknown>),
        });
      },
      { connection: this.connect(), concurrency: options.concurrency, lockDuration: lockMs, stalledInterval: lockMs, maxStalledCount: 2 },
    );
    this.worker.on('failed', (job, error) => {
      if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
      void options
        .onFailed(toRecord(job, 'failed'), error.message)
        .catch((hookError: unknown) => this.logger.error({ err: hookError, jobId: job.id }, 'failure hook failed; the recovery sweep will retry it'));
    });
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'worker error'));
    await this.worker.waitUntilReady();
  }

  async close(): Promise<void> {
    await this.worker?.close();
    if (this.events) await (await this.events).close();
    await this.queue.close();
    await Promise.all(this.connections.map((c) => c.quit().catch(() => undefined)));
  }
}
