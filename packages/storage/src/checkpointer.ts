import { join } from 'node:path';
import { compiledThread, ThreadPool } from '@tessera/common';
import type { CheckpointRequest } from './checkpoint-thread';
import type { SqliteDatabase } from './sqlite';

const THREAD = compiledThread(join(__dirname, '..'), 'checkpoint-thread');

/**
 * Checkpoints a WAL database from a thread of its own. SQLite otherwise checkpoints inside the commit that crosses
 * wal_autocheckpoint: the writing thread copies ~40 MiB of pages back into the database and waits for the fsyncs, a
 * share of its time during a bulk load (docs/benchmarks.md), on the path every write waits on. From here the WAL is copied
 * back while the writer keeps appending, and stays short, so the writer's own autocheckpoint rarely fires (it remains
 * the backstop should this thread fall behind).
 */
export class WalCheckpointer {
  private readonly thread = new ThreadPool<CheckpointRequest, void>(THREAD, { minThreads: 1 });
  private readonly timer: NodeJS.Timeout;
  /** The checkpoint in progress: a tick while one runs is skipped. */
  private running: Promise<void> | undefined;

  /**
   * Makes `db`'s own automatic checkpoint the backstop: 50,000 pages (~200 MiB of WAL) instead of 10,000, so that it
   * does not fire in a commit whenever the checkpointer is a moment behind.
   */
  static backstop(db: SqliteDatabase): void {
    db.pragma('wal_autocheckpoint = 50000');
  }

  constructor(
    private readonly file: string,
    intervalMs = 250,
  ) {
    this.timer = setInterval(() => {
      this.running ??= this.thread
        .run({ file })
        .catch(() => undefined) // the thread failed: the writer's own checkpoint is the backstop
        .finally(() => (this.running = undefined));
    }, intervalMs);
    // Never keeps a process alive on its own.
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    // The thread closes its connection before it ends (a clean WAL).
    await this.thread.run({ file: this.file, close: true });
    await this.thread.destroy();
  }
}
