#!/usr/bin/env node
// npm run chaos: crash-tests the whole system as a user runs it (scripts/start.mjs, embedded mode). Four clients
// ingest CHAOS_TRIPLES triples (default 100k) in batches with an Idempotency-Key each, retrying every batch until it is
// acknowledged (as a client following the protocol does: Retry-After on 409/429/503, backoff on refused connections).
// Meanwhile each service is SIGKILLed in turn, then the whole process group, which is started again like a user would.
// Reports acknowledged triples lost, duplicates, 5xx outside the outage windows, 409s that never resolved, the time
// from each kill until writes succeed again, and whether search indexed everything written before each crash.
// Writes bench-results/chaos-<timestamp>.json and prints a table.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Table from 'cli-table3';
import { BENCH_KEY, freePort, percentile } from './system.mjs';

const root = new URL('..', import.meta.url).pathname;
const TOTAL = Number(process.env.CHAOS_TRIPLES ?? 100_000);
const BATCH = 200;
const CLIENTS = 4;
/** Triples a second the clients offer together: slow enough that the load outlasts every kill and restart. */
const RATE = Number(process.env.CHAOS_RATE ?? 800);
const INTERVAL_MS = Number(process.env.CHAOS_INTERVAL_S ?? 10) * 1000;
/** A batch still unacknowledged this long after its first attempt counts as never resolved. */
const BATCH_DEADLINE_MS = 180_000;
const SEARCH_WAIT_MS = Number(process.env.CHAOS_SEARCH_WAIT_S ?? 1800) * 1000;
/** After writes succeed again, responses this much later still count as the outage (requests already in flight). */
const OUTAGE_GRACE_MS = 2000;
const ADMIN_TOKEN = 'chaos-admin-token-0123456789';
const NAMES = 2000;
const TARGETS = ['triples', 'entities', 'search', 'generation', 'gateway', 'whole group'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => process.stderr.write(`[chaos] ${line}\n`);

// --- the system under test -------------------------------------------------------------------------------------

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-chaos-'));
const logFile = join(dataDir, 'services.log');
const services = createWriteStream(logFile);
const ports = { gateway: await freePort(), triples: await freePort(), entities: await freePort(), search: await freePort(), generation: await freePort() };
const env = {
  ...process.env, DATA_DIR: dataDir, PORT: String(ports.gateway), LOG_LEVEL: 'warn', KG_BOOTSTRAP_API_KEY: BENCH_KEY,
  KG_ADMIN_TOKEN: ADMIN_TOKEN, RATE_LIMIT_STANDARD_PER_MINUTE: '100000000', REDIS_URL: '', MONGODB_URL: '', ELASTICSEARCH_URL: '',
};
for (const service of ['triples', 'entities', 'search', 'generation']) {
  env[`${service.toUpperCase()}_GRPC_PORT`] = String(ports[service]);
  env[`${service.toUpperCase()}_GRPC_ADDR`] = `127.0.0.1:${ports[service]}`;
}
const url = `http://127.0.0.1:${ports.gateway}`;
let supervisor;

/** scripts/start.mjs as the leader of its own process group, as a terminal runs `npm start`. */
async function startSupervisor() {
  supervisor = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  supervisor.stdout.pipe(services, { end: false });
  supervisor.stderr.pipe(services, { end: false });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`the system did not become ready; see ${logFile}`);
}

/** The pid of a service's main process among the supervisor's children (from /proc). */
function servicePid(name) {
  const pid = supervisor.pid;
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean));
  for (const child of children) {
    const args = readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ');
    if (args.includes(join('services', name, 'dist', 'main.js'))) return Number(child);
  }
  throw new Error(`no ${name} process under the supervisor`);
}

// --- the load ----------------------------------------------------------------------------------------------------

const batches = Math.ceil(TOTAL / BATCH);
const SYLLABLES = ['ka', 'lo', 'mi', 'ru', 'te', 'sa', 'no', 'pi', 've', 'du', 'zo', 'fa', 'gi', 'he', 'bu', 'ro'];
/** A made-up word per batch (four syllables from its number). */
const codeword = (b) => Array.from({ length: 4 }, (_, k) => SYLLABLES[(b >> (4 * k)) & 15]).join('');
const batchSize = (b) => Math.min(BATCH, TOTAL - b * BATCH);
const acknowledgedTriples = () => [...acknowledged.keys()].reduce((sum, b) => sum + batchSize(b), 0);
/** Each triple's source is unique: the verification counts triples by it. */
function batchBody(b) {
  return {
    triples: Array.from({ length: batchSize(b) }, (_, i) => {
      const n = b * BATCH + i;
      const entityObject = n % 3 === 0;
      // The second triple of each batch says something no other does, so a search for it can only find it.
      if (i === 1) return { subject: `Chaos Person ${(n * 7919) % NAMES}`, predicate: 'nicknamed', object: codeword(b), object_type: 'literal', source: `urn:chaos:${b}:${i}` };
      return {
        subject: `Chaos Person ${(n * 7919) % NAMES}`,
        predicate: ['knows', 'works_at', 'lives_in', 'wrote'][n % 4],
        object: entityObject ? `Chaos Place ${(n * 104729) % NAMES}` : `note ${n}`,
        object_type: entityObject ? 'entity' : 'literal',
        source: `urn:chaos:${b}:${i}`,
      };
    }),
  };
}

const responses = []; // { at, status, replayed }
const acknowledged = new Map(); // batch -> { at, ids }
const unresolved = []; // batches never acknowledged, with their last status
let next = 0;
let paceAt = Date.now();

async function post(b, body) {
  const started = Date.now();
  try {
    const response = await fetch(`${url}/api/triples`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${BENCH_KEY}`, 'Content-Type': 'application/json', 'Idempotency-Key': `chaos-${b}` },
      body,
      signal: AbortSignal.timeout(150_000),
    });
    const text = await response.text();
    const entry = { at: Date.now(), started, status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true' };
    responses.push(entry);
    return { ...entry, retryAfter: Number(response.headers.get('retry-after') ?? 0), text };
  } catch (error) {
    const entry = { at: Date.now(), started, status: 0, error: String(error.cause?.code ?? error.name) };
    responses.push(entry);
    return entry;
  }
}

async function client() {
  for (;;) {
    const b = next++;
    if (b >= batches) return;
    // Pacing: the clients together offer RATE triples a second.
    paceAt = Math.max(paceAt + (BATCH / RATE) * 1000, Date.now());
    await sleep(paceAt - Date.now());
    const body = JSON.stringify(batchBody(b));
    const first = Date.now();
    let backoff = 200;
    for (;;) {
      const answer = await post(b, body);
      if (answer.status === 200) {
        acknowledged.set(b, { at: answer.at, ids: JSON.parse(answer.text).data.map((t) => t.id) });
        break;
      }
      if (Date.now() - first > BATCH_DEADLINE_MS) {
        unresolved.push({ batch: b, lastStatus: answer.status, lastError: answer.error ?? answer.text?.slice(0, 200) });
        break;
      }
      if (answer.status >= 400 && answer.status < 500 && ![409, 429].includes(answer.status)) {
        throw new Error(`batch ${b}: ${answer.status} ${answer.text}`);
      }
      const wait = answer.retryAfter ? answer.retryAfter * 1000 : backoff;
      backoff = Math.min(backoff * 2, 2000);
      await sleep(wait);
    }
  }
}

// --- the crashes -------------------------------------------------------------------------------------------------

const kills = []; // { target, at, recoveredAt, ackedBefore, lastBatchBefore }

async function recovery(since) {
  const deadline = since + 300_000;
  while (Date.now() < deadline) {
    const ok = responses.find((r) => r.status === 200 && !r.replayed && r.started > since);
    if (ok) return ok.at;
    await sleep(100);
  }
  return null;
}

const loadDone = { value: false };
async function chaos() {
  for (const target of TARGETS) {
    await sleep(INTERVAL_MS);
    if (loadDone.value) {
      log(`the load ended before ${target} was killed`);
      return;
    }
    const lastBatchBefore = [...acknowledged.keys()].reduce((a, b) => Math.max(a, b), -1);
    const kill = { target, at: Date.now(), ackedBefore: acknowledgedTriples(), lastBatchBefore };
    if (target === 'whole group') {
      log('kill -9 of the whole process group; starting it again');
      process.kill(-supervisor.pid, 'SIGKILL');
      await new Promise((resolve) => (supervisor.exitCode !== null || supervisor.signalCode !== null ? resolve() : supervisor.once('exit', resolve)));
      await startSupervisor();
    } else {
      log(`kill -9 ${target}`);
      process.kill(servicePid(target), 'SIGKILL');
    }
    kill.recoveredAt = await recovery(kill.at);
    log(`${target}: writes succeed again after ${kill.recoveredAt ? kill.recoveredAt - kill.at : 'never'} ms`);
    kills.push(kill);
  }
}

// --- verification ------------------------------------------------------------------------------------------------

async function api(path, init = {}) {
  const response = await fetch(`${url}${path}`, { ...init, headers: { Authorization: `Bearer ${BENCH_KEY}`, 'Content-Type': 'application/json', ...init.headers } });
  return { status: response.status, body: await response.json() };
}

/** Every stored triple's source, by paging the account's triples. */
async function storedSources() {
  const counts = new Map();
  for (let offset = 0; ; offset += 500) {
    const { status, body } = await api(`/api/triples?limit=500&offset=${offset}`);
    if (status !== 200) throw new Error(`listing triples: ${status} ${JSON.stringify(body)}`);
    for (const triple of body.data) counts.set(triple.source, (counts.get(triple.source) ?? 0) + 1);
    if (body.data.length < 500) return counts;
  }
}

async function waitForIndexing(expected) {
  const started = Date.now();
  let status;
  while (Date.now() - started < SEARCH_WAIT_MS) {
    const answer = await api('/admin/search/status', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    status = answer.body.data;
    if (answer.status === 200 && status.events_pending === 0 && status.triples_indexed >= expected) break;
    await sleep(2000);
  }
  return { ...status, waited_s: Math.round((Date.now() - started) / 1000) };
}

/** Semantic search finds a triple of the last batch acknowledged before the crash. */
async function searchable(kill) {
  if (kill.lastBatchBefore < 0) return null;
  const triple = batchBody(kill.lastBatchBefore).triples[1];
  const id = acknowledged.get(kill.lastBatchBefore).ids[1];
  const { body } = await api('/api/search', { method: 'POST', body: JSON.stringify({ query: triple.object, types: ['triples'], limit: 10 }) });
  return (body.data?.triples ?? []).some((result) => result.id === id);
}

// --- run ---------------------------------------------------------------------------------------------------------

log(`starting the system (data in ${dataDir}, services' output in ${logFile})`);
await startSupervisor();
const loadStarted = Date.now();
log(`ingesting ${TOTAL} triples in ${batches} batches of ${BATCH} from ${CLIENTS} clients at ~${RATE} triples/s`);
const chaosRun = chaos();
await Promise.all(Array.from({ length: CLIENTS }, client));
loadDone.value = true;
await chaosRun;
const loadSeconds = (Date.now() - loadStarted) / 1000;

log('verifying what is stored');
const sources = await storedSources();
let lost = 0;
let duplicates = 0;
for (const b of acknowledged.keys()) {
  for (const triple of batchBody(b).triples) {
    const n = sources.get(triple.source) ?? 0;
    if (n === 0) lost++;
    if (n > 1) duplicates += n - 1;
  }
}
const storedTotal = [...sources.values()].reduce((a, b) => a + b, 0);
log('waiting for search to index everything');
const indexing = await waitForIndexing(storedTotal);
for (const kill of kills) kill.searchFindsLastWriteBefore = await searchable(kill);

const windows = kills.map((k) => [k.at, (k.recoveredAt ?? Infinity) + OUTAGE_GRACE_MS]);
const inOutage = (r) => windows.some(([from, to]) => r.at >= from && r.started <= to);
const outside5xx = responses.filter((r) => r.status >= 500 && !inOutage(r));
const byStatus = {};
for (const r of responses) byStatus[r.status === 0 ? `network (${r.error})` : r.status] = (byStatus[r.status === 0 ? `network (${r.error})` : r.status] ?? 0) + 1;

const results = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  config: { triples: TOTAL, batch: BATCH, clients: CLIENTS, rate: RATE, interval_s: INTERVAL_MS / 1000 },
  load_seconds: Math.round(loadSeconds),
  acknowledged_triples: acknowledgedTriples(),
  stored_triples: storedTotal,
  lost_acknowledged: lost,
  duplicates,
  responses_by_status: byStatus,
  status_500: responses.filter((r) => r.status === 500).length,
  '5xx_outside_outages': outside5xx.length,
  unresolved_409: unresolved.filter((u) => u.lastStatus === 409).length,
  unresolved_batches: unresolved,
  kills: kills.map((k) => ({
    target: k.target,
    recovery_ms: k.recoveredAt ? k.recoveredAt - k.at : null,
    triples_acknowledged_before: k.ackedBefore,
    search_finds_last_write_before: k.searchFindsLastWriteBefore,
  })),
  search: { ...indexing, everything_indexed: indexing.events_pending === 0 && indexing.triples_indexed >= storedTotal },
  recovery_ms_p50: percentile(kills.map((k) => (k.recoveredAt ?? Infinity) - k.at).sort((a, b) => a - b), 50),
};
results.targets_met =
  results.lost_acknowledged === 0 && results.duplicates === 0 && results['5xx_outside_outages'] === 0 && results.unresolved_409 === 0 &&
  unresolved.length === 0 && kills.length === TARGETS.length && kills.every((k) => k.recoveredAt !== null && k.searchFindsLastWriteBefore !== false) && results.search.everything_indexed;

mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(root, 'bench-results', `chaos-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

const summary = new Table({ head: ['chaos', 'value', 'target'] });
summary.push(
  ['triples acknowledged / stored', `${results.acknowledged_triples} / ${results.stored_triples}`, 'equal'],
  ['acknowledged triples lost', results.lost_acknowledged, '0'],
  ['duplicates', results.duplicates, '0'],
  ['5xx outside the outage windows', results['5xx_outside_outages'], '0'],
  ['500s anywhere', results.status_500, '0'],
  ['409s never resolved', results.unresolved_409, '0'],
  ['batches never acknowledged', unresolved.length, '0'],
  ['responses by status', Object.entries(byStatus).map(([s, n]) => `${s}: ${n}`).join(', '), ''],
  ['search: events pending / triples indexed', `${indexing.events_pending} / ${indexing.triples_indexed} (waited ${indexing.waited_s} s)`, `0 / ${storedTotal}`],
);
const crashes = new Table({ head: ['killed', 'writes succeed again after', 'acknowledged before', 'search finds the last write before'] });
for (const k of results.kills) crashes.push([k.target, k.recovery_ms === null ? 'never' : `${(k.recovery_ms / 1000).toFixed(1)} s`, k.triples_acknowledged_before, String(k.search_finds_last_write_before)]);
process.stdout.write(`${summary.toString()}\n${crashes.toString()}\n${results.targets_met ? 'all targets met' : 'TARGETS MISSED'}; written to ${file}\n`);

// Stop as a user would (one Ctrl-C to the group), then clean up.
process.kill(-supervisor.pid, 'SIGINT');
await new Promise((resolve) => (supervisor.exitCode !== null || supervisor.signalCode !== null ? resolve() : supervisor.once('exit', resolve)));
services.end();
if (!process.env.CHAOS_KEEP) rmSync(dataDir, { recursive: true, force: true });
process.exit(results.targets_met ? 0 : 1);
