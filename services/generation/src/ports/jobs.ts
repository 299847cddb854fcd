/** Generation jobs: a durable queue with at-least-once processing, deterministic ids and retries with backoff. */
export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface JobRecord {
  id: string;
  account_id: string;
  kind: string;
  status: JobStatus;
  payload: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: string | null;
  /** Attempts started so far. */
  attempts: number;
  created_at: string;
  updated_at: string;
}

export interface NewJob {
  id: string;
  account_id: string;
  kind: string;
  payload: Record<string, unknown>;
}

/** What a job reports while it runs, relayed to whoever waits on it (possibly in another process). */
export type JobProgress = { type: 'progress'; stage: string; message: string } | { type: 'item'; data: Record<string, unknown> };

export type JobEvent =
  | JobProgress
  | { type: 'completed'; result: Record<string, unknown> }
  | { type: 'failed'; error: string };

export interface JobContext {
  /** 1 on the first attempt. */
  attempt: number;
  report(progress: JobProgress): Promise<void>;
}

export type JobProcessor = (job: JobRecord, context: JobContext) => Promise<Record<string, unknown>>;

export interface WorkerOptions {
  concurrency: number;
  /** Called once when a job has failed for good (attempts exhausted). */
  onFailed(job: JobRecord, error: string): Promise<void>;
}

export interface QueueOptions {
  attempts: number;
  /** First retry delay; it doubles on each further attempt. */
  backoffMs: number;
  /** How long finished jobs stay readable (GET /api/jobs/{id}) before the queue removes them. */
  retention?: JobRetention;
}

export interface JobRetention {
  completedMs: number;
  failedMs: number;
}

export const DAY_MS = 24 * 3600_000;

/** 7 days for completed jobs, 30 for failed ones: both queues keep them alike (GENERATION_KEEP_*_DAYS). */
export const DEFAULT_RETENTION: JobRetention = { completedMs: 7 * DAY_MS, failedMs: 30 * DAY_MS };

export interface JobQueue {
  /** Adds the job unless one with its id exists; either way returns the job as stored. */
  enqueue(job: NewJob): Promise<JobRecord>;
  get(id: string): Promise<JobRecord | null>;
  /** Events of one job from now on; returns the unsubscribe function. */
  subscribe(id: string, listener: (event: JobEvent) => void): Promise<() => void>;
  /** Starts processing in this process. */
  startWorker(processor: JobProcessor, options: WorkerOptions): Promise<void>;
  close(): Promise<void>;
}
