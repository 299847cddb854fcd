// scale: ingests SCALE_TRIPLES (default 10M) generated triples over SCALE_ENTITIES (default 1M) true entities through
// the gateway from 4 clients, and after every SCALE_STEP (default 1M) triples measures: that step's ingest throughput,
// p50/p99 of every list query at 32 connections, each process's RSS, the data directory's size on disk, and how well
// resolution turned the names (some written as variants) back into their true entities.
import { execFileSync } from 'node:child_process';
import { drive } from './load.mjs';
import { pairwiseQuality, ScaleData } from './scale-data.mjs';
import { BENCH_KEY, percentile } from './system.mjs';

const headers = { Authorization: `Bearer ${BENCH_KEY}`, 'Content-Type': 'application/json' };

async function expectOk(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Bytes under `dir` (du: what the files take on disk, WAL and indexes included). */
function diskBytes(dir) {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split(/\s/)[0]);
}

/**
 * The list queries of the issue, each a rotation of paths built from what was stored (ids seen in responses, names,
 * words that occur in many triples), so that no single cached row answers them.
 */
function listQueries(sample, indexId, graphId) {
  const { names } = sample;
  const typos = names.map((name) => name.replace(/([aeiou])/, '$1$1'));
  return [
    ['subject_entity_id', sample.subjects.map((id) => `/api/triples?subject_entity_id=${id}`)],
    ['object_entity_id', sample.objects.map((id) => `/api/triples?object_entity_id=${id}`)],
    ['predicate&limit=50', ['knows', 'works_at', 'born_in', 'founded', 'member_of', 'authored', 'owns', 'visited'].map((p) => `/api/triples?predicate=${p}&limit=50`)],
    ['search= (triples, full text)', ['Institute', 'Berg', 'Falcon', 'Garden', 'Silva', 'Museum', 'knows', 'Medicine'].map((w) => `/api/triples?search=${w}&limit=50`)],
    ['entities?search= (fuzzy)', typos.map((t) => `/api/entities?search=${encodeURIComponent(t)}&limit=20`)],
    ['entities?search=&exact=true', names.map((n) => `/api/entities?search=${encodeURIComponent(n)}&exact=true&limit=20`)],
    ['index_id&limit=50', [`/api/triples?index_id=${indexId}&limit=50`]],
    ['graph_id&limit=50', [`/api/triples?graph_id=${graphId}&limit=50`]],
    ['predicate&offset=9000 (deep)', ['knows', 'works_at', 'founded', 'owns'].map((p) => `/api/triples?predicate=${p}&offset=9000&limit=50`)],
  ];
}

export async function scale(system, { triples = 10_000_000, entities = 1_000_000, step = 1_000_000, clients = 4, batch = 500, querySeconds = 10, seed = 7 } = {}) {
  const data = new ScaleData({ entities, seed });
  const indexId = (await expectOk(await fetch(`${system.url}/api/indexes`, { headers }), 'list indexes')).data[0].id;
  const graph = await expectOk(
    await fetch(`${system.url}/api/graphs`, { method: 'POST', headers, body: JSON.stringify({ name: 'scale bench', description: 'every tenth batch', index_id: indexId }) }),
    'create a graph',
  );
  // Every distinct surface form: its true entity and the entity it resolved to (a form always resolves alike).
  const forms = new Map();
  const sample = {};
  const steps = [];
  for (let from = 0; from < triples; from += step) {
    const to = Math.min(triples, from + step);
    // Bodies and their truths are made before the clock starts: the client shares the two cores with the system.
    const bodies = [];
    for (let n = from; n < to; n += batch) {
      const made = [];
      for (let k = n; k < Math.min(to, n + batch); k++) made.push(data.triple(k));
      const graphPart = (n / batch) % 10 === 0 ? { graph_id: graph.data.id } : {};
      bodies.push({ body: JSON.stringify({ triples: made.map((m) => m.triple), index_id: indexId, ...graphPart }), made });
    }
    process.stderr.write(`scale: ingesting ${from}..${to}\n`);
    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < bodies.length) {
          const { body, made } = bodies[next++];
          const t0 = performance.now();
          const res = await fetch(`${system.url}/api/triples`, { method: 'POST', headers, body });
          if (res.status !== 200) throw new Error(`ingest failed: ${res.status} ${await res.text()}`);
          const stored = (await res.json()).data;
          latencies.push(performance.now() - t0);
          for (let i = 0; i < stored.length; i++) {
            const { triple, truth } = made[i];
            forms.set(triple.subject, { truth: truth.subject, entity: stored[i].subject_entity_id });
            if (truth.object !== null) forms.set(triple.object, { truth: truth.object, entity: stored[i].object_entity_id });
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rss = system.rss();
    const disk = diskBytes(system.dataDir);
    // Ids and names to ask for: spread over everything stored so far (subjects swept the entities in order first).
    const known = Math.min(to, entities);
    const spread = (count, offset) => Array.from({ length: Math.min(count, known) }, (_, j) => Math.floor(((j + offset) * known) / Math.min(count, known)) % known);
    sample.names = spread(200, 0.5).map((i) => data.name(i));
    const ids = (list) => list.map((i) => forms.get(data.name(i))?.entity).filter(Boolean);
    sample.subjects = ids(spread(2000, 0));
    sample.objects = ids(spread(2000, 0.37));
    process.stderr.write(`scale: ${to} triples stored, ${Math.round((to - from) / seconds)}/s; measuring queries...\n`);
    const queries = [];
    for (const [name, paths] of listQueries(sample, indexId, graph.data.id)) {
      const result = await drive(system.url, paths.map((path) => ({ method: 'GET', path })), { headers: { Authorization: headers.Authorization }, connections: 32, duration: querySeconds, warmup: 2 });
      queries.push({ name, ...result });
    }
    const sorted = latencies.sort((a, b) => a - b);
    const quality = pairwiseQuality(forms);
    steps.push({
      triples: to,
      ingest: { triples_per_second: Math.round((to - from) / seconds), seconds: Math.round(seconds * 10) / 10, batch_ms: { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) } },
      queries: queries.map((q) => ({ name: q.name, client: q.client, requests_per_second: q.requests_per_second, p50_ms: q.latency_ms.p50, p99_ms: q.latency_ms.p99, failures: q.failures })),
      rss_mib: rss,
      rss_total_mib: Object.values(rss).reduce((a, b) => a + b, 0),
      disk_bytes: disk,
      disk_bytes_per_triple: Math.round(disk / to),
      resolution: { ...quality, precision: round4(quality.precision), recall: round4(quality.recall) },
    });
    const last = steps.at(-1);
    process.stderr.write(`scale: ${to}: ${last.ingest.triples_per_second} triples/s, RSS ${last.rss_total_mib} MiB, ${last.disk_bytes_per_triple} B/triple on disk, resolution P ${last.resolution.precision} R ${last.resolution.recall}\n`);
  }
  return { triples, entities, step, clients, batch, seed, variant_rate: data.variantRate, steps };
}

const round4 = (x) => Math.round(x * 10_000) / 10_000;

/** Chart panels: ingest per step, p99 of each query, RSS per process, disk per triple; all against triples stored. */
export function scaleChartPanels(result) {
  const x = (s) => s.triples / 1e6;
  return [
    { title: 'ingest throughput of each step', x: 'triples stored (millions)', y: 'triples/s', points: result.steps.map((s) => ({ x: x(s), y: s.ingest.triples_per_second, series: 'POST /api/triples' })) },
    { title: 'list queries, p99 at 32 connections', x: 'triples stored (millions)', y: 'ms', log: true, points: result.steps.flatMap((s) => s.queries.map((q) => ({ x: x(s), y: q.p99_ms, series: q.name }))) },
    { title: 'resident memory', x: 'triples stored (millions)', y: 'MiB', points: result.steps.flatMap((s) => Object.entries(s.rss_mib).map(([name, mib]) => ({ x: x(s), y: mib, series: name }))) },
    { title: 'disk per triple (every index included)', x: 'triples stored (millions)', y: 'bytes', points: result.steps.map((s) => ({ x: x(s), y: s.disk_bytes_per_triple, series: 'data directory' })) },
  ];
}
