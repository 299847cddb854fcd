#!/usr/bin/env node
// npm run bench -- ingest|query|search [...]: benchmarks against a started system in embedded mode, through the
// gateway over HTTP. Writes bench-results/<name>-<timestamp>.json and prints a table.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Table from 'cli-table3';
import { ingest } from '../bench/ingest.mjs';
import { query } from '../bench/query.mjs';
import { annRecall, searchBench } from '../bench/search.mjs';
import { startSystem } from '../bench/system.mjs';

const root = new URL('..', import.meta.url).pathname;
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const known = ['ingest', 'query', 'search'];
if (wanted.length === 0 || wanted.some((w) => !known.includes(w))) {
  process.stderr.write(`usage: npm run bench -- ${known.join('|')} [...]\n`);
  process.exit(2);
}
const scale = Number(process.env.BENCH_SCALE ?? 1);

const results = { machine: { cpus: (await import('node:os')).cpus().length, node: process.version }, scale };
if (wanted.includes('ingest') || wanted.includes('query')) {
  const system = await startSystem();
  try {
    process.stderr.write('ingest (also the data for query)...\n');
    results.ingest = await ingest(system, { total: Math.round(200_000 * scale), entities: Math.round(20_000 * scale) });
    if (wanted.includes('query')) {
      process.stderr.write('query...\n');
      results.query = await query(system);
    }
  } finally {
    await system.stop();
  }
}
if (wanted.includes('search')) {
  // Its own system: 100k entities + 100k triples, indexed for search. BENCH_KEEP=<dir> keeps the store there, and a
  // later run with the same BENCH_KEEP measures search on it without ingesting and indexing again.
  const keep = process.env.BENCH_KEEP;
  const reuse = keep !== undefined && existsSync(join(keep, 'search.sqlite'));
  const system = await startSystem({ dataDir: keep });
  try {
    process.stderr.write(reuse ? `search: reusing the store in ${keep}\n` : 'search: ingest and index 200k items (embedding takes a while)...\n');
    results.search = await searchBench(system, { items: Math.round(100_000 * scale), ingest: !reuse });
    process.stderr.write('search: ANN recall against exact search...\n');
    results.search.ann = await annRecall(system, Math.round(100_000 * scale));
  } finally {
    await system.stop();
  }
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(root, 'bench-results', `${wanted.join('-')}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

if (results.ingest) {
  const ingestTable = new Table({ head: ['ingest', 'value'] });
  const i = results.ingest;
  ingestTable.push(
    ['triples', i.triples],
    ['entities created', `${i.entities_created} (from ${i.distinct_names} names)`],
    ['seconds', i.seconds],
    ['triples/s (target >= 20,000)', i.triples_per_second],
    ['  ... first fifth (entities created) / rest', `${i.parts.first_fifth_per_second} / ${i.parts.rest_per_second}`],
    ['batch p50 / p99 ms', `${i.batch_latency_ms.p50} / ${i.batch_latency_ms.p99}`],
    ['peak RSS MiB', `${i.peak_rss_total_mib} ${JSON.stringify(i.peak_rss_mib)}`],
  );
  process.stdout.write(`${ingestTable.toString()}\n`);
}
if (results.search) {
  const s = results.search;
  const searchTable = new Table({ head: ['search', 'value'] });
  searchTable.push(
    ['items', `${s.items.entities} entities + ${s.items.triples} triples`],
    ['time to ingest / to index all (s)', `${s.ingest_seconds} / ${s.index_seconds}`],
    ['indexing items/s', s.indexing_items_per_second],
    [`POST /api/search at ${s.search.clients} clients (${s.search.client}): req/s`, s.search.requests_per_second],
    ['p50 / p99 ms (targets 30 / 100)', `${s.search.latency_ms.p50} / ${s.search.latency_ms.p99}`],
    ['failures', s.search.failures],
    ['  ... first 30 s after start: req/s, p50 / p99 ms', `${s.search_cold.requests_per_second}, ${s.search_cold.latency_ms.p50} / ${s.search_cold.latency_ms.p99} (${s.search_cold.failures} failures)`],
    ['ANN recall@10 vs exact (target >= 0.95)', `${s.ann.recall_at_10} for the search texts (${s.ann.queries} searches: entities ${s.ann.recall_at_10_by_kind.entities}, triples ${s.ann.recall_at_10_by_kind.triples})`],
    ['  ... stored vectors as queries', `${s.ann.recall_at_10_stored_vectors} (entities ${s.ann.recall_at_10_stored_vectors_by_kind.entities}, triples ${s.ann.recall_at_10_stored_vectors_by_kind.triples})`],
    ['ANN / exact search ms p50', `${s.ann.ann_ms.p50} / ${s.ann.exact_ms.p50}`],
    ['peak RSS MiB', JSON.stringify(s.peak_rss_mib)],
  );
  process.stdout.write(`${searchTable.toString()}\n`);
}
if (results.query) {
  const queryTable = new Table({ head: ['query', 'client', 'req/s (>= 1,500)', 'p50 ms', 'p99 ms (<= 50)', 'failures'] });
  for (const q of results.query) queryTable.push([q.name, q.client, q.requests_per_second, q.latency_ms.p50, q.latency_ms.p99, q.failures]);
  process.stdout.write(`${queryTable.toString()}\n`);
}
process.stdout.write(`results: ${file}\n`);
