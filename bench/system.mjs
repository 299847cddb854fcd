// Starts the whole system (scripts/start.mjs) in embedded mode on free ports with a fresh data directory, for
// benchmarks that go through the gateway over HTTP like a client would.
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/**
 * RSS in MiB of a process and its descendants, summed by service (`start` for the launcher). Read from /proc where
 * there is one: the benches sample it every second, and the ps fallback (a few dozen fork+exec a sample, each
 * blocking the load client's event loop) took CPU and stalled the clients it was measuring.
 */
export function processTreeRss(rootPid) {
  const out = {};
  const add = (args, kib) => {
    const name = /services\/(\w+)\//.exec(args)?.[1] ?? 'start';
    out[name] = (out[name] ?? 0) + kib / 1024; // a service may run several processes (gateway workers)
  };
  const read = (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null; // exited
    }
  };
  if (existsSync(`/proc/${rootPid}/task`)) {
    const pids = [String(rootPid)];
    for (let i = 0; i < pids.length; i++) {
      let tasks = [];
      try {
        tasks = readdirSync(`/proc/${pids[i]}/task`);
      } catch {
        continue;
      }
      for (const task of tasks) pids.push(...(read(`/proc/${pids[i]}/task/${task}/children`) ?? '').trim().split(/\s+/).filter(Boolean));
      const status = read(`/proc/${pids[i]}/status`);
      const args = read(`/proc/${pids[i]}/cmdline`);
      const kib = Number(/^VmRSS:\s+(\d+)/m.exec(status ?? '')?.[1] ?? NaN);
      if (args !== null && Number.isFinite(kib)) add(args.replace(/\0/g, ' '), kib);
    }
  } else {
    const pids = [String(rootPid)];
    for (let i = 0; i < pids.length; i++) {
      try {
        pids.push(...execFileSync('ps', ['-o', 'pid=', '--ppid', pids[i]], { encoding: 'utf8' }).trim().split(/\s+/).filter(Boolean));
      } catch {
        // no children (ps exits 1)
      }
      try {
        const [kib, ...args] = execFileSync('ps', ['-o', 'rss=,args=', '-p', pids[i]], { encoding: 'utf8' }).trim().split(/\s+/);
        add(args.join(' '), Number(kib));
      } catch {
        // exited
      }
    }
  }
  for (const name of Object.keys(out)) out[name] = Math.round(out[name]);
  return out;
}
export const BENCH_KEY = 'kg_BenchmarkKey00000000000000000000';
const ADMIN_TOKEN = 'bench-admin-token-0123456789';

export async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * dataDir: use (and keep) this directory instead of a fresh temporary one, e.g. to re-run against a built store.
 * env: more variables for the services (e.g. a bench's own rate limits), over the defaults below but not the ports.
 */
export async function startSystem({ dataDir: keptDir, env: extraEnv = {} } = {}) {
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  if (keptDir) mkdirSync(keptDir, { recursive: true });
  const ports = { gateway: await freePort(), triples: await freePort(), entities: await freePort(), search: await freePort(), generation: await freePort() };
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(ports.gateway),
    LOG_LEVEL: 'warn',
    KG_BOOTSTRAP_API_KEY: BENCH_KEY,
    KG_ADMIN_TOKEN: ADMIN_TOKEN,
    RATE_LIMIT_STANDARD_PER_MINUTE: '100000000',
    MAX_BODY_BYTES: String(8 * 1024 * 1024),
    ...extraEnv,
  };
  for (const service of ['triples', 'entities', 'search', 'generation']) {
    env[`${service.toUpperCase()}_GRPC_PORT`] = String(ports[service]);
    env[`${service.toUpperCase()}_GRPC_ADDR`] = `127.0.0.1:${ports[service]}`;
  }
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  // The services' output, kept only when asked (BENCH_LOG=<file>); always read, so a full pipe never stalls them.
  if (process.env.BENCH_LOG) child.stdout.pipe(createWriteStream(process.env.BENCH_LOG));
  else child.stdout.resume();
  const url = `http://127.0.0.1:${ports.gateway}`;
  // A kept store without a current HNSW snapshot rebuilds its graphs at start: minutes at 200k vectors.
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (Date.now() > deadline) {
      child.kill('SIGINT');
      throw new Error('system did not become ready');
    }
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await quiet();
  return {
    url,
    dataDir,
    adminToken: ADMIN_TOKEN,
    /** Resident memory (MiB) of every process of the system (gateway workers included), summed by service. */
    rss() {
      return processTreeRss(child.pid);
    },
    /** Stops the services (they save what they keep in memory), leaving the data directory. */
    async halt() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        await new Promise((r) => child.once('exit', r));
      }
    },
    async stop() {
      await this.halt();
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Busy and total jiffies of the whole machine, from /proc/stat (null where there is none). */
function machineTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3] - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

/**
 * Waits until the started system is quiet: a ready service may still be warming up (the search service loads its
 * embedding model and runs it once, ~1-2 s of CPU), and a measurement that starts on top of that varied by 20%. Quiet is
 * a second in which the machine is at most 10% busy; after 30 s the bench goes on regardless.
 */
async function quiet() {
  const deadline = Date.now() + 30_000;
  let last = machineTicks();
  while (last && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = machineTicks();
    const busy = (now.busy - last.busy) / Math.max(1, now.total - last.total);
    last = now;
    if (busy <= 0.1) return;
  }
}

/** Deterministic pseudo-random numbers (mulberry32), so every run ingests the same data. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
