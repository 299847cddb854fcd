// query: GET /api/triples?subject_entity_id=... and ?predicate=...&limit=50 at 32 connections; search= too.
// The load comes from wrk when it is installed (apt-get install wrk): a C client that leaves the 2 cores to the
// system under test (autocannon, in this Node process, takes ~0.3-0.4 ms of CPU per request). BENCH_CLIENT=autocannon
// forces autocannon; the results say which client ran.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_KEY } from './system.mjs';

function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return error.status === 1; // wrk --version prints its version and exits 1
  }
}
export const client = process.env.BENCH_CLIENT ?? (hasWrk() ? 'wrk' : 'autocannon');

/** wrk's "26.24ms" / "812.00us" / "1.02s" in milliseconds. */
function ms(text) {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text);
  return Math.round(Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1) * 100) / 100;
}

function runWrk(system, name, paths, { connections = 32, duration = 15 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-wrk-'));
  const script = join(dir, 'paths.lua');
  writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}\nlocal i = 0\n` +
      `request = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1], {["Authorization"] = "Bearer ${BENCH_KEY}"})\nend\n`,
  );
  try {
    const { stdout, status, stderr } = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script, system.url], { encoding: 'utf8' });
    if (status !== 0) throw new Error(`wrk failed: ${stderr}`);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)[1]);
    const failures = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) +
      [...(/Socket errors: (.*)/.exec(stdout)?.[1] ?? '').matchAll(/(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    return {
      name, client: 'wrk', connections, seconds: duration,
      requests_per_second: Math.round(rps),
      latency_ms: {
        p50: ms(/ 50%\s+(\S+)/.exec(stdout)[1]), p90: ms(/ 90%\s+(\S+)/.exec(stdout)[1]),
        p99: ms(/ 99%\s+(\S+)/.exec(stdout)[1]), max: ms(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(stdout)[1]),
      },
      requests: Number(/(\d+) requests in/.exec(stdout)[1]),
      failures,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function entityIds(system, count) {
  const ids = [];
  for (let offset = 0; ids.length < count; offset += 500) {
    const res = await fetch(`${system.url}/api/entities?limit=500&offset=${offset}`, { headers: { Authorization: `Bearer ${BENCH_KEY}` } });
    const body = await res.json();
    if (body.data.length === 0) break;
    ids.push(...body.data.map((e) => e.id));
  }
  return ids;
}

/** A 3 s warm-up (JIT, statement caches) that is not measured, then the measured run. */
async function run(system, name, paths, options = {}) {
  const runner = client === 'wrk' ? runWrk : runAutocannon;
  await runner(system, name, paths, { ...options, duration: 3 });
  return runner(system, name, paths, options);
}

function runAutocannon(system, name, paths, { connections = 32, duration = 15 } = {}) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: system.url,
        connections,
        duration,
        headers: { Authorization: `Bearer ${BENCH_KEY}` },
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const failures = result.non2xx + result.errors + result.timeouts;
        resolve({
          name,
          client: 'autocannon',
          connections,
          seconds: duration,
          requests_per_second: Math.round(result.requests.average),
          latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
          requests: result.requests.total,
          failures,
        });
      },
    );
  });
}

export async function query(system, options = {}) {
  const ids = await entityIds(system, 2000);
  const predicates = ['knows', 'works_at', 'born_in', 'lives_in', 'studied_at', 'collaborated_with', 'mentored', 'founded'];
  const words = ['Berg', 'knows', 'Institute', 'Nakamura', 'Lakeside', 'founded', 'Silva', 'Museum'];
  return [
    await run(system, 'subject_entity_id', ids.map((id) => `/api/triples?subject_entity_id=${id}`), options),
    await run(system, 'predicate&limit=50', predicates.map((p) => `/api/triples?predicate=${p}&limit=50`), options),
    await run(system, 'search', words.map((w) => `/api/triples?search=${w}&limit=50`), options),
  ];
}
