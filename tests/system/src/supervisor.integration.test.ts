import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get, KEY, send, until } from './testing/gateway-process';
import { killGroup, SERVICES, servicePid, startWholeSystem, systemEnv, type StartedSystem } from './testing/system-process';

const auth = { Authorization: `Bearer ${KEY}` };
const countBySubject = async (port: number, subject: string) =>
  JSON.parse((await get(port, `/api/triples?subject=${encodeURIComponent(subject)}`, auth)).body).count as number;
const linesOf = (system: StartedSystem, service: string, text: string) =>
  system.lines.filter((line) => line.startsWith(`[${service}] `) && line.includes(text));

/** `npm start` as a user runs it: real processes, real signals. */
describe('npm start (scripts/start.mjs)', () => {
  let dataDir: string;
  let system: StartedSystem | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-start-'));
  });
  afterEach(() => {
    killGroup(system);
    system = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts a killed service while the others keep serving, then stops everything gracefully on one Ctrl-C', async () => {
    system = await startWholeSystem(await systemEnv(dataDir));
    const { port } = system;
    const write = (subject: string) => send(port, 'POST', '/api/triples', auth, { triples: [{ subject, predicate: 'p', object: 'o' }] });
    expect((await write('Before The Crash')).status).toBe(200);

    process.kill(servicePid(system, 'triples'), 'SIGKILL');
    // While triples is down: /readyz names it, its routes answer 503 with Retry-After and the error body, the rest serves.
    const down = await until(async () => {
      const answer = await get(port, '/readyz');
      const body = JSON.parse(answer.body);
      return answer.status === 503 && body.services.triples !== 'SERVING' ? body : undefined;
    }, 'the gateway to see triples down', 5_000);
    expect(down.services.entities).toBe('SERVING');
    const refused = await write('During The Outage');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({ success: false, error: expect.any(String), details: expect.any(String) });
    expect((await get(port, '/api/indexes', auth)).status).toBe(200);

    // It comes back on its own, and writes work again.
    await until(async () => ((await get(port, '/readyz')).status === 200 ? true : undefined), 'triples to be restarted', 30_000);
    // (The gateway's own connection to it may take a moment longer than the health check's: a client retries 503s.)
    await until(async () => ((await write('After The Restart')).status === 200 ? true : undefined), 'a write to succeed', 5_000);
    expect(await countBySubject(port, 'Before The Crash')).toBe(1);
    expect(system.lines.some((line) => /\[start\] triples exited unexpectedly \(SIGKILL\); restarting it in 1 s/.test(line))).toBe(true);

    // One Ctrl-C to the whole foreground group: every service shuts down once, gracefully, and the supervisor exits 0.
    process.kill(-system.supervisor.pid!, 'SIGINT');
    expect(await system.exited).toBe(0);
    for (const service of SERVICES) {
      expect({ service, shuttingDown: linesOf(system, service, '"msg":"shutting down"').length }).toEqual({ service, shuttingDown: 1 });
      expect({ service, stopped: linesOf(system, service, '"msg":"stopped"').length }).toEqual({ service, stopped: 1 });
      expect({ service, forced: linesOf(system, service, 'exiting now').length }).toEqual({ service, forced: 0 });
    }
  }, 180_000);

  it('stops everything, naming the service and its last log lines, when one keeps crashing', async () => {
    // A port this test holds: triples fails to bind at every start.
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const env = await systemEnv(dataDir, { START_RESTART_BACKOFF_MS: '50' });
    env.TRIPLES_GRPC_PORT = String((taken.address() as AddressInfo).port);
    system = await startWholeSystem(env, { waitReady: false });
    const code = await system.exited;
    taken.close();
    expect(code).toBe(1);
    const output = system.lines.join('\n');
    expect(output).toMatch(/\[start\] triples exited unexpectedly 5 times within 5 minutes \(last: code 1\); stopping everything/);
    expect(output).toMatch(/\[start\] triples's last log lines:\n(\s+.*\n)*?\s+triples: .*EADDRINUSE/);
  }, 120_000);
});
