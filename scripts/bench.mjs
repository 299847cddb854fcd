#!/usr/bin/env node
// npm run bench -- ingest|query|search|soak|traversal|scale|explorer|import [...]: benchmarks against a started system in embedded mode, through the
// gateway over HTTP. Writes bench-results/<name>-<timestamp>.json (soak: and a .png chart) and prints a table.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Table from 'cli-table3';
import { writeLineChartPng } from '../bench/chart.mjs';
import { explorerBench } from '../bench/explorer.mjs';
import { ingest } from '../bench/ingest.mjs';
import { query } from '../bench/query.mjs';
import { annRecall, searchBench } from '../bench/search.mjs';
import { serviceLogFindings, soak, soakChartPanels, SOAK_ENV } from '../bench/soak.mjs';
import { startSystem } from '../bench/system.mjs';
import { scale as scaleBench, scaleChartPanels } from '../bench/scale.mjs';
import { traversal } from '../bench/traversal.mjs';
import { importBench } from '../bench/import.mjs';

const root = new URL('..', import.meta.url).pathname;
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const known = ['ingest', 'query', 'search', 'soak', 'traversal', 'scale', 'explorer', 'import'];
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
if (wanted.includes('explorer')) {
  const system = await startSystem();
  try {
    process.stderr.write('explorer: rendering in headless Chromium...\n');
    results.explorer = await explorerBench(system);
  } finally {
    await system.stop();
  }
}
if (wanted.includes('soak')) {
  // The services' warnings and errors are findings of the soak: their output goes to a file (BENCH_LOG, else a
  // temporary one) that is summarised in the results.
  process.env.BENCH_LOG ??= join(mkdtempSync(join(tmpdir(), 'tessera-soak-')), 'services.log');
  const system = await startSystem({ env: SOAK_ENV });
  try {
    results.soak = await soak(system, { minutes: Number(process.env.SOAK_MINUTES ?? 30) });
  } finally {
    await system.stop();
  }
  results.soak.service_log = serviceLogFindings(process.env.BENCH_LOG, results.soak.load_ended_at);
}
if (wanted.includes('traversal')) {
  // Its own system and data: TRAVERSAL_TRIPLES triples (default 100k; the targets are for 1,000,000).
  const system = await startSystem();
  try {
    results.traversal = await traversal(system, {
      total: Number(process.env.TRAVERSAL_TRIPLES ?? 100_000),
      duration: Number(process.env.TRAVERSAL_SECONDS ?? 10),
    });
  } finally {
    await system.stop();
  }
}
if (wanted.includes('import')) {
  // Its own system: IMPORT_TRIPLES (default 1M) through the tessera CLI, exported back, and Oxigraph's load of them.
  const system = await startSystem();
  try {
    process.stderr.write('import: generating, importing through the CLI, exporting, loading into Oxigraph...\n');
    results.import = await importBench(system, {
      total: Number(process.env.IMPORT_TRIPLES ?? 1_000_000),
      entities: Number(process.env.IMPORT_ENTITIES ?? 100_000),
    });
  } finally {
    await system.stop();
  }
}
if (wanted.includes('scale')) {
  // Its own system: SCALE_TRIPLES generated triples (default 10M) over SCALE_ENTITIES true entities (default 1M),
  // measured after every SCALE_STEP (default 1M). A full run takes the better part of an hour on two cores.
  const system = await startSystem();
  try {
    results.scale_bench = await scaleBench(system, {
      triples: Number(process.env.SCALE_TRIPLES ?? 10_000_000),
      entities: Number(process.env.SCALE_ENTITIES ?? 1_000_000),
      step: Number(process.env.SCALE_STEP ?? 1_000_000),
      querySeconds: Number(process.env.SCALE_QUERY_SECONDS ?? 10),
    });
  } finally {
    await system.stop();
  }
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(root, 'bench-results', `${wanted.join('-')}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
if (results.scale_bench) {
  const run = results.scale_bench;
  await writeLineChartPng(file.replace(/\.json$/, '.png'), scaleChartPanels(run), { title: `scale: ${run.triples} triples over ${run.entities} entities` });
}
if (results.soak) await writeLineChartPng(file.replace(/\.json$/, '.png'), soakChartPanels(results.soak), { title: `soak: ${results.soak.minutes} min` });

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
if (results.explorer) {
  const e = results.explorer;
  const explorerTable = new Table({ head: ['explorer (headless Chromium, ' + e.renderer + ')', 'value'] });
  const fps = (f) => `${f.fps} fps (frame p50 ${f.frame_ms_p50} ms, p95 ${f.frame_ms_p95} ms, ${f.frames} frames)`;
  explorerTable.push(
    ['first render of a 2,000-node neighbourhood, ms (target < 2,000)', e.first_render_2000_ms],
    [`mouse pan/zoom over ${e.nodes} nodes + ${e.edges} edges (target >= 30 fps)`, fps(e.pan_zoom_mouse)],
    ['  ... while ForceAtlas2 runs in its worker', fps(e.pan_zoom_mouse_while_layout_runs)],
    ['  ... camera moved by code every frame (edges drawn every frame)', fps(e.pan_zoom_scripted_edges_drawn)],
    ['machine load average (1 min) before / after', `${e.load_average_1min.before} / ${e.load_average_1min.after} on ${results.machine.cpus} cores`],
    ['page errors', e.page_errors.length === 0 ? 'none' : e.page_errors.join('; ')],
  );
  process.stdout.write(`${explorerTable.toString()}\n`);
}
if (results.import) {
  const r = results.import;
  const importTable = new Table({ head: [`import/export of ${r.triples} triples (${r.entities} entities)`, 'value'] });
  importTable.push(
    ['import through the CLI, triples/s (target >= 20,000 at 1M)', `${r.import.triples_per_second} (${r.import.triples_stored} stored in ${r.import.seconds} s)`],
    ['  ... RSS peak growth MiB (target <= 200 per process)', JSON.stringify(r.import.rss_peak_growth_mib)],
    ['export jsonl, triples/s (target >= 100,000)', `${r.export.jsonl.triples_per_second} (${r.export.jsonl.seconds} s)`],
    ['export nquads, triples/s (with entity labels)', `${r.export.nquads.triples_per_second} (${r.export.nquads.seconds} s, ${r.export.nquads.lines} lines)`],
    ['Oxigraph load of the N-Triples, triples/s', `${r.oxigraph_load.triples_per_second} (${r.oxigraph_load.seconds} s)`],
  );
  process.stdout.write(`${importTable.toString()}\n`);
}
if (results.query) {
  const queryTable = new Table({ head: ['query', 'client', 'req/s (>= 1,500)', 'p50 ms', 'p99 ms (<= 50)', 'failures'] });
  for (const q of results.query) queryTable.push([q.name, q.client, q.requests_per_second, q.latency_ms.p50, q.latency_ms.p99, q.failures]);
  process.stdout.write(`${queryTable.toString()}\n`);
}
if (results.soak) {
  const s = results.soak;
  const met = (ok) => (ok === null ? 'n/a' : ok ? 'met' : 'NOT MET');
  const summary = new Table({ head: ['soak', 'value'] });
  const logLines = (phase) => s.service_log.findings.filter((f) => f.phase === phase).reduce((n, f) => n + f.count, 0);
  summary.push(
    ['measured', `${s.seconds_measured} s after a ${s.warmup_seconds} s warm-up; writes keep ${s.rolling_window_triples} triples (${s.triples_stored_at_end} at the end)`],
    ['5xx (target 0)', `${s.status_5xx}: ${met(s.verdicts.no_5xx)}`],
    ['other non-2xx / no response', `${s.other_non_2xx} / ${s.network_errors}`],
    [`RSS growth, ${s.windows.rss_growth_window} (target <= ${s.targets.rss_growth_percent}%)`, met(s.verdicts.rss_growth)],
    [`p99, ${s.windows.p99_window} (target: last <= first + ${s.targets.p99_drift_percent}%)`, met(s.verdicts.p99_drift)],
    ['services\' warning/error lines: under load / at shutdown', `${logLines('load')} / ${logLines('shutdown')} (${s.service_log.file})`],
    ['machine busy, mean / max of the 10 s samples (other work included)', `${s.machine.busy_percent_mean}% / ${s.machine.busy_percent_max}%; the bench's client ${s.machine.bench_client_cpu_percent_mean}% of a core`],
  );
  process.stdout.write(`${summary.toString()}\n`);
  const routes = new Table({ head: ['route', 'requests', '5xx', 'other non-2xx', 'p50 / p99 ms', `p99 first / last ${s.windows.p99_window_s} s`, 'change', 'p99 target'] });
  for (const [name, r] of Object.entries(s.routes)) {
    const other = Object.entries({ ...r.warmup_statuses, ...r.statuses }).filter(([code]) => !/^2\d\d$/.test(code) && !(Number(code) >= 500));
    routes.push([
      name, r.requests, r.status_5xx, other.length ? other.map(([code, n]) => `${code}: ${n}`).join(', ') : 0,
      `${r.latency_ms.p50} / ${r.latency_ms.p99}`, `${r.p99_first_ms ?? '-'} / ${r.p99_last_ms ?? '-'} (n ${r.requests_first} / ${r.requests_last})`,
      r.p99_change_percent === null ? '-' : `${r.p99_change_percent > 0 ? '+' : ''}${r.p99_change_percent}%`, met(r.p99_target_met),
    ]);
  }
  process.stdout.write(`${routes.toString()}\n`);
  const processes = new Table({ head: ['process', 'RSS MiB at start', `at ${s.windows.rss_growth_from_sample_at_s} s`, 'at end', 'peak', 'growth', 'RSS target'] });
  for (const [name, p] of Object.entries(s.processes)) {
    processes.push([name, p.rss_at_start_mib, p.rss_window_start_mib, p.rss_end_mib, p.rss_peak_mib, `${p.growth_percent > 0 ? '+' : ''}${p.growth_percent}%`, met(p.target_met)]);
  }
  process.stdout.write(`${processes.toString()}\n`);
  for (const [name, r] of Object.entries(s.routes)) {
    for (const f of r.failures) process.stdout.write(`${name} ${f.status || 'no response'} at ${f.at_s} s: ${f.body.slice(0, 300)}\n`);
  }
  for (const f of s.service_log.findings.slice(0, 10)) process.stdout.write(`log (${f.phase}): ${f.count} x [${f.service}] ${f.level} ${f.msg}\n`);
  process.stdout.write(`chart: ${file.replace(/\.json$/, '.png')}\n`);
}
if (results.traversal) {
  const t = results.traversal;
  const head = ['traversal', 'client', 'req/s', 'p50 ms', 'p99 ms', 'p99 target (1M triples)', 'failures', 'Oxigraph p50 / p99 ms', 'ratio p50 / p99'];
  const table = new Table({ head });
  t.tessera.forEach((q, i) => {
    const ox = t.oxigraph.queries[i];
    table.push([q.name, q.client, q.requests_per_second, q.latency_ms.p50, q.latency_ms.p99, q.target_p99_ms, q.failures,
      `${ox.latency_ms.p50} / ${ox.latency_ms.p99} (${ox.name})`, `${t.ratios[i].p50} / ${t.ratios[i].p99}`]);
  });
  process.stdout.write(`${t.triples} triples (ingest ${t.ingest.triples_per_second} triples/s); depth-2 out neighbourhood ${t.depth2_nodes.mean} entities on average (max ${t.depth2_nodes.max}); ${t.path_pairs} path pairs\n`);
  process.stdout.write(`${table.toString()}\n`);
}
if (results.scale_bench) {
  const { steps } = results.scale_bench;
  const names = steps[0].queries.map((q) => q.name);
  const table = new Table({ head: ['triples', 'ingest/s (>= 20k)', ...names.map((n) => `${n} p99 ms`), 'RSS MiB', 'disk B/triple', 'resolution P / R'] });
  for (const s of steps) {
    table.push([s.triples, s.ingest.triples_per_second, ...names.map((n) => s.queries.find((q) => q.name === n)?.p99_ms ?? '-'), s.rss_total_mib, s.disk_bytes_per_triple, `${s.resolution.precision} / ${s.resolution.recall}`]);
  }
  process.stdout.write(`${table.toString()}\nchart: ${file.replace(/\.json$/, '.png')}\n`);
}
process.stdout.write(`results: ${file}\n`);
