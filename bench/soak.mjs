// soak: a steady mixed load through the gateway for SOAK_MINUTES (default 30), to find leaks and drift rather than
// peak throughput. One paced client per route (each waits out the rest of its interval after a response), so the
// offered load stays the same however the system fares, and the client in this process leaves the cores to the system.
// Writes keep a rolling window: once keepTriples are stored, each new batch deletes the oldest one. Otherwise the
// store, the search service's vector graphs and every cache grow with the data, and RSS growth or a slower p99 could
// not tell a leak from a larger store.
import { readFileSync } from 'node:fs';
import { entityNames, makeTriples } from './ingest.mjs';
import { BENCH_KEY, percentile } from './system.mjs';

/** What the soak's system needs beyond startSystem's defaults: generation is limited to 10/min per key otherwise. */
export const SOAK_ENV = { RATE_LIMIT_GENERATION_PER_MINUTE: '100000000' };

const NAMES = 2000;
const BATCH = 50;
const TARGETS = { rss_growth_percent: 5, p99_drift_percent: 20 };
const SENTENCES = [
  'Marie Curie was born in Warsaw.',
  'Marie Curie was born in Warsaw. She discovered polonium and radium.',
  'Ada Lovelace worked with Charles Babbage.',
  'Paris is the capital of France.',
  'The Danube flows through Vienna.',
  'Alan Turing studied at Princeton University.',
  'Rosalind Franklin was born in London.',
  'Niels Bohr founded the Institute of Theoretical Physics in Copenhagen.',
  'Grace Hopper worked at Harvard University.',
  'Mount Kilimanjaro is located in Tanzania.',
];
const SEARCH_QUERIES = [
  'who was born in Warsaw', 'Ada Berg', 'people who work at an institute', 'Lakeside Museum of Silva', 'Marie Curie',
  'founded a foundation', 'Kenji Nakamura collaborated with', 'university in Northfield', 'mentored by Elena', 'Grace Hopper',
];
const ENTITY_SEARCHES = ['Berg', 'Nakamura', 'Institute', 'Lakeside', 'Silva', 'Museum', 'Currie', 'Elena Ros', 'Okafor', 'Hana'];
const PREDICATES = ['knows', 'works_at', 'born_in', 'lives_in', 'studied_at', 'collaborated_with', 'mentored', 'founded'];

const headers = { Authorization: `Bearer ${BENCH_KEY}`, 'Content-Type': 'application/json' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Busy and total jiffies of the whole machine, from /proc/stat (null where there is none). */
function machineTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3] - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

async function expectOk(res, what) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** The bench key's account, granted enough credits for every generation call the run can make (2 cents each). */
async function grantCredits(system, cents) {
  const admin = { Authorization: `Bearer ${system.adminToken}`, 'Content-Type': 'application/json' };
  const accounts = await expectOk(await fetch(`${system.url}/admin/accounts?name=default`, { headers: admin }), 'find the bench account');
  await expectOk(
    await fetch(`${system.url}/admin/accounts/${accounts.data[0].id}/credits`, { method: 'POST', headers: admin, body: JSON.stringify({ cents, note: 'soak bench' }) }),
    'grant credits',
  );
}

class Recorder {
  /** origin: when the measured run starts (performance.now() milliseconds). */
  constructor(origin) {
    this.routes = new Map();
    this.origin = origin;
  }

  route(name) {
    if (!this.routes.has(name)) this.routes.set(name, { samples: [], statuses: {}, warmupStatuses: {}, failures: [] });
    return this.routes.get(name);
  }

  /** Seconds since the measured run started (negative during the warm-up, which is not recorded). */
  now() {
    return (performance.now() - this.origin) / 1000;
  }

  /** Sends one request and records its latency and status; the parsed body of a 2xx comes back (null otherwise). */
  async send(name, path, init = {}) {
    const t0 = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await fetch(path, { ...init, headers: { ...headers, ...init.headers } });
      status = res.status;
      text = await res.text();
    } catch (error) {
      text = String(error.cause ?? error);
    }
    const ms = performance.now() - t0;
    const t = (t0 - this.origin) / 1000;
    const route = this.route(name);
    // The warm-up's latencies are left out, not its statuses: a 5xx is a finding whenever it happens.
    const statuses = t < 0 ? route.warmupStatuses : route.statuses;
    if (t >= 0) route.samples.push([t, ms]);
    if (status === 0) statuses.network_error = (statuses.network_error ?? 0) + 1;
    else statuses[status] = (statuses[status] ?? 0) + 1;
    // Every failure is reported with what came back: the first 5 bodies of each status (0: no response).
    if ((status < 200 || status >= 300) && route.failures.filter((f) => f.status === status).length < 5) {
      route.failures.push({ at_s: Math.round(t * 10) / 10, status, body: text.slice(0, 2000) });
    }
    return status >= 200 && status < 300 ? JSON.parse(text) : null;
  }
}

/** One client: `step` every `intervalMs` (or back to back when a step takes longer) until `until` (ms, performance.now). */
async function paced(intervalMs, until, step) {
  for (let i = 0; performance.now() < until; i++) {
    const t0 = performance.now();
    await step(i);
    await sleep(Math.max(0, intervalMs - (performance.now() - t0)));
  }
}

function summarise(samples) {
  const ms = samples.map(([, v]) => v).sort((a, b) => a - b);
  const round = (v) => (v === undefined ? null : Math.round(v * 10) / 10);
  return { requests: ms.length, p50: round(percentile(ms, 50)), p99: round(percentile(ms, 99)), max: round(ms.at(-1)) };
}

/**
 * Runs the soak on a started system (with SOAK_ENV). minutes: the measured run; warmupSeconds of the same load come
 * first, unmeasured (compiled code, caches, connection pools).
 */
export async function soak(system, { minutes = 30, warmupSeconds = 30, keepTriples = 4000 } = {}) {
  const url = system.url;
  const names = entityNames(NAMES);
  // Ten triples a name, in an order that touches every name every 2,000 triples; a triple comes round again only
  // after the rolling window has deleted its earlier copy.
  const triples = makeTriples(NAMES * 10, names, 7);
  const runId = Date.now().toString(36);
  const writeEveryMs = 2000;
  const generateEveryMs = 2000;
  await grantCredits(system, Math.min(100_000_000, Math.ceil(((minutes * 60 + warmupSeconds) * 1000) / generateEveryMs) * 2 * 2 + 100));
  const index = (await expectOk(await fetch(`${url}/api/indexes`, { headers }), 'list indexes')).data[0].id;

  // Seed: one triple per name, so the reads have entities to ask for from the start.
  process.stderr.write(`soak: seeding ${NAMES} triples...\n`);
  const stored = []; // id lists of the stored batches, oldest first: the rolling window
  let storedCount = 0;
  for (let i = 0; i < NAMES; i += BATCH) {
    const body = JSON.stringify({ triples: triples.slice(i, i + BATCH) });
    const created = await expectOk(await fetch(`${url}/api/triples`, { method: 'POST', headers, body }), 'seed');
    stored.push(created.data.map((t) => t.id));
    storedCount += created.data.length;
  }
  const entityIds = [];
  for (let offset = 0; entityIds.length < NAMES; offset += 500) {
    const page = await expectOk(await fetch(`${url}/api/entities?limit=500&offset=${offset}`, { headers }), 'list entities');
    if (page.data.length === 0) break;
    entityIds.push(...page.data.map((e) => e.id));
  }

  const recorder = new Recorder(performance.now() + warmupSeconds * 1000);
  const until = recorder.origin + minutes * 60_000;
  const rss = [];
  // With each RSS sample, how busy the whole machine was since the last one (the bench's own client apart): the
  // machine is shared, and a p99 that rises with it is someone else's load, not drift.
  let lastCpu = { machine: machineTicks(), bench: process.cpuUsage(), at: performance.now() };
  const sampleRss = () => {
    const t = recorder.now();
    if (t < 0) return;
    const now = { machine: machineTicks(), bench: process.cpuUsage(), at: performance.now() };
    const ticks = now.machine && lastCpu.machine ? Math.max(1, now.machine.total - lastCpu.machine.total) : null;
    const benchMicros = now.bench.user + now.bench.system - lastCpu.bench.user - lastCpu.bench.system;
    rss.push({
      t: Math.round(t * 10) / 10,
      mib: system.rss(),
      machine_busy_percent: ticks ? Math.round(((now.machine.busy - lastCpu.machine.busy) / ticks) * 100) : null,
      bench_client_cpu_percent: Math.round((benchMicros / 10 / (now.at - lastCpu.at)) * 10) / 10, // % of one core
    });
    lastCpu = now;
  };
  // The first sample at the measured start, then one every 10 s.
  let sampler;
  const firstSample = setTimeout(() => {
    sampleRss();
    sampler = setInterval(sampleRss, 10_000);
  }, warmupSeconds * 1000);

  let nextTriple = NAMES;
  let storedNow = storedCount;
  process.stderr.write(`soak: ${warmupSeconds} s warm-up, then ${minutes} min measured...\n`);
  const progress = setInterval(() => {
    const t = recorder.now();
    if (t > 0) process.stderr.write(`  soak: ${Math.floor(t / 60)} min ${Math.round(t % 60)} s, ${[...recorder.routes.values()].reduce((n, r) => n + r.samples.length, 0)} requests, ${storedNow} triples stored\n`);
  }, 60_000);
  await Promise.all([
    paced(writeEveryMs, until, async (i) => {
      const batch = [];
      for (let k = 0; k < BATCH; k++) batch.push(triples[nextTriple++ % triples.length]);
      const created = await recorder.send('POST /api/triples', `${url}/api/triples`, {
        method: 'POST', headers: { 'Idempotency-Key': `soak-${runId}-${i}` }, body: JSON.stringify({ triples: batch }),
      });
      if (created) {
        stored.push(created.data.map((t) => t.id));
        storedNow += created.data.length;
      }
      while (storedNow > keepTriples && stored.length > 1) {
        const ids = stored.shift();
        const deleted = await recorder.send('DELETE /api/triples', `${url}/api/triples`, { method: 'DELETE', body: JSON.stringify({ ids }) });
        if (!deleted) {
          stored.unshift(ids); // tried again after the next write
          break;
        }
        storedNow -= ids.length;
      }
    }),
    paced(200, until, (i) => recorder.send('GET /api/triples?subject_entity_id=', `${url}/api/triples?subject_entity_id=${entityIds[(i * 7) % entityIds.length]}`)),
    paced(250, until, (i) => recorder.send('GET /api/triples?predicate=&limit=50', `${url}/api/triples?predicate=${PREDICATES[i % PREDICATES.length]}&limit=50`)),
    paced(333, until, (i) => recorder.send('GET /api/entities?search=', `${url}/api/entities?search=${encodeURIComponent(ENTITY_SEARCHES[i % ENTITY_SEARCHES.length])}&limit=20`)),
    paced(500, until, (i) => recorder.send('POST /api/search', `${url}/api/search`, {
      method: 'POST', body: JSON.stringify({ query: SEARCH_QUERIES[i % SEARCH_QUERIES.length], limit: 10 }),
    })),
    paced(generateEveryMs, until, async (i) => {
      const generated = await recorder.send('POST /api/triples/generate', `${url}/api/triples/generate`, {
        method: 'POST', body: JSON.stringify({ query: SENTENCES[i % SENTENCES.length], index_id: index, web_search: false, create_graph: false }),
      });
      // Generated triples are stored too: they join the rolling window like a written batch.
      if (generated?.data?.length) {
        stored.push(generated.data.map((t) => t.id));
        storedNow += generated.data.length;
      }
    }),
  ]);
  clearTimeout(firstSample);
  clearInterval(sampler);
  clearInterval(progress);
  sampleRss();
  return { ...report({ minutes, warmupSeconds, keepTriples, storedNow, recorder, rss }), load_ended_at: new Date().toISOString() };
}

function report({ minutes, warmupSeconds, keepTriples, storedNow, recorder, rss }) {
  const runSeconds = rss.at(-1).t;
  // The targets are stated for 30 minutes (growth over the last 20, p99 of the first and last 5); a shorter run
  // compares the last two thirds and the first and last fifths instead.
  const growthWindow = Math.min(20 * 60, (runSeconds * 2) / 3);
  const driftWindow = Math.min(5 * 60, runSeconds / 5);
  const bucket = runSeconds >= 600 ? 60 : 10; // a chart of a few minutes needs more than a few points

  const reference = rss.reduce((best, s) => (Math.abs(s.t - (runSeconds - growthWindow)) < Math.abs(best.t - (runSeconds - growthWindow)) ? s : best));
  const last = rss.at(-1);
  const processes = {};
  for (const name of Object.keys(last.mib)) {
    const from = reference.mib[name];
    const growth = from ? Math.round(((last.mib[name] - from) / from) * 1000) / 10 : null;
    processes[name] = {
      rss_at_start_mib: rss[0].mib[name] ?? null,
      rss_window_start_mib: from ?? null,
      rss_end_mib: last.mib[name],
      rss_peak_mib: Math.max(...rss.map((s) => s.mib[name] ?? 0)),
      growth_percent: growth,
      target_met: growth !== null && growth <= TARGETS.rss_growth_percent,
    };
  }

  const count = (statuses, keep) => Object.entries(statuses).filter(([s]) => keep(s)).reduce((n, [, c]) => n + c, 0);
  const is5xx = (s) => Number(s) >= 500;
  const isOther = (s) => s !== 'network_error' && !is5xx(s) && !/^2\d\d$/.test(s);
  const isNetwork = (s) => s === 'network_error';
  const routes = {};
  for (const [name, route] of recorder.routes) {
    const first = summarise(route.samples.filter(([t]) => t < driftWindow));
    const lastPart = summarise(route.samples.filter(([t]) => t >= runSeconds - driftWindow));
    const perBucket = [];
    for (const sample of route.samples) (perBucket[Math.floor(sample[0] / bucket)] ??= []).push(sample);
    // No comparison for a route absent from a window (deletes start once the rolling window is full).
    const drift = first.p99 && lastPart.p99 ? Math.round(((lastPart.p99 - first.p99) / first.p99) * 1000) / 10 : null;
    routes[name] = {
      requests: route.samples.length,
      statuses: route.statuses,
      warmup_statuses: route.warmupStatuses,
      status_5xx: count(route.statuses, is5xx) + count(route.warmupStatuses, is5xx),
      other_non_2xx: count(route.statuses, isOther) + count(route.warmupStatuses, isOther),
      network_errors: count(route.statuses, isNetwork) + count(route.warmupStatuses, isNetwork),
      failures: route.failures,
      latency_ms: summarise(route.samples),
      p99_first_ms: first.p99, p99_last_ms: lastPart.p99, requests_first: first.requests, requests_last: lastPart.requests,
      p99_change_percent: drift,
      p99_target_met: drift === null ? null : drift <= TARGETS.p99_drift_percent,
      per_bucket: perBucket.map((samples, i) => ({ from_s: i * bucket, ...summarise(samples ?? []) })).filter((b) => b.requests > 0),
    };
  }
  const busy = rss.slice(1).map((x) => x.machine_busy_percent).filter((v) => v !== null);
  const machine = {
    busy_percent_mean: busy.length ? Math.round(busy.reduce((a, b) => a + b, 0) / busy.length) : null,
    busy_percent_max: busy.length ? Math.max(...busy) : null,
    bench_client_cpu_percent_mean: Math.round((rss.slice(1).reduce((a, x) => a + x.bench_client_cpu_percent, 0) / Math.max(1, rss.length - 1)) * 10) / 10,
  };
  const total5xx = Object.values(routes).reduce((n, r) => n + r.status_5xx, 0);
  const totalOther = Object.values(routes).reduce((n, r) => n + r.other_non_2xx, 0);
  const totalNetwork = Object.values(routes).reduce((n, r) => n + r.network_errors, 0);
  return {
    minutes,
    seconds_measured: Math.round(runSeconds),
    warmup_seconds: warmupSeconds,
    rolling_window_triples: keepTriples,
    triples_stored_at_end: storedNow,
    windows: {
      rss_growth_over_s: Math.round(growthWindow),
      rss_growth_from_sample_at_s: reference.t,
      rss_growth_window: growthWindow === 20 * 60 ? 'last 20 minutes' : 'last two thirds of the run (shorter than 30 minutes)',
      p99_window_s: Math.round(driftWindow),
      p99_window: driftWindow === 5 * 60 ? 'first 5 minutes vs last 5 minutes' : 'first fifth vs last fifth of the run (shorter than 25 minutes)',
      bucket_s: bucket,
    },
    targets: TARGETS,
    verdicts: {
      no_5xx: total5xx === 0,
      no_network_errors: totalNetwork === 0,
      rss_growth: Object.values(processes).every((p) => p.target_met),
      p99_drift: Object.values(routes).every((r) => r.p99_target_met !== false),
    },
    status_5xx: total5xx,
    other_non_2xx: totalOther,
    network_errors: totalNetwork,
    machine,
    routes,
    processes,
    rss_samples: rss,
  };
}

/**
 * Warnings and errors in the services' output (start.mjs prefixes each service's line with [service]; pino levels 40
 * warn, 50 error, 60 fatal), counted by service, level, message and phase (during the load, or after loadEndedAt:
 * the shutdown), with the first line of each kind kept.
 */
export function serviceLogFindings(file, loadEndedAt) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { file, findings: [] };
  }
  const kinds = new Map();
  let phase = 'load';
  for (const line of text.split('\n')) {
    const match = /^\[(\w+)\] (.*)$/.exec(line);
    if (!match) continue; // start.mjs's own "ready" line
    const [, service, rest] = match;
    let level = 'text';
    let msg = rest;
    try {
      const entry = JSON.parse(rest);
      level = { 40: 'warn', 50: 'error', 60: 'fatal' }[entry.level] ?? String(entry.level);
      msg = entry.msg ?? entry.err?.message ?? '';
      if (entry.time && loadEndedAt) phase = entry.time >= loadEndedAt ? 'shutdown' : 'load';
    } catch {
      // not JSON: a stack trace or a message written without the logger, in the phase of the line before
    }
    const key = [service, level, phase, msg.slice(0, 200)].join('\u0000');
    const kind = kinds.get(key) ?? { service, level, phase, msg: msg.slice(0, 200), count: 0, first: line.slice(0, 2000) };
    kind.count += 1;
    kinds.set(key, kind);
  }
  return { file, findings: [...kinds.values()].sort((a, b) => b.count - a.count) };
}

/** The chart's two panels: RSS per process over time, p99 per route per bucket over time. */
export function soakChartPanels(result) {
  const bucketLabel = result.windows.bucket_s === 60 ? 'minute' : `${result.windows.bucket_s} s`;
  return [
    {
      title: 'RSS (MiB) per process',
      x: 'minutes', y: 'RSS (MiB)', zero: false,
      points: result.rss_samples.flatMap((s) => Object.entries(s.mib).map(([series, mib]) => ({ x: s.t / 60, y: mib, series }))),
    },
    {
      title: `p99 latency (ms) per route, per ${bucketLabel}`,
      x: 'minutes', y: 'p99 (ms, log scale)', log: true,
      points: Object.entries(result.routes).flatMap(([series, r]) =>
        r.per_bucket.map((b) => ({ x: (b.from_s + result.windows.bucket_s / 2) / 60, y: b.p99, series }))),
    },
  ];
}
