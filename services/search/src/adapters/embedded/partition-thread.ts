import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Kind, Visibility } from '../../ports/vector-store';

/** The same relative path from src/ (tests) and dist/ (production). */
const WORKER = join(__dirname, '..', '..', '..', 'workers', 'partitions.cjs');

export interface PartitionPut {
  key: number;
  partition: string;
  kind: Kind;
  account_id: string;
  index_id: string | null;
  vector: Float32Array;
}

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

export interface PartitionDelete {
  key: number;
  partition: string;
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
 * The worker thread that holds the embedded store's partitions (workers/partitions.cjs describes its messages).
 * Writes, snapshots and clears are applied in the order they are sent; a search sent after a write resolved sees it.
 */
export class PartitionThread {
  private readonly worker: Worker;
  private readonly calls = new Map<number, { resolve: (result: never) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;
  /** Searches asked for in this turn of the event loop, sent together by flush(). */
  private pending: PendingSearch[] = [];
  /** When each timed call was sent (performance.now()), by id. */
  private readonly sentAt = new Map<number, number>();
  private readonly watchdog: NodeJS.Timeout;

  constructor(dimensions: number, threshold: number, { stuckAfterMs = 120_000, onFailure = crash, workerPath = WORKER }: PartitionThreadOptions = {}) {
    this.worker = new Worker(workerPath, { workerData: { dimensions, threshold } });
    // Idle, the thread does not keep the process alive; a call in flight does (see call()).
    this.worker.unref();
    this.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const call = this.calls.get(id);
      if (!call) return;
      this.calls.delete(id);
      this.sentAt.delete(id);
      if (this.calls.size === 0) this.worker.unref();
      if (error !== undefined) call.reject(new Error(`vector partitions: ${error}`));
      else call.resolve(result as never);
    });
    const stop = (error: Error) => {
      const unexpected = this.failure === undefined;
      this.failure ??= error;
      for (const call of this.calls.values()) call.reject(this.failure);
      this.calls.clear();
      this.sentAt.clear();
      clearInterval(this.watchdog);
      // Without its partitions the store cannot search or index: fail like an uncaught error, so the service is
      // restarted and reloads them from SQLite, rather than answering errors (or nothing) from then on.
      if (unexpected) onFailure(error);
    };
    this.worker.on('error', stop);
    this.worker.on('exit', (code) => stop(new Error(`vector partitions thread exited (code ${code})`)));
    this.watchdog = setInterval(() => {
      const oldest = Math.min(...this.sentAt.values());
      if (performance.now() - oldest < stuckAfterMs) return;
      stop(new Error(`vector partitions thread has not answered for ${Math.round((performance.now() - oldest) / 1000)} s`));
      void this.worker.terminate();
    }, Math.min(10_000, Math.max(10, stuckAfterMs / 4)));
    this.watchdog.unref();
  }

  private call<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (result: never) => void, reject });
      if (message.op !== 'load') this.sentAt.set(id, performance.now());
      if (this.calls.size === 1) this.worker.ref();
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  /**
   * Reads every stored vector of the store's SQLite file and adopts the snapshot's graphs if the thread's HNSW
   * settings made them; how many were adopted.
   */
  async load(dataDir: string, snapshot: Snapshot): Promise<number> {
    const { restored } = await this.call<{ restored: number }>({ op: 'load', dataDir, snapshot: { version: snapshot.version, files: [...snapshot.files] } });
    return restored;
  }

  write(deletes: PartitionDelete[], puts: PartitionPut[]): Promise<void> {
    if (deletes.length === 0 && puts.length === 0) return Promise.resolve();
    return this.call({ op: 'write', deletes, puts });
  }

  /** Saves every graph under dir; the file name of each partition's, and the settings they were made with. */
  snapshot(dir: string): Promise<{ version: string; files: Record<string, string> }> {
    return this.call({ op: 'snapshot', dir });
  }

  clear(): Promise<void> {
    return this.call({ op: 'clear' });
  }

  /**
   * The k nearest [key, cosine] of a kind among the visible partitions, per partition best first. Searches asked
   * for in the same turn of the event loop travel together: one message, their vectors in one transferred buffer.
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
      const { offsets, pairs } = await this.call<{ offsets: Uint32Array; pairs: Float64Array }>(
        { op: 'search', queries: batch.map(({ kind, visibility, k }) => ({ kind, visibility, k })), vectors },
        [vectors.buffer],
      );
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
    this.failure ??= new Error('vector store closed');
    await this.worker.terminate();
  }
}
