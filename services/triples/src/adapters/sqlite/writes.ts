import { join } from 'node:path';
import { compiledThread, ThreadPool } from '@tessera/common';
import { sqliteFile, WalCheckpointer } from '@tessera/storage';
import type { SqliteTripleWriter, WriteMethod } from './triple-writer';
import type { WriteRequest } from './writer-thread';

export type WriteArgs<M extends WriteMethod> = Parameters<SqliteTripleWriter[M]>;
export type WriteResult<M extends WriteMethod> = Awaited<ReturnType<SqliteTripleWriter[M]>>;

/** Where the store's writes run: the writer's methods by name, always asynchronous. */
export interface TripleWrites {
  run<M extends WriteMethod>(method: M, ...args: WriteArgs<M>): Promise<WriteResult<M>>;
  close(): Promise<void>;
}

/** The writer on the store's own connection, in the caller's thread (in-memory stores, whose data no thread shares). */
export class InProcessWrites implements TripleWrites {
  constructor(private readonly writer: SqliteTripleWriter) {}

  async run<M extends WriteMethod>(method: M, ...args: WriteArgs<M>): Promise<WriteResult<M>> {
    return (await (this.writer[method] as (...a: WriteArgs<M>) => unknown)(...args)) as WriteResult<M>;
  }

  async close(): Promise<void> {
    // The store closes the connection it shares with this writer.
  }
}

const WRITER_THREAD = compiledThread(join(__dirname, '..', '..', '..'), 'adapters/sqlite/writer-thread');

export interface WriteReply {
  value?: unknown;
  error?: { message: string; code?: string };
}

/**
 * The writer alone in a thread with its own connection to the file (WAL: the service's thread keeps reading while
 * it writes). A batch's SQLite work in the gRPC thread stalled every other request and the decoding of the next
 * batches for as long as it took. One thread and one task at a time: writes apply in call order.
 */
export class ThreadWrites implements TripleWrites {
  private readonly pool: ThreadPool<WriteRequest, WriteReply>;
  // Checkpoints on a third thread: inside the writer's commits they take a share of its time, and the writer is the
  // stage every batch waits on (docs/benchmarks.md).
  private readonly checkpointer: WalCheckpointer;

  constructor(dataDir: string) {
    this.checkpointer = new WalCheckpointer(sqliteFile(dataDir, 'triples'));
    this.pool = new ThreadPool(WRITER_THREAD, { minThreads: 1, workerData: { dataDir } });
  }

  async run<M extends WriteMethod>(method: M, ...args: WriteArgs<M>): Promise<WriteResult<M>> {
    const reply = await this.pool.run({ method, args });
    // SQLite's error code crosses the thread boundary as data: the store maps constraint errors by it.
    if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
    return reply.value as WriteResult<M>;
  }

  async close(): Promise<void> {
    // Writes already queued finish first; then the thread closes its connection (a clean WAL) and ends.
    await this.pool.run({ method: 'close', args: [] });
    await this.pool.destroy();
    await this.checkpointer.stop();
  }
}
