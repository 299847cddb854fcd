#!/usr/bin/env node
// Steady-state figures for tuning, on a kept store (the bench's single runs vary by +-30% on a small VM):
//   node bench/steady.mjs <dir> <subject|predicate|search>      (RUNS=6 DURATION=10 PAUSE_SEARCH=1)
// Starts the system on <dir> (BENCH_KEEP of an earlier `npm run bench`: search needs the search store, subject and
// predicate the 200k-triple one), warms up 5 s, then prints per run: req/s, latency, the machine's idle share and the
// CPU milliseconds each service spent per request (from /proc). PAUSE_SEARCH=1 stops the search service's process
// during GET runs, so background indexing does not blur them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { drive } from './load.mjs';
import { searchQueries } from './search.mjs';
import { BENCH_KEY, startSystem } from './system.mjs';

const [dir, route = 'subject'] = process.argv.slice(2);
if (!dir || !['subject', 'predicate', 'search'].includes(route)) {
  process.stderr.write('usage: node bench/steady.mjs <dir> <subject|predicate|search>\n');
  process.exit(2);
}

/** CPU milliseconds so far per service (all processes of it). */
function serviceCpu() {
  const out = {};
  for (const pid of execFileSync('pgrep', ['-f', 'services/'], { encoding: 'utf8' }).trim().split('\n')) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const name = /services\/(\w+)\//.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1] ?? 'other';
      out[name] = (out[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended between pgrep and the read.
    }
  }
  return out;
}
const machine = () => readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);

const headers = { Authorization: `Bearer ${BENCH_KEY}`, 'Content-Type': 'application/json' };
const system = await startSystem({ dataDir: dir });
const pause = route !== 'search' && process.env.PAUSE_SEARCH === '1';
try {
  let requests;
  let connections = 32;
  if (route === 'search') {
    requests = searchQueries(100_000).map((query) => ({
      method: 'POST', path: '/api/search', body: JSON.stringify({ query, types: ['entities', 'triples'], limit: 10 }),
    }));
    connections = 8;
  } else {
    const res = await fetch(`${system.url}/api/entities?limit=500`, { headers });
    const ids = (await res.json()).data.map((e) => e.id);
    const paths = route === 'subject'
      ? ids.map((id) => `/api/triples?subject_entity_id=${id}`)
      : ['knows', 'works_at', 'born_in', 'lives_in'].map((p) => `/api/triples?predicate=${p}&limit=50`);
    requests = paths.map((path) => ({ method: 'GET', path }));
  }
  if (pause) execFileSync('pkill', ['-STOP', '-f', 'services/search/dist/main.js']);
  await drive(system.url, requests, { headers, connections, duration: 5 });
  for (let run = 0; run < Number(process.env.RUNS ?? 6); run++) {
    const [cpu0, m0] = [serviceCpu(), machine()];
    const r = await drive(system.url, requests, { headers, connections, duration: Number(process.env.DURATION ?? 10) });
    const [cpu1, m1] = [serviceCpu(), machine()];
    const ticks = m1.map((x, i) => x - m0[i]);
    const idle = (100 * ticks[3]) / ticks.reduce((a, b) => a + b, 0);
    const perRequest = Object.keys(cpu1)
      .filter((k) => cpu1[k] - (cpu0[k] ?? 0) > 0)
      .map((k) => `${k} ${((cpu1[k] - (cpu0[k] ?? 0)) / r.requests).toFixed(2)}`);
    console.log(
      `${route} ${r.requests_per_second} req/s, p50 ${r.latency_ms.p50} p99 ${r.latency_ms.p99} ms, ${r.failures} failed | ` +
        `machine idle ${idle.toFixed(0)}% | CPU ms per request: ${perRequest.join(', ')}`,
    );
  }
} finally {
  if (pause) execFileSync('pkill', ['-CONT', '-f', 'services/search/dist/main.js']);
  await system.stop();
}
