import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { SqliteDatabase } from './sqlite';

// The thread's code: its own connection, a PASSIVE checkpoint every interval (never waits for or blocks the writer;
// a busy moment is simply retried at the next tick).
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 100');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy or locked: the next tick tries again
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints a WAL database from a thread of its own. SQLite otherwise checkpoints inside the commit that crosses
 * wal_autocheckpoint: the writing thread copies ~40 MiB of pages back into the database and waits for the fsyncs,
 * ~20% of its wall time during a bulk load (N=200000 node bench/triple-insert.mjs), on the path every write waits on. From here the WAL is copied
 * back while the writer keeps appending, and stays short, so the writer's own autocheckpoint rarely fires (it remains
 * the backstop should this thread fall behind).
 */
export class WalCheckpointer {
  private readonly worker: Worker;

  /**
   * Makes `db`'s own automatic checkpoint the backstop: 50,000 pages (~200 MiB of WAL) instead of 10,000, so that it
   * does not fire in a commit whenever the checkpointer is a moment behind.
   */
  static backstop(db: SqliteDatabase): void {
    db.pragma('wal_autocheckpoint = 50000');
  }

  constructor(file: string, intervalMs = 250) {
    this.worker = new Worker(THREAD, { eval: true, workerData: { file, intervalMs, driver: require.resolve('better-sqlite3') } });
    // Never keeps a process alive on its own.
    this.worker.unref();
  }

  async stop(): Promise<void> {
    // Held while it stops: otherwise a process with nothing else left to do exits before the thread has closed its
    // connection, and the shutdown that awaits this never finishes (its last steps and log line are skipped).
    this.worker.ref();
    const exited = once(this.worker, 'exit');
    this.worker.postMessage('stop');
    await exited;
  }
}
