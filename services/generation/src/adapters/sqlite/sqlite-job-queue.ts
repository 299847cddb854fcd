import { EventEmitter } from 'node:events';
import { nowIso, type Logger } from '@tessera/common';
import type { SqliteDatabase } from '@tessera/storage';
import { DEFAULT_RETENTION, type JobEvent, type JobProcessor, type JobQueue, type JobRecord, type NewJob, type QueueOptions, type WorkerOptions } from '../../ports/jobs';

interface JobRow {
  id: string;
  account_id: string;
  kind: string;
  status: JobRecord['status'];
  payload: string;
  result: string | null;
  error: string | null;
  attempts: number;
  created_at: string;
  updated_at: string;
}

const toRecord = (row: JobRow): JobRecord => ({
  ...row,
  payload: JSON.parse(row.payload) as Record<string, unknown>,
  result: row.result === null ? null : (JSON.parse(row.result) as Record<string, unknown>),
});

/** How often the worker removes finished jobs past their retention, and how many at most per turn of the pump. */
const PRUNE_EVERY_MS = 60_000;
const PRUNE_CHUNK = 1000;

/**
 * The embedded queue: jobs live in the service's SQLite file, so a restart resumes what was queued or interrupted.
 * One process works the queue (the generation service itself); a job found `running` at start was cut short by a
 * crash and runs again. Finished jobs are removed after their retention, as BullMQ does, so the file (and the page
 * cache that follows it) stops growing with history.
 */
export class SqliteJobQueue implements JobQueue {
  private readonly events = new EventEmitter().setMaxListeners(0);
  private readonly statements;
  private worker?: { processor: JobProcessor; options: WorkerOptions };
  private readonly inFlight = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  private closed = false;
  private prunedAt = 0;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly options: QueueOptions,
    private readonly logger: Logger,
    private readonly pollMs = 1000,
  ) {
    this.statements = {
      insert: db.prepare(
        `INSERT OR IGNORE INTO jobs (id, account_id, kind, status, payload, created_at, updated_at)
         VALUES (@id, @account_id, @kind, 'queued', @payload, @now, @now)`,
      ),
      get: db.prepare('SELECT * FROM jobs WHERE id = ?'),
      next: db.prepare(`SELECT id FROM jobs WHERE status = 'queued' AND run_after <= ? ORDER BY created_at, id LIMIT 1`).pluck(),
      nextDue: db.prepare(`SELECT MIN(run_after) FROM jobs WHERE status = 'queued'`).pluck(),
      claim: db.prepare(`UPDATE jobs SET status = 'running', attempts = attempts + 1, updated_at = ? WHERE id = ? AND status = 'queued'`),
      complete: db.prepare(`UPDATE jobs SET status = 'completed', result = ?, error = NULL, updated_at = ? WHERE id = ?`),
      retry: db.prepare(`UPDATE jobs SET status = 'queued', error = ?, run_after = ?, updated_at = ? WHERE id = ?`),
      fail: db.prepare(`UPDATE jobs SET status = 'failed', error = ?, updated_at = ? WHERE id = ?`),
      resume: db.prepare(`UPDATE jobs SET status = 'queued', updated_at = ? WHERE status = 'running'`),
      // A bounded delete: the first prune after an upgrade may face all of history, and it runs on the event loop.
      prune: db.prepare(`DELETE FROM jobs WHERE rowid IN (SELECT rowid FROM jobs WHERE status = ? AND updated_at < ? LIMIT ?)`),
    };
    this.claimNext = db.transaction((now: number): JobRow | undefined => {
      const id = this.statements.next.get(now) as string | undefined;
      if (!id) return undefined;
      this.statements.claim.run(nowIso(), id);
      return this.statements.get.get(id) as JobRow;
    }).immediate;
  }

  private readonly claimNext: (now: number) => JobRow | undefined;

  async enqueue(job: NewJob): Promise<JobRecord> {
    this.statements.insert.run({ ...job, payload: JSON.stringify(job.payload), now: nowIso() });
    this.pump();
    return (await this.get(job.id))!;
  }

  async get(id: string): Promise<JobRecord | null> {
    const row = this.statements.get.get(id) as JobRow | undefined;
    return row ? toRecord(row) : null;
  }

  async subscribe(id: string, listener: (event: JobEvent) => void): Promise<() => void> {
    this.events.on(id, listener);
    return () => this.events.off(id, listener);
  }

  async startWorker(processor: JobProcessor, options: WorkerOptions): Promise<void> {
    const resumed = this.statements.resume.run(nowIso()).changes;
    if (resumed > 0) this.logger.warn({ resumed }, 'jobs interrupted by a restart run again');
    this.worker = { processor, options };
    this.pump();
  }

  /**
   * Removes up to `chunk` completed and `chunk` failed jobs older than their retention; returns how many. When a chunk
   * was full, the next turn of the pump prunes again rather than a minute later.
   */
  prune(now = Date.now(), chunk = PRUNE_CHUNK): number {
    const { completedMs, failedMs } = this.options.retention ?? DEFAULT_RETENTION;
    const before = (ms: number) => new Date(now - ms).toISOString();
    const completed = this.statements.prune.run('completed', before(completedMs), chunk).changes;
    const failed = this.statements.prune.run('failed', before(failedMs), chunk).changes;
    this.prunedAt = completed === chunk || failed === chunk ? 0 : now;
    return completed + failed;
  }

  /** Starts as many due jobs as the concurrency allows, then sleeps until the next one is due. */
  private pump(): void {
    if (!this.worker || this.closed || !this.db.open) return;
    clearTimeout(this.timer);
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) this.prune();
    while (this.inFlight.size < this.worker.options.concurrency) {
      const row = this.claimNext(Date.now());
      if (!row) break;
      const running: Promise<void> = this.run(toRecord(row)).finally(() => {
        this.inFlight.delete(running);
        this.pump();
      });
      this.inFlight.add(running);
    }
    const due = this.statements.nextDue.get() as number | null;
    const wait = due === null ? this.pollMs : Math.min(this.pollMs, Math.max(5, due - Date.now()));
    this.timer = setTimeout(() => this.pump(), wait);
    this.timer.unref();
  }

  private async run(job: JobRecord): Promise<void> {
    const { processor, options } = this.worker!;
    const emit = (event: JobEvent) => this.events.emit(job.id, event);
    try {
      const result = await processor(job, { attempt: job.attempts, report: async (progress) => void emit(progress) });
      if (this.closed) return;
      this.statements.complete.run(JSON.stringify(result), nowIso(), job.id);
      emit({ type: 'completed', result });
    } catch (error) {
      if (this.closed) return;
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts < this.options.attempts) {
        const delay = this.options.backoffMs * 2 ** (job.attempts - 1);
        this.statements.retry.run(message, Date.now() + delay, nowIso(), job.id);
        this.logger.warn({ jobId: job.id, attempt: job.attempts, err: message }, 'job failed; will retry');
        return;
      }
      this.statements.fail.run(message, nowIso(), job.id);
      try {
        await options.onFailed({ ...job, status: 'failed', error: message }, message);
      } catch (hookError) {
        this.logger.error({ err: hookError, jobId: job.id }, 'failure hook failed; the recovery sweep will retry it');
      }
      emit({ type: 'failed', error: message });
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.worker = undefined;
    // Let running jobs finish briefly; one still running after that is resumed by the next start.
    const grace = new Promise((resolve) => setTimeout(resolve, 5000).unref());
    await Promise.race([Promise.allSettled([...this.inFlight]), grace]);
    this.closed = true;
  }
}
