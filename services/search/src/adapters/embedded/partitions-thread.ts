import { createHash } from 'node:crypto';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { openSqlite } from '@tessera/storage';
import { workerData } from 'piscina';
import { BatchMatches, Index, MetricKind, ScalarKind, type Matches } from 'usearch';
import type { Kind, Visibility } from '../../ports/vector-store';

// Runs in one thread (partition-thread.ts starts it): the embedded vector store's partitions, each its exact vectors
// (row after row in one buffer) and, past the store's threshold, a usearch HNSW graph. The store's SQLite file stays
// the truth; this thread holds what is searched, so the searches' CPU (usearch, re-scoring) leaves the service's
// event-loop thread. Load, write, snapshot and clear apply in the order they came, a write in slices of a few
// milliseconds; searches run between slices, batched: all those waiting make one usearch call per partition, which
// usearch spreads over the machine's cores.

export interface PartitionsThreadData {
  dimensions: number;
  /** Partitions above this many vectors get an HNSW graph; smaller ones are searched exactly. */
  threshold: number;
}

export interface PartitionPut {
  key: number;
  partition: string;
  kind: Kind;
  account_id: string;
  index_id: string | null;
  vector: Float32Array;
}

export interface PartitionDelete {
  key: number;
  partition: string;
}

export interface SearchQuery {
  kind: Kind;
  visibility: Visibility;
  k: number;
}

/** Every request the thread takes, and what it answers to each. */
export interface PartitionOps {
  /** Reads every stored vector of the SQLite file; adopts the snapshot's graphs made with this thread's settings. */
  load: { request: { dataDir: string; snapshot: { version: string; files: [string, string][] } }; reply: { restored: number } };
  write: { request: { deletes: PartitionDelete[]; puts: PartitionPut[] }; reply: null };
  /** Saves every graph under dir: each partition's file name, and the settings the graphs were made with. */
  snapshot: { request: { dir: string }; reply: { version: string; files: Record<string, string> } };
  clear: { request: Record<never, never>; reply: null };
  /** queries[i]'s vector is vectors[i * dimensions ..]; its [key, cosine] pairs, each partition's best first, are pairs[offsets[i] .. offsets[i + 1]). */
  search: { request: { queries: SearchQuery[]; vectors: Float32Array }; reply: { offsets: Uint32Array; pairs: Float64Array } };
}
export type PartitionOp = keyof PartitionOps;
export type PartitionRequest = { [O in PartitionOp]: { op: O } & PartitionOps[O]['request'] }[PartitionOp];
/** A failed request answers its error's message; a rejected task means the thread itself failed. */
export type PartitionReply = { result: PartitionOps[PartitionOp]['reply'] } | { error: string };

// HNSW settings, chosen with bench/ann-sweep.mjs (docs/search.md has the figures): the graph holds int8 copies of the
// vectors, each scaled by its largest component first (cosine does not change with scale, and unscaled components
// would keep only a few bits in int8); its candidates are re-scored with the exact f32 vectors, so ranking sees exact
// cosines. Triples' texts lie in a flat field of near-equal distances and need a well-built graph (expansion_add
// 512) more than a wide search.
const HNSW = { metric: MetricKind.Cos, quantization: ScalarKind.I8, connectivity: 32, expansion_add: 512, multi: false };
/** The search's ef per kind (usearch searches with max(expansion_search, count)). */
const EF: Record<Kind, number> = { entity: 64, triple: 160, graph: 128 };
/** How many graph candidates are re-scored with the exact vectors, at least. */
const RESCORE = 40;
/** Snapshots made with other settings are not loaded (the graph is rebuilt instead). */
const HNSW_VERSION = `usearch-cos-i8-maxscaled-${HNSW.connectivity}-${HNSW.expansion_add}`;
/** A write yields to waiting searches after this long. */
const SLICE_MS = 4;

const { dimensions, threshold } = workerData as PartitionsThreadData;
const newHnsw = (kind: Kind) => new Index({ dimensions, ...HNSW, expansion_search: EF[kind] });

/** The vector as the int8 graph stores it: scaled so that its largest component is +-1 (same cosine). */
function forGraph(vector: Float32Array, into = new Float32Array(vector.length)): Float32Array {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]!));
  const scale = max > 0 ? 1 / max : 1;
  for (let i = 0; i < vector.length; i++) into[i] = vector[i]! * scale;
  return into;
}

/**
 * vector . matrix[base .. base + vector.length): four running sums, so the loads of a row (a cache miss each, when
 * re-scoring random rows of a large partition) overlap.
 */
function dot(vector: Float32Array, matrix: Float32Array, base: number): number {
  const n = vector.length;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    s0 += vector[i]! * matrix[base + i]!;
    s1 += vector[i + 1]! * matrix[base + i + 1]!;
    s2 += vector[i + 2]! * matrix[base + i + 2]!;
    s3 += vector[i + 3]! * matrix[base + i + 3]!;
  }
  for (; i < n; i++) s0 += vector[i]! * matrix[base + i]!;
  return s0 + s1 + s2 + s3;
}

type Scored = [key: number, score: number];

/** Keeps the k best [key, score] pairs seen, best first (k is small: a sorted insert beats a heap here). */
function topK(k: number) {
  const best: Scored[] = [];
  return {
    best,
    offer(key: number, score: number) {
      if (best.length === k && score <= best[k - 1]![1]) return;
      let i = best.length === k ? k - 1 : best.length;
      if (best.length < k) best.push([key, score]);
      while (i > 0 && best[i - 1]![1] < score) {
        best[i] = best[i - 1]!;
        i--;
      }
      best[i] = [key, score];
    },
  };
}

class Partition {
  /** Keys and their exact vectors: scanned while small, re-scoring graph hits after. */
  readonly keys: number[] = [];
  private matrix = new Float32Array(dimensions * 64);
  private readonly slot = new Map<number, number>();
  ann: Index | null = null;

  constructor(
    readonly kind: Kind,
    readonly accountId: string,
    readonly indexId: string | null,
  ) {}

  get size(): number {
    return this.keys.length;
  }

  /** bulk: while loading, only the exact rows; the graph is built once at the end (settle), multi-threaded. */
  put(key: number, vector: Float32Array, bulk = false): void {
    let row = this.slot.get(key);
    if (row === undefined) {
      row = this.keys.length;
      this.keys.push(key);
      this.slot.set(key, row);
      if ((row + 1) * dimensions > this.matrix.length) {
        const grown = new Float32Array(this.matrix.length * 2);
        grown.set(this.matrix);
        this.matrix = grown;
      }
    }
    this.matrix.set(vector, row * dimensions);
    if (bulk) return;
    if (this.ann) {
      const k = BigInt(key);
      if (this.ann.contains(k)) this.ann.remove(k);
      this.ann.add(k, forGraph(vector));
    } else if (this.size > threshold) {
      this.promote();
    }
  }

  /** After a bulk load: the graph, if the partition outgrew exact search and no snapshot was adopted. */
  settle(): void {
    if (!this.ann && this.size > threshold) this.promote();
  }

  delete(key: number): void {
    const row = this.slot.get(key);
    if (row === undefined) return;
    this.ann?.remove(BigInt(key));
    // Move the last row into the hole.
    const last = this.keys.length - 1;
    const lastKey = this.keys[last]!;
    this.matrix.copyWithin(row * dimensions, last * dimensions, (last + 1) * dimensions);
    this.keys[row] = lastKey;
    this.slot.set(lastKey, row);
    this.keys.pop();
    this.slot.delete(key);
  }

  private promote(): void {
    const ann = newHnsw(this.kind);
    const d = dimensions;
    // In slices, so the scaled copy stays small; each add is multi-threaded.
    for (let start = 0; start < this.keys.length; start += 16_384) {
      const end = Math.min(this.keys.length, start + 16_384);
      const scaled = new Float32Array((end - start) * d);
      for (let row = start; row < end; row++) forGraph(this.matrix.subarray(row * d, (row + 1) * d), scaled.subarray((row - start) * d, (row - start + 1) * d));
      ann.add(BigUint64Array.from(this.keys.slice(start, end), (key) => BigInt(key)), scaled, 0);
    }
    this.ann = ann;
  }

  /**
   * Per query, the k nearest [key, cosine][] best first, exact cosines. Several queries make one graph search call,
   * which usearch spreads over the machine's cores (one query alone runs on this thread).
   */
  nearestMany(vectors: Float32Array[], ks: number[]): Scored[][] {
    const d = dimensions;
    const m = this.matrix;
    if (!this.ann) {
      return vectors.map((vector, q) => {
        const best = topK(ks[q]!);
        for (let row = 0; row < this.keys.length; row++) best.offer(this.keys[row]!, dot(vector, m, row * d));
        return best.best;
      });
    }
    const wanted = Math.min(this.size, Math.max(...ks.map((k) => Math.max(k * 2, RESCORE))));
    const queries = new Float32Array(vectors.length * d);
    vectors.forEach((vector, q) => forGraph(vector, queries.subarray(q * d, (q + 1) * d)));
    // threads 0: as many as the index reserved search contexts for (the machine's cores).
    const found: Matches | BatchMatches = this.ann.search(queries, wanted, 0);
    return vectors.map((vector, q) => {
      const matches = found instanceof BatchMatches ? found.get(q) : found;
      const best = topK(ks[q]!);
      const keys = matches.keys;
      for (let i = 0; i < keys.length; i++) {
        const key = Number(keys[i]);
        const row = this.slot.get(key);
        if (row !== undefined) best.offer(key, dot(vector, m, row * d));
      }
      return best.best;
    });
  }
}

/** Partitions by name (the store's partition column), by owning account, and by kind and index id. */
const partitions = new Map<string, Partition>();
const byAccount = new Map<string, Partition[]>();
const byIndex = new Map<string, Partition>();
const indexKey = (kind: Kind, indexId: string) => `${kind} ${indexId}`;

function partition(name: string, kind: Kind, accountId: string, indexId: string | null): Partition {
  let found = partitions.get(name);
  if (!found) {
    found = new Partition(kind, accountId, kind === 'graph' ? null : indexId);
    partitions.set(name, found);
    const owned = byAccount.get(accountId);
    if (owned) owned.push(found);
    else byAccount.set(accountId, [found]);
    if (found.indexId !== null) byIndex.set(indexKey(kind, found.indexId), found);
  }
  return found;
}

/**
 * The partitions a search may look in, found by account and by index id rather than by scanning them all (a
 * store serving many accounts holds thousands): the account's own, and those of the public indexes.
 */
function visiblePartitions(kind: Kind, visibility: Visibility): Partition[] {
  const found = new Set<Partition>();
  const take = (p: Partition | undefined) => {
    if (p && p.kind === kind && p.size > 0) found.add(p);
  };
  if (visibility.indexId !== undefined) {
    const p = byIndex.get(indexKey(kind, visibility.indexId));
    if (p && (p.accountId === visibility.accountId || (p.indexId !== null && visibility.publicIndexIds.includes(p.indexId)))) take(p);
  } else {
    for (const p of byAccount.get(visibility.accountId) ?? []) take(p);
    for (const indexId of visibility.publicIndexIds) take(byIndex.get(indexKey(kind, indexId)));
  }
  return [...found];
}

interface VectorRow {
  key: number;
  kind: Kind;
  account_id: string;
  index_id: string | null;
  partition: string;
  vector: Buffer;
}

function load({ dataDir, snapshot }: PartitionOps['load']['request']): PartitionOps['load']['reply'] {
  if (dataDir !== ':memory:') {
    const db = openSqlite(dataDir, 'search', []);
    try {
      const rows = db
        .prepare('SELECT key, kind, account_id, index_id, partition, vector FROM docs WHERE length(vector) = ? ORDER BY key')
        .iterate(dimensions * 4) as Iterable<VectorRow>;
      for (const row of rows) {
        const blob = row.vector;
        const vector = new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
        partition(row.partition, row.kind, row.account_id, row.index_id).put(row.key, vector, true);
      }
    } finally {
      db.close();
    }
  }
  // A snapshot stands for a partition only where this store searches approximately too (not with exact settings).
  let restored = 0;
  for (const [name, file] of snapshot.version === HNSW_VERSION ? snapshot.files : []) {
    const p = partitions.get(name);
    if (!p || p.size <= threshold) continue;
    const index = newHnsw(p.kind);
    index.load(file);
    p.ann = index;
    restored++;
  }
  // The partitions no snapshot holds build their graph now.
  for (const p of partitions.values()) p.settle();
  return { restored };
}

function snapshot({ dir }: PartitionOps['snapshot']['request']): PartitionOps['snapshot']['reply'] {
  const files: Record<string, string> = {};
  for (const [name, p] of partitions) {
    if (!p.ann) continue;
    const file = `${createHash('sha256').update(name).digest('hex').slice(0, 32)}.usearch`;
    p.ann.save(join(dir, `${file}.tmp`));
    renameSync(join(dir, `${file}.tmp`), join(dir, file));
    files[name] = file;
  }
  return { version: HNSW_VERSION, files };
}

function clear(): null {
  partitions.clear();
  byAccount.clear();
  byIndex.clear();
  return null;
}

type Settle = (reply: PartitionReply) => void;
type Ordered = Exclude<PartitionRequest, { op: 'search' }> & { settle: Settle; done?: number };
type Waiting = PartitionOps['search']['request'] & { settle: Settle };

/** Ordered work (load, write, snapshot, clear); a write carries how far it got. */
const ops: Ordered[] = [];
let searches: Waiting[] = [];
let scheduled = false;

const failure = (error: unknown): PartitionReply => ({ error: error instanceof Error ? error.message : String(error) });

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(pump);
}

/** Runs the waiting searches as one batch: each partition answers all of its queries in one call. */
function runSearches(): void {
  const requests = searches;
  searches = [];
  const batch = requests.flatMap((request) =>
    request.queries.map((query, q) => ({ ...query, vector: request.vectors.subarray(q * dimensions, (q + 1) * dimensions) })),
  );
  const results: Scored[][] = batch.map(() => []);
  try {
    const queriesOf = new Map<Partition, number[]>();
    batch.forEach((query, i) => {
      for (const p of visiblePartitions(query.kind, query.visibility)) {
        const mine = queriesOf.get(p);
        if (mine) mine.push(i);
        else queriesOf.set(p, [i]);
      }
    });
    for (const [p, mine] of queriesOf) {
      const found = p.nearestMany(
        mine.map((i) => batch[i]!.vector),
        mine.map((i) => batch[i]!.k),
      );
      mine.forEach((i, j) => results[i]!.push(...found[j]!));
    }
  } catch (error) {
    for (const request of requests) request.settle(failure(error));
    return;
  }
  let next = 0;
  for (const request of requests) {
    const mine = results.slice(next, next + request.queries.length);
    next += request.queries.length;
    const offsets = new Uint32Array(mine.length + 1);
    mine.forEach((scored, i) => (offsets[i + 1] = offsets[i]! + 2 * scored.length));
    const pairs = new Float64Array(offsets[mine.length]!);
    mine.forEach((scored, i) =>
      scored.forEach(([key, score], j) => {
        pairs[offsets[i]! + 2 * j] = key;
        pairs[offsets[i]! + 2 * j + 1] = score;
      }),
    );
    request.settle({ result: { offsets, pairs } });
  }
}

/** Applies a write's deletes and puts until the slice ends; true when the write is done. */
function writeSome(op: Ordered & { op: 'write' }, until: number): boolean {
  let done = op.done ?? 0;
  try {
    for (; done < op.deletes.length; done++) partitions.get(op.deletes[done]!.partition)?.delete(op.deletes[done]!.key);
    for (let i = done - op.deletes.length; i < op.puts.length; i++, done++) {
      if (performance.now() > until) return false;
      const put = op.puts[i]!;
      partition(put.partition, put.kind, put.account_id, put.index_id).put(put.key, put.vector);
    }
    return true;
  } finally {
    op.done = done;
  }
}

function pump(): void {
  scheduled = false;
  if (searches.length > 0) runSearches();
  const until = performance.now() + SLICE_MS;
  while (ops.length > 0 && performance.now() <= until) {
    const op = ops[0]!;
    try {
      if (op.op === 'write') {
        if (!writeSome(op, until)) break;
        op.settle({ result: null });
      } else if (op.op === 'load') op.settle({ result: load(op) });
      else if (op.op === 'snapshot') op.settle({ result: snapshot(op) });
      else op.settle({ result: clear() });
    } catch (error) {
      op.settle(failure(error));
    }
    ops.shift();
  }
  if (ops.length > 0 || searches.length > 0) schedule();
}

/** One request; answered when its turn comes (several are in this thread at once: see partition-thread.ts). */
export default function handle(request: PartitionRequest): Promise<PartitionReply> {
  return new Promise((settle) => {
    if (request.op === 'search') searches.push({ ...request, settle });
    else ops.push({ ...request, settle });
    schedule();
  });
}
