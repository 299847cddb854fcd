import { join } from 'node:path';
import { compiledThread, ThreadPool } from '@tessera/common';
import type { Kind, Visibility } from '../../ports/vector-store';
import type { PartitionDelete, PartitionOp, PartitionOps, PartitionPut, PartitionReply, PartitionRequest, PartitionsThreadData } from './partitions-thread';

export type { PartitionDelete, PartitionPut } from './partitions-thread';

const THREAD = compiledThread(join(__dirname, '..', '..', '..'), 'adapters/embedded/partitions-thread');
/** Requests in the thread at once: its own scheduler interleaves searches with a long write. */
const IN_THREAD = 1024;

interface PendingSearch {
  kind: Kind;
  vector: Float32Array;
  visibility: Visibility;
  k: number;
  resolve: (scored: [number, number][]) => void;
  reject: (error: unknown) => void;
}

/** Saved graphs (paths by partition) and the HNSW settings that made them. */
export interface Snapshot {
  version: string;
  files: Map<string, string>;
}

export interface PartitionThreadOptions {
  /**
   * A call other than the first load still unanswered after this long means the thread is stuck (a native library
   * spinning: usearch 2.21's key table did after ~20k removes of a 3k-vector graph): the thread is given up for dead.
   * The longest honest call is a snapshot of large graphs (seconds); the load, minutes at 100k vectors, is not timed.
   */
  stuckAfterMs?: number;
  /** Told when the thread exits, fails or is stuck; by default rethrown, so the service is restarted and reloads. */
  onFailure?: (error: Error) => void;
  /** The worker script (tests give one that never answers). */
  workerPath?: string;
}

const crash = (error: Error) =>
  process.nextTick(() => {
    throw error;
  });

/**
 * The thread that holds the embedded store's partitions (partitions-thread.ts). Writes, snapshots and clears are
 * applied in the order they are sent; a search sent after a write resolved sees it. The thread's state is the
 * partitions: if it fails, is stuck, or ends, nothing it answers later could be trusted, so the failure is final.
 */
export class PartitionThread {
  private readonly thread: ThreadPool<PartitionRequest, PartitionReply>;
  private failure: Error | undefined;
  private nextId = 1;
  /** When each timed call was sent (performance.now()), by id. */
  private readonly sentAt = new Map<number, number>();
  private readonly watchdog: NodeJS.Timeout;
  /** Searches asked for in this turn of the event loop, sent together by flush(). */
  private pending: PendingSearch[] = [];
  private readonly fail: (error: Error) => void;
  /** Rejects when the thread is given up (or closed): calls in flight end with it, whatever the thread still does. */
  private readonly failed: Promise<never>;
  /** Records the first failure and rejects `failed`; false when there already was one. */
  private readonly end: (error: Error) => boolean;

  constructor(dimensions: number, threshold: number, { stuckAfterMs = 120_000, onFailure = crash, workerPath = THREAD }: PartitionThreadOptions = {}) {
    let giveUp: (error: Error) => void = () => undefined;
    this.failed = new Promise<never>((_, reject) => (giveUp = reject));
    this.failed.catch(() => undefined);
    this.end = (error) => {
      if (this.failure) return false;
      this.failure = error;
      giveUp(error);
      return true;
    };
    this.fail = (error: Error) => {
      if (!this.end(error)) return;
      this.sentAt.clear();
      clearInterval(this.watchdog);
      void this.thread.destroy().catch(() => undefined);
      // Without its partitions the store cannot search or index: fail like an uncaught error, so the service is
      // restarted and reloads them from SQLite, rather than answering errors (or nothing) from then on.
      onFailure(error);
    };
    this.thread = new ThreadPool(workerPath, {
      minThreads: 1,
      concurrentTasksPerThread: IN_THREAD,
      workerData: { dimensions, threshold } satisfies PartitionsThreadData,
      onThreadLost: this.fail,
    });
    this.watchdog = setInterval(() => {
      const oldest = Math.min(...this.sentAt.values());
      if (performance.now() - oldest < stuckAfterMs) return;
      this.fail(new Error(`vector partitions thread has not answered for ${Math.round((performance.now() - oldest) / 1000)} s`));
    }, Math.min(10_000, Math.max(10, stuckAfterMs / 4)));
    this.watchdog.unref();
  }

  private async call<O extends PartitionOp>(op: O, request: PartitionOps[O]['request'], transfer?: ArrayBuffer[]): Promise<PartitionOps[O]['reply']> {
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    // The first load reads every vector and builds graphs: minutes at 100k, so it is not timed.
    if (op !== 'load') this.sentAt.set(id, performance.now());
    let reply: PartitionReply;
    try {
      const answered = this.thread.run({ op, ...request } as PartitionRequest, transfer).catch((error: unknown) => {
        // The thread itself failed (a request's own error comes back as a reply).
        this.fail(error instanceof Error ? error : new Error(String(error)));
        throw this.failure;
      });
      reply = await Promise.race([answered, this.failed]);
    } finally {
      this.sentAt.delete(id);
    }
    if ('error' in reply) throw new Error(`vector partitions: ${reply.error}`);
    return reply.result as PartitionOps[O]['reply'];
  }

  /**
   * Reads every stored vector of the store's SQLite file and adopts the snapshot's graphs if the thread's HNSW
   * settings made them; how many were adopted.
   */
  async load(dataDir: string, snapshot: Snapshot): Promise<number> {
    const { restored } = await this.call('load', { dataDir, snapshot: { version: snapshot.version, files: [...snapshot.files] } });
    return restored;
  }

  async write(deletes: PartitionDelete[], puts: PartitionPut[]): Promise<void> {
    if (deletes.length === 0 && puts.length === 0) return;
    await this.call('write', { deletes, puts });
  }

  /** Saves every graph under dir; the file name of each partition's, and the settings they were made with. */
  snapshot(dir: string): Promise<{ version: string; files: Record<string, string> }> {
    return this.call('snapshot', { dir });
  }

  async clear(): Promise<void> {
    await this.call('clear', {});
  }

  /**
   * The k nearest [key, cosine] of a kind among the visible partitions, per partition best first. Searches asked
   * for in the same turn of the event loop travel together: one request, their vectors in one transferred buffer.
   */
  search(kind: Kind, vector: Float32Array, visibility: Visibility, k: number): Promise<[number, number][]> {
    return new Promise((resolve, reject) => {
      this.pending.push({ kind, vector, visibility, k, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    const d = batch[0]!.vector.length;
    const vectors = new Float32Array(batch.length * d);
    batch.forEach((query, i) => vectors.set(query.vector, i * d));
    try {
      const { offsets, pairs } = await this.call('search', { queries: batch.map(({ kind, visibility, k }) => ({ kind, visibility, k })), vectors }, [vectors.buffer]);
      batch.forEach((query, i) => {
        const scored: [number, number][] = [];
        for (let at = offsets[i]!; at < offsets[i + 1]!; at += 2) scored.push([pairs[at]!, pairs[at + 1]!]);
        query.resolve(scored);
      });
    } catch (error) {
      for (const query of batch) query.reject(error);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.watchdog);
    this.end(new Error('vector store closed'));
    await this.thread.destroy();
  }
}
