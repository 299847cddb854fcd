import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { type Agent, type IncomingHttpHeaders, request } from 'node:http';
import { dirname, join } from 'node:path';
import { freePort } from '@tessera/testing';

/** The gateway binary, as `npm start` runs it (tests that start real processes need `npm run build` first). */
export const GATEWAY = join(dirname(require.resolve('@tessera/gateway/package.json')), 'dist', 'main.js');
export const KEY = 'kg_ClusterTestKey000000000000000000';
export const ADMIN_TOKEN = 'cluster-test-admin-token-000000';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection (unless an agent is given), so the cluster's round robin spreads them over the workers. */
export function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: unknown, agent?: Agent): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const json = body === undefined ? {} : { 'Content-Type': 'application/json' };
    const connection = agent ? {} : { Connection: 'close' };
    const req = request({ host: '127.0.0.1', port, path, method, agent: agent ?? false, headers: { ...connection, ...json, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

export const get = (port: number, path: string, headers: Record<string, string> = {}) => send(port, 'GET', path, headers);

export const childPids = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).trim().split(/\s+/).filter(Boolean).map(Number);

export async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The gateway binary on a free port, by default with no backend services behind it (API routes answer 503 after the
 * guards ran); `env` adds to or overrides the defaults (e.g. the services' addresses). Resolves once /healthz answers.
 */
export async function startGateway(dataDir: string, env: Record<string, string>, port?: number): Promise<{ gateway: ChildProcess; port: number }> {
  port ??= await freePort();
  const unused = await freePort();
  const gateway = spawn(process.execPath, [GATEWAY], {
    env: {
      ...process.env, DATA_DIR: dataDir, PORT: String(port), KG_BOOTSTRAP_API_KEY: KEY, KG_ADMIN_TOKEN: ADMIN_TOKEN,
      LOG_LEVEL: 'error', REDIS_URL: '',
      TRIPLES_GRPC_ADDR: `127.0.0.1:${unused}`, ENTITIES_GRPC_ADDR: `127.0.0.1:${unused}`,
      SEARCH_GRPC_ADDR: `127.0.0.1:${unused}`, GENERATION_GRPC_ADDR: `127.0.0.1:${unused}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const bound = port;
  await until(async () => ((await get(bound, '/healthz')).status === 200 ? true : undefined), 'the gateway');
  return { gateway, port };
}

/** Sends SIGKILL and resolves once the process is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
