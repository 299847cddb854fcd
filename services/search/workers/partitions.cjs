// Runs in one worker thread: the embedded vector store's partitions, each its exact vectors (row after row in one
// buffer) and, past the store's threshold, a usearch HNSW graph. The store's SQLite file stays the truth; this thread
// holds what is searched, so the searches' CPU (usearch, re-scoring) leaves the service's event-loop thread.
//
// Messages from the store (EmbeddedVectorStore), each answered with { id, result } or { id, error }:
//   { op: 'load', dataDir, snapshot: { version, files: [[partition, file]] } }  rows of the SQLite file; graphs from
//     the snapshot files, when they were made with this thread's HNSW settings (version); answers { restored }
//   { op: 'write', deletes: [{ key, partition }], puts: [{ key, partition, kind, account_id, index_id, vector }] }
//   { op: 'snapshot', dir }  saves every graph, answers { version, files: { partition: file name } }
//   { op: 'clear' }
//   { op: 'search', queries: [{ kind, visibility, k }], vectors }  one Float32Array, query after query; answers
//     { offsets, pairs }: query i's [key, cosine] pairs, each partition's best first, are pairs[offsets[i]..offsets[i+1])
// load, write, snapshot and clear run in the order they came, a write in slices of a few milliseconds; searches run
// between slices, batched: all those waiting make one usearch call per partition, spread over the machine's cores.
'use strict';
const { createHash } = require('node:crypto');
const { renameSync } = require('node:fs');
const { join } = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const { openSqlite } = require('@tessera/storage');
const { BatchMatches, Index, MetricKind, ScalarKind } = require('usearch');

// HNSW settings, measured with bench/ann-sweep.mjs (which builds and searches graphs as this file does) on 100k
// USE-lite vectors per kind, queried with the search bench's texts (names, questions, typos), recall@10 against exact
// search:
// - The graph holds int8 copies of the vectors, each scaled by its largest component first (cosine does not
//   change with scale; unscaled USE components lie within +-0.08 and would keep 3 bits in int8). The f32 vectors
//   stay in memory, and the candidates the graph finds are re-scored exactly with them, so ranking sees exact
//   cosines, at about half the cost of an f32 graph. Without the re-scoring int8 loses too much (triples 0.88 at
//   ef 320); f16 is no faster than f32 here (no AVX-512).
// - Triples ("subject predicate object" texts, far from a name query, in a flat field of near-equal distances) need
//   a well-built graph more than a wide search: connectivity 32 with expansion_add 256 reaches 0.96 only at ef 384
//   (2.3-2.7 ms CPU a query); with expansion_add 512, 0.955-0.966 at ef 160 (1.2-1.6 ms) and 0.968-0.974 at ef 192
//   (1.3-1.9 ms), 0.99 at ef 384; expansion_add 768 gives 0.977 at ef 128 but builds in 138 s instead of 92 s (per
//   100k vectors on 2 cores; 256: 51 s). Connectivity 48 (expansion_add 256) is no better than 32 at the same ef.
// - Entities (names): with expansion_add 512, 0.989 at ef 48, 0.9955 at ef 64 (~0.75 ms), 0.9995 at ef 96.
// - Graphs as this thread builds them (16k vectors per add, then one by one as items are indexed) did better than
//   the sweep's single add: triples 0.967-0.970 at ef 160 and 0.976-0.9805 at ef 192 (the search bench's store
//   indexed from scratch, and a store whose graphs were rebuilt at start). Triples search at ef 160: 15% less than
//   192 per search, with 0.017 over 0.95 on both.
const HNSW = { metric: MetricKind.Cos, quantization: ScalarKind.I8, connectivity: 32, expansion_add: 512, multi: false };
/** The search's ef per kind (usearch searches with max(expansion_search, count)). */
const EF = { entity: 64, triple: 160, graph: 128 };
/** How many graph candidates are re-scored with the exact vectors, at least. */
const RESCORE = 40;
/** Snapshots made with other settings are not loaded (the graph is rebuilt instead). */
const HNSW_VERSION = `usearch-cos-i8-maxscaled-${HNSW.connectivity}-${HNSW.expansion_add}`;
/** A write yields to waiting searches after this long. */
const SLICE_MS = 4;

const { dimensions, threshold } = workerData;
const newHnsw = (kind) => new Index({ dimensions, ...HNSW, expansion_search: EF[kind] });

/** The vector as the int8 graph stores it: scaled so that its largest component is +-1 (same cosine). */
function forGraph(vector, into = new Float32Array(vector.length)) {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]));
  const scale = max > 0 ? 1 / max : 1;
  for (let i = 0; i < vector.length; i++) into[i] = vector[i] * scale;
  return into;
}

/**
 * vector . matrix[base .. base + vector.length): four running sums, so the loads of a row (a cache miss each, when
 * re-scoring random rows of a large partition) overlap; ~30% faster than one sum for 40 rows of 512.
 */
function dot(vector, matrix, base) {
  const n = vector.length;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    s0 += vector[i] * matrix[base + i];
    s1 += vector[i + 1] * matrix[base + i + 1];
    s2 += vector[i + 2] * matrix[base + i + 2];
    s3 += vector[i + 3] * matrix[base + i + 3];
  }
  for (; i < n; i++) s0 += vector[i] * matrix[base + i];
  return s0 + s1 + s2 + s3;
}

/** Keeps the k best [key, score] pairs seen, best first (k is small: a sorted insert beats a heap here). */
function topK(k) {
  const best = [];
  return {
    best,
    offer(key, score) {
      if (best.length === k && score <= best[k - 1][1]) return;
      let i = best.length === k ? k - 1 : best.length;
      if (best.length < k) best.push([key, score]);
      while (i > 0 && best[i - 1][1] < score) {
        best[i] = best[i - 1];
        i--;
      }
      best[i] = [key, score];
    },
  };
}

class Partition {
  constructor(kind, accountId, indexId) {
    this.kind = kind;
    this.accountId = accountId;
    this.indexId = indexId;
    /** Keys and their exact vectors: scanned while small, re-scoring graph hits after. */
    this.keys = [];
    this.matrix = new Float32Array(dimensions * 64);
    this.slot = new Map();
    this.ann = null;
  }

  get size() {
    return this.keys.length;
  }

  /** bulk: while loading, only the exact rows; the graph is built once at the end (settle), multi-threaded. */
  put(key, vector, bulk = false) {
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
  settle() {
    if (!this.ann && this.size > threshold) this.promote();
  }

  delete(key) {
    const row = this.slot.get(key);
    if (row === undefined) return;
    this.ann?.remove(BigInt(key));
    // Move the last row into the hole.
    const last = this.keys.length - 1;
    const lastKey = this.keys[last];
    this.matrix.copyWithin(row * dimensions, last * dimensions, (last + 1) * dimensions);
    this.keys[row] = lastKey;
    this.slot.set(lastKey, row);
    this.keys.pop();
    this.slot.delete(key);
  }

  promote() {
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
  nearestMany(vectors, ks) {
    const d = dimensions;
    const m = this.matrix;
    if (!this.ann) {
      return vectors.map((vector, q) => {
        const best = topK(ks[q]);
        for (let row = 0; row < this.keys.length; row++) best.offer(this.keys[row], dot(vector, m, row * d));
        return best.best;
      });
    }
    const wanted = Math.min(this.size, Math.max(...ks.map((k) => Math.max(k * 2, RESCORE))));
    const queries = new Float32Array(vectors.length * d);
    vectors.forEach((vector, q) => forGraph(vector, queries.subarray(q * d, (q + 1) * d)));
    // threads 0: as many as the index reserved search contexts for (the machine's cores).
    const found = this.ann.search(queries, wanted, 0);
    return vectors.map((vector, q) => {
      const matches = found instanceof BatchMatches ? found.get(q) : found;
      const best = topK(ks[q]);
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
const partitions = new Map();
const byAccount = new Map();
const byIndex = new Map();
const indexKey = (kind, indexId) => `${kind} ${indexId}`;

function partition(name, kind, accountId, indexId) {
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
function visiblePartitions(kind, visibility) {
  const found = new Set();
  const take = (p) => {
    if (p && p.kind === kind && p.size > 0) found.add(p);
  };
  if (visibility.indexId !== undefined) {
    const p = byIndex.get(indexKey(kind, visibility.indexId));
    if (p && (p.accountId === visibility.accountId || visibility.publicIndexIds.includes(p.indexId))) take(p);
  } else {
    for (const p of byAccount.get(visibility.accountId) ?? []) take(p);
    for (const indexId of visibility.publicIndexIds) take(byIndex.get(indexKey(kind, indexId)));
  }
  return [...found];
}

function load({ dataDir, snapshot }) {
  if (dataDir !== ':memory:') {
    const db = openSqlite(dataDir, 'search', []);
    try {
      const rows = db
        .prepare('SELECT key, kind, account_id, index_id, partition, vector FROM docs WHERE length(vector) = ? ORDER BY key')
        .iterate(dimensions * 4);
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

function snapshot({ dir }) {
  const files = {};
  for (const [name, p] of partitions) {
    if (!p.ann) continue;
    const file = `${createHash('sha256').update(name).digest('hex').slice(0, 32)}.usearch`;
    p.ann.save(join(dir, `${file}.tmp`));
    renameSync(join(dir, `${file}.tmp`), join(dir, file));
    files[name] = file;
  }
  return { version: HNSW_VERSION, files };
}

function clear() {
  partitions.clear();
  byAccount.clear();
  byIndex.clear();
}

const reply = (id, result) => parentPort.postMessage({ id, result });
const fail = (id, error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });

/** Ordered work (load, write, snapshot, clear); a write carries how far it got. */
const ops = [];
let searches = [];
let scheduled = false;

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setImmediate(pump);
}

/** Runs the waiting searches as one batch: each partition answers all of its queries in one call. */
function runSearches() {
  const messages = searches;
  searches = [];
  const batch = messages.flatMap((message) =>
    message.queries.map((query, q) => ({ ...query, vector: message.vectors.subarray(q * dimensions, (q + 1) * dimensions) })),
  );
  let results;
  try {
    results = batch.map(() => []);
    const queriesOf = new Map();
    batch.forEach((query, i) => {
      for (const p of visiblePartitions(query.kind, query.visibility)) {
        const mine = queriesOf.get(p);
        if (mine) mine.push(i);
        else queriesOf.set(p, [i]);
      }
    });
    for (const [p, mine] of queriesOf) {
      const found = p.nearestMany(mine.map((i) => batch[i].vector), mine.map((i) => batch[i].k));
      mine.forEach((i, j) => results[i].push(...found[j]));
    }
  } catch (error) {
    for (const message of messages) fail(message.id, error);
    return;
  }
  let next = 0;
  for (const message of messages) {
    const mine = results.slice(next, next + message.queries.length);
    next += message.queries.length;
    const offsets = new Uint32Array(mine.length + 1);
    mine.forEach((scored, i) => (offsets[i + 1] = offsets[i] + 2 * scored.length));
    const pairs = new Float64Array(offsets[mine.length]);
    mine.forEach((scored, i) =>
      scored.forEach(([key, score], j) => {
        pairs[offsets[i] + 2 * j] = key;
        pairs[offsets[i] + 2 * j + 1] = score;
      }),
    );
    parentPort.postMessage({ id: message.id, result: { offsets, pairs } }, [offsets.buffer, pairs.buffer]);
  }
}

/** Applies a write's deletes and puts until the slice ends; true when the write is done. */
function writeSome(op, until) {
  for (; op.done < op.deletes.length; op.done++) partitions.get(op.deletes[op.done].partition)?.delete(op.deletes[op.done].key);
  for (let i = op.done - op.deletes.length; i < op.puts.length; i++, op.done++) {
    if (performance.now() > until) return false;
    const put = op.puts[i];
    partition(put.partition, put.kind, put.account_id, put.index_id).put(put.key, put.vector);
  }
  return true;
}

function pump() {
  scheduled = false;
  if (searches.length > 0) runSearches();
  const until = performance.now() + SLICE_MS;
  while (ops.length > 0 && performance.now() <= until) {
    const op = ops[0];
    try {
      if (op.op === 'write') {
        op.done ??= 0;
        if (!writeSome(op, until)) break;
        reply(op.id, null);
      } else if (op.op === 'load') reply(op.id, load(op));
      else if (op.op === 'snapshot') reply(op.id, snapshot(op));
      else if (op.op === 'clear') reply(op.id, clear());
      else fail(op.id, new Error(`unknown operation ${op.op}`));
    } catch (error) {
      fail(op.id, error);
    }
    ops.shift();
  }
  if (ops.length > 0 || searches.length > 0) schedule();
}

parentPort.on('message', (message) => {
  if (message.op === 'search') searches.push(message);
  else ops.push(message);
  schedule();
});
