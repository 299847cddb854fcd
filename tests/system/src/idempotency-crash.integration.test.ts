import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSystem, type System } from './testing/harness';
import { get, KEY, killHard, send, startGateway, until } from './testing/gateway-process';

const auth = { Authorization: `Bearer ${KEY}` };
const LEASE_MS = 1500;

interface Written {
  subjects: Set<string>;
  /** Runs after the triples service stored a batch and before it answers the gateway. */
  after?: (subjects: string[]) => Promise<void>;
}

/**
 * The gateway binary (real processes, so a crash is a real SIGKILL) in front of the four services started in this
 * process, whose triples store tells the test when a batch has been written.
 */
describe('Idempotency-Key across gateway processes and crashes', () => {
  let sys: System;
  let dataDir: string;
  const written: Written = { subjects: new Set() };
  const running: ChildProcess[] = [];

  const backendEnv = () => ({
    TRIPLES_GRPC_ADDR: sys.address.triples!, ENTITIES_GRPC_ADDR: sys.address.entities!,
    SEARCH_GRPC_ADDR: sys.address.search!, GENERATION_GRPC_ADDR: sys.address.generation!,
    RATE_LIMIT_STANDARD_PER_MINUTE: '100000', IDEMPOTENCY_LEASE_MS: String(LEASE_MS),
  });
  const gateway = async (env: Record<string, string>, port?: number) => {
    const started = await startGateway(dataDir, { ...backendEnv(), ...env }, port);
    running.push(started.gateway);
    return started;
  };
  const countBySubject = async (port: number, subject: string) =>
    JSON.parse((await get(port, `/api/triples?subject=${encodeURIComponent(subject)}&limit=500`, auth)).body).count as number;

  beforeAll(async () => {
    sys = await startSystem({
      wrapTripleStore: (store) =>
        new Proxy(store, {
          get(target, property) {
            if (property === 'insert') {
              return async (...args: Parameters<typeof target.insert>) => {
                const outcome = await target.insert(...args);
                const subjects = [...new Set(args[0].map((t) => t.subject))];
                subjects.forEach((s) => written.subjects.add(s));
                await written.after?.(subjects);
                return outcome;
              };
            }
            const value: unknown = Reflect.get(target, property);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
    });
  });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-idempotency-'));
    written.after = undefined;
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map(killHard));
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(() => sys?.stop());

  it('answers every keyed write from concurrent clients across the workers (no "database is locked"), and replays each', async () => {
    const { port } = await gateway({ GATEWAY_WORKERS: '4' });
    const clients = 8;
    const perClient = 40;
    const statuses: number[] = [];
    const failures: string[] = [];
    const batch = (c: number, i: number) => ({
      triples: [1, 2].map((n) => ({ subject: `Concurrent ${c}-${i}`, predicate: 'p', object: `o${n}` })),
    });
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        for (let i = 0; i < perClient; i++) {
          const answer = await send(port, 'POST', '/api/triples', { ...auth, 'Idempotency-Key': `conc-${c}-${i}` }, batch(c, i));
          statuses.push(answer.status);
          if (answer.status !== 200) failures.push(`${answer.status} ${answer.body}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(statuses).toHaveLength(clients * perClient);
    // Every retry replays what was answered, and nothing was stored twice.
    const replays = await Promise.all(
      Array.from({ length: clients }, (_, c) => send(port, 'POST', '/api/triples', { ...auth, 'Idempotency-Key': `conc-${c}-0` }, batch(c, 0))),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    expect(await countBySubject(port, 'Concurrent 3-7')).toBe(2);
  });

  it('lets a retry take over a key whose gateway was killed after the write, without storing twice', async () => {
    const first = await gateway({ GATEWAY_WORKERS: '1' });
    const body = { triples: ['Warsaw', 'Paris', 'Sorbonne'].map((object) => ({ subject: 'Crash Curie', predicate: 'linked_to', object, object_type: 'entity' })) };
    const headers = { ...auth, 'Idempotency-Key': 'crash-1' };
    // The triples service has stored the batch; the gateway dies before it hears back (so before it records a response).
    written.after = async (subjects) => {
      if (subjects.includes('Crash Curie')) await killHard(first.gateway);
    };
    await expect(send(first.port, 'POST', '/api/triples', headers, body)).rejects.toThrow();
    written.after = undefined;
    expect(written.subjects.has('Crash Curie')).toBe(true);

    const second = await gateway({ GATEWAY_WORKERS: '1' }, first.port);
    // The dead attempt's lease still runs: the retry is told when to come back.
    const early = await send(second.port, 'POST', '/api/triples', headers, body);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.body)).toMatchObject({ success: false, error: expect.stringMatching(/in progress/) });
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(LEASE_MS / 1000));

    // After it: the retry takes the key over, runs, and finds the batch the dead attempt stored.
    const taken = await until(async () => {
      const answer = await send(second.port, 'POST', '/api/triples', headers, body);
      return answer.status === 409 ? undefined : answer;
    }, 'the lease to run out', 10_000);
    expect(taken.status).toBe(200);
    const created = JSON.parse(taken.body);
    expect(created.inserted_count).toBe(3);
    expect(await countBySubject(second.port, 'Crash Curie')).toBe(3);
    // From then on the key replays that response.
    const replay = await send(second.port, 'POST', '/api/triples', headers, body);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(taken.body);
  });

  it('keeps answering 409 to retries while the first attempt is really still running, past the unrenewed lease', async () => {
    const { port } = await gateway({ GATEWAY_WORKERS: '2' });
    const body = { triples: [{ subject: 'Slow Write', predicate: 'takes', object: 'time' }] };
    const headers = { ...auth, 'Idempotency-Key': 'slow-1' };
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    written.after = async (subjects) => {
      if (subjects.includes('Slow Write')) await held;
    };
    const original = send(port, 'POST', '/api/triples', headers, body);
    await until(async () => (written.subjects.has('Slow Write') ? true : undefined), 'the slow write');
    // Twice the lease: only renewal by the live request keeps the claim.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 2));
    const during = await send(port, 'POST', '/api/triples', headers, body);
    expect(during.status).toBe(409);
    expect(Number(during.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    release();
    const done = await original;
    expect(done.status).toBe(200);
    const replay = await send(port, 'POST', '/api/triples', headers, body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(done.body);
    expect(await countBySubject(port, 'Slow Write')).toBe(1);
  });
});
