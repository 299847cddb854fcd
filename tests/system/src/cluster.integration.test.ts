import type { ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithRedis, freePort } from '@tessera/testing';
import { ADMIN_TOKEN, childPids, get, KEY, send, startGateway, until } from './testing/gateway-process';


/** A gateway with two worker processes for the enclosing describe block (started before its tests, killed after). */
function twoWorkers(standardPerMinute: string): { gateway: ChildProcess; port: number } {
  const running = {} as { gateway: ChildProcess; port: number };
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-cluster-'));
    Object.assign(running, await startGateway(dataDir, { GATEWAY_WORKERS: '2', RATE_LIMIT_STANDARD_PER_MINUTE: standardPerMinute }));
    await until(async () => (childPids(running.gateway.pid!).length === 2 ? true : undefined), 'two workers');
  }, 30_000);
  afterAll(() => {
    running.gateway?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  return running;
}

/** The gateway binary with GATEWAY_WORKERS=2: one port, limits and metrics shared by the workers, workers replaced. */
describe('gateway with two worker processes', () => {
  const cluster = twoWorkers('6');

  it('counts one API key’s requests once across workers, and reports every worker’s requests in /metrics', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await get(cluster.port, '/api/indexes', { Authorization: `Bearer ${KEY}` })).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(statuses.slice(0, 6)).not.toContain(429);

    const metrics = (await get(cluster.port, '/metrics')).body;
    const served = [...metrics.matchAll(/^tessera_http_requests_total\{[^}]*route="\/api\/indexes"[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(served).toBe(8);
  });

  it('stops accepting a revoked key on every worker at once, though each had it cached', async () => {
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const created = await send(cluster.port, 'POST', '/admin/accounts', admin, { name: 'revocation' });
    expect(created.status).toBe(200);
    const { api_key: key, key_id: keyId } = (JSON.parse(created.body) as { data: { api_key: string; key_id: string } }).data;
    const statuses = async () => {
      const out: number[] = [];
      for (let i = 0; i < 4; i++) out.push((await get(cluster.port, '/api/indexes', { Authorization: `Bearer ${key}` })).status);
      return out;
    };
    // Accepted (503: no backends behind this gateway) and cached by both workers, which take turns.
    expect(await statuses()).toEqual([503, 503, 503, 503]);
    expect((await send(cluster.port, 'DELETE', `/admin/keys/${keyId}`, admin)).status).toBe(200);
    expect(await statuses()).toEqual([401, 401, 401, 401]);
  });

  it('replaces a worker that dies, and stops every worker on SIGTERM', async () => {
    const [first] = childPids(cluster.gateway.pid!);
    process.kill(first!, 'SIGKILL');
    await until(async () => {
      const pids = childPids(cluster.gateway.pid!);
      return pids.length === 2 && !pids.includes(first!) ? true : undefined;
    }, 'a replacement worker');
    await until(async () => ((await get(cluster.port, '/healthz')).status === 200 ? true : undefined), 'the gateway');

    const workers = childPids(cluster.gateway.pid!);
    const exited = new Promise<number | null>((resolve) => cluster.gateway.once('exit', (code) => resolve(code)));
    cluster.gateway.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});

/** A large limit: workers spend points their primary lends in blocks, and 429s still come exactly at the limit. */
describe('gateway workers with a large rate limit', () => {
  const cluster = twoWorkers('1000');

  it('accepts exactly the limit when one worker holds lent points and the rest go to the other', async () => {
    const auth = { Authorization: `Bearer ${KEY}` };
    const statuses: number[] = [];
    // On separate connections: both workers take a block of points.
    for (let i = 0; i < 4; i++) statuses.push((await get(cluster.port, '/api/indexes', auth)).status);
    // Then one kept-alive connection, so one worker: it needs the other's unspent points to reach the limit.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 1000; i++) statuses.push((await send(cluster.port, 'GET', '/api/indexes', auth, undefined, agent)).status);
    agent.destroy();
    expect(statuses.filter((s) => s !== 429)).toHaveLength(1000);
    expect(statuses.slice(0, 1000)).not.toContain(429);
  }, 60_000);
});

/** Two gateway replicas (separate processes, one store) that share Redis: a revocation on one reaches the other. */
describeWithRedis('gateway replicas sharing Redis', (redisUrl) => {
  const replicas: ChildProcess[] = [];
  const ports: number[] = [];
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-replicas-'));
    for (let i = 0; i < 2; i++) {
      // One after the other: the first one migrates the shared store.
      const replica = await startGateway(dataDir, { GATEWAY_WORKERS: '1', RATE_LIMIT_STANDARD_PER_MINUTE: '1000', REDIS_URL: redisUrl });
      replicas.push(replica.gateway);
      ports.push(replica.port);
    }
  }, 30_000);

  afterAll(() => {
    for (const replica of replicas) replica.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops accepting a key on a replica that had it cached when another replica revokes it', async () => {
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const created = await send(ports[0]!, 'POST', '/admin/accounts', admin, { name: 'replicated-revocation' });
    expect(created.status).toBe(200);
    const { api_key: key, key_id: keyId } = (JSON.parse(created.body) as { data: { api_key: string; key_id: string } }).data;
    const onSecond = async () => (await get(ports[1]!, '/api/indexes', { Authorization: `Bearer ${key}` })).status;
    expect(await onSecond()).toBe(503); // accepted and cached (no backends behind these gateways)
    expect((await send(ports[0]!, 'DELETE', `/admin/keys/${keyId}`, admin)).status).toBe(200);
    // Pub/sub delivery is asynchronous: well under a second, against 10 s of caching without it.
    expect(await until(async () => ((await onSecond()) === 401 ? true : undefined), 'the revocation', 1_000)).toBe(true);
  });
});
