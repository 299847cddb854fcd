import { join } from 'node:path';
import { Piscina } from 'piscina';

/**
 * The compiled file of a thread module written in TypeScript: `<packageRoot>/dist/<module>.js`. A worker thread cannot
 * load TypeScript, so tests (running from src/) use the build, the same file production runs.
 */
export function compiledThread(packageRoot: string, module: string): string {
  return join(packageRoot, 'dist', `${module}.js`);
}

type RunOptions = NonNullable<Parameters<Piscina['run']>[1]>;

export interface ThreadPoolOptions {
  /** Threads kept even when idle (default 0). */
  minThreads?: number;
  /** At most this many threads (default 1). */
  maxThreads?: number;
  /** An idle thread above minThreads ends after this long (default: never). */
  idleTimeoutMs?: number;
  /** Tasks one thread is handed at once (default 1: a thread finishes a task before it gets the next). */
  concurrentTasksPerThread?: number;
  /** Given to every thread as `workerData`. */
  workerData?: unknown;
  /**
   * Told when a thread is lost: it exited or failed (the pool starts another, so a thread that keeps state in memory
   * has lost it), or raised an error outside any task. Not told of threads ended by idleTimeoutMs or destroy().
   */
  onThreadLost?: (error: Error) => void;
}

/**
 * Every worker thread in Tessera runs this way: a piscina pool over a compiled module whose default export takes one
 * `Request` and answers one `Reply` (use `move()` from piscina in the thread to transfer buffers back). Typed at
 * both ends by the module's exported types; errors a handler means to report belong in its Reply, so a rejected
 * `run` means the thread itself failed.
 */
export class ThreadPool<Request, Reply> {
  private readonly pool: Piscina;
  private destroying = false;

  constructor(
    filename: string,
    { minThreads = 0, maxThreads = 1, idleTimeoutMs, concurrentTasksPerThread = 1, workerData, onThreadLost }: ThreadPoolOptions = {},
  ) {
    this.pool = new Piscina({
      filename,
      minThreads,
      maxThreads,
      idleTimeout: idleTimeoutMs ?? Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: concurrentTasksPerThread,
      maxQueue: Number.POSITIVE_INFINITY,
      workerData,
    });
    if (onThreadLost) {
      this.pool.on('error', onThreadLost);
      // Only a pool that never idles a thread out can tell a lost thread from an idle one by this event.
      if (idleTimeoutMs === undefined) {
        this.pool.on('workerDestroy', () => {
          if (!this.destroying) onThreadLost(new Error('a worker thread ended'));
        });
      }
    }
  }

  /** transferList: buffers of the request moved to the thread rather than copied. */
  run(request: Request, transferList?: RunOptions['transferList']): Promise<Reply> {
    return this.pool.run(request, transferList && { transferList }) as Promise<Reply>;
  }

  /** Stops every thread; tasks still queued or running are rejected. */
  async destroy(): Promise<void> {
    this.destroying = true;
    await this.pool.destroy();
  }
}
