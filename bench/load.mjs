// Drives HTTP load at a fixed number of connections for the benchmarks. wrk when it is installed
// (apt-get install wrk): a C client that leaves the 2 cores to the system under test (autocannon, in this Node
// process, takes ~0.3-0.6 ms of CPU per request and adds its own event-loop delays to the latencies it reports).
// BENCH_CLIENT=autocannon forces autocannon; results say which client ran.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

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

const lua = (value) => JSON.stringify(value); // a JSON string literal is a valid Lua string literal for these texts

async function runWrk(url, requests, headers, connections, duration) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-wrk-'));
  const script = join(dir, 'requests.lua');
  const headerTable = Object.entries(headers).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(', ');
  writeFileSync(
    script,
    `local requests = {${requests.map((r) => `{${lua(r.method)}, ${lua(r.path)}, ${r.body === undefined ? 'nil' : lua(r.body)}}`).join(',\n')}}\n` +
      `local headers = {${headerTable}}\n` +
      // Each wrk thread has its own Lua state: start them at different places in the list.
      'local threads = 0\nfunction setup(thread)\n  thread:set("offset", threads * 7919)\n  threads = threads + 1\nend\n' +
      'function init(args)\n  i = offset or 0\nend\n' +
      'request = function()\n  i = i + 1\n  local r = requests[(i % #requests) + 1]\n  return wrk.format(r[1], r[2], headers, r[3])\nend\n',
  );
  try {
    // Asynchronously: a bench blocked in a synchronous spawn would not see the server close its idle keep-alive
    // sockets meanwhile, and its next fetch would go out on one of them ("other side closed").
    const { stdout } = await promisify(execFile)('wrk', ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script, url], {
      encoding: 'utf8', maxBuffer: 16 * 1024 * 1024,
    });
    const failures =
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) +
      [...(/Socket errors: (.*)/.exec(stdout)?.[1] ?? '').matchAll(/(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    return {
      client: 'wrk',
      requests_per_second: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)[1])),
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

function runAutocannon(url, requests, headers, connections, duration) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url, connections, duration, headers,
        requests: [{ setupRequest: (req) => {
          const r = requests[i++ % requests.length];
          return { ...req, method: r.method, path: r.path, ...(r.body === undefined ? {} : { body: r.body }) };
        } }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          client: 'autocannon',
          requests_per_second: Math.round(result.requests.average),
          latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
          requests: result.requests.total,
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
  });
}

/**
 * requests: [{method, path, body?}] sent in turn over `connections` for `duration` seconds; `warmup` seconds of the
 * same load first, not measured.
 */
export async function drive(url, requests, { headers = {}, connections = 32, duration = 15, warmup = 0 } = {}) {
  const run = client === 'wrk' ? runWrk : runAutocannon;
  if (warmup > 0) await run(url, requests, headers, connections, warmup);
  return run(url, requests, headers, connections, duration);
}
