#!/usr/bin/env node
// HNSW settings against exact search on a kept search store (npm run bench with BENCH_KEEP=<dir> builds one):
//   node bench/ann-sweep.mjs <dir> <entity|triple> [connectivity:expansion_add,...]   (EFS=128,256,512)
// Queries: the search bench's texts embedded with the offline model, or QUERIES=stored for stored vectors of the
// other kind, nudged. The graph is built as the service builds it (services/search/src/adapters/embedded/partitions-thread.ts): int8
// copies of the vectors, each scaled by its largest component, and the graph's RESCORE (40) candidates re-scored with
// the exact f32 vectors. Prints recall@10 and CPU ms per query for every (connectivity, expansion_add, ef) tried.
import { createRequire } from 'node:module';
import { searchQueries } from './search.mjs';

const require = createRequire(new URL('../services/search/package.json', import.meta.url));
const { Index, MetricKind, ScalarKind, exactSearch } = require('usearch');
const Database = require('better-sqlite3');
const embed = require('./dist/adapters/embeddings/use-embed-thread.js').default;

const [dir, kind = 'triple', configList = '32:256,32:512'] = process.argv.slice(2);
if (!dir) {
  process.stderr.write('usage: node bench/ann-sweep.mjs <dir> <entity|triple> [connectivity:expansion_add,...]\n');
  process.exit(2);
}
const d = 512;
const asVector = (blob) => new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
const db = new Database(`${dir}/search.sqlite`, { readonly: true });
const blobs = db.prepare('SELECT vector FROM docs WHERE kind = ?').pluck().all(kind);
const n = blobs.length;
const matrix = new Float32Array(n * d);
blobs.forEach((blob, i) => matrix.set(asVector(blob), i * d));

let queries;
if (process.env.QUERIES === 'stored') {
  queries = db.prepare('SELECT vector FROM docs WHERE kind != ? ORDER BY random() LIMIT 200').pluck().all(kind).map((blob) => {
    const v = asVector(blob);
    for (let j = 0; j < d; j += 7) v[j] += 0.02;
    return v;
  });
} else {
  const texts = searchQueries(Math.min(n, 100_000));
  queries = [];
  for (let i = 0; i < texts.length; i += 25) queries.push(...(await embed(texts.slice(i, i + 25))));
}
const truth = queries.map((v) => new Set(Array.from(exactSearch(matrix, v, d, 10, MetricKind.Cos).keys, Number)));
process.stdout.write(`${n} ${kind} vectors, ${queries.length} queries (${process.env.QUERIES ?? 'texts'})\n`);

const RESCORE = 40;
/** As the service's forGraph: scaled so that the largest component is +-1 (same cosine, full use of int8). */
const scaled = (v) => {
  let max = 0;
  for (const x of v) max = Math.max(max, Math.abs(x));
  return v.map((x) => x / max);
};
const forGraph = new Float32Array(n * d);
for (let i = 0; i < n; i++) forGraph.set(scaled(matrix.subarray(i * d, (i + 1) * d)), i * d);
const exact = (v, row) => {
  let sum = 0;
  for (let i = 0; i < d; i++) sum += v[i] * matrix[row * d + i];
  return sum;
};
const keys = BigUint64Array.from({ length: n }, (_, i) => BigInt(i));
for (const [connectivity, expansionAdd] of configList.split(',').map((c) => c.split(':').map(Number))) {
  let t = performance.now();
  const built = new Index({ dimensions: d, metric: MetricKind.Cos, quantization: ScalarKind.I8, connectivity, expansion_add: expansionAdd, expansion_search: 64, multi: false });
  built.add(keys, forGraph, 0);
  const buildSeconds = (performance.now() - t) / 1000;
  const file = `/tmp/ann-sweep-${process.pid}.usearch`;
  built.save(file);
  for (const ef of (process.env.EFS ?? '128,256,512').split(',').map(Number)) {
    // expansion_search is fixed at construction: load the same graph under each setting.
    const index = new Index({ dimensions: d, metric: MetricKind.Cos, quantization: ScalarKind.I8, connectivity, expansion_add: expansionAdd, expansion_search: ef, multi: false });
    index.load(file);
    let found = 0;
    const cpu = process.cpuUsage();
    queries.forEach((v, q) => {
      const candidates = Array.from(index.search(scaled(v), RESCORE, 1).keys, Number);
      const got = candidates.map((row) => [row, exact(v, row)]).sort((a, b) => b[1] - a[1]).slice(0, 10);
      found += got.filter(([row]) => truth[q].has(row)).length / 10;
    });
    const used = process.cpuUsage(cpu);
    const ms = (used.user + used.system) / 1000 / queries.length;
    process.stdout.write(`connectivity ${connectivity} expansion_add ${expansionAdd} (build ${buildSeconds.toFixed(0)} s) ef ${ef}: recall@10 ${(found / queries.length).toFixed(4)}, ${ms.toFixed(2)} ms CPU/query\n`);
  }
}
