import { Unavailable } from '@tessera/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { LeaseMaster, LeasedRateLimiter, leaseSize, type ToPrimary, type ToWorker } from './rate-lease';

/** A primary and its workers in one process, messages delivered asynchronously like cluster IPC. */
function cluster(points: number, { workers = 2, durationMs = 60_000, deaf = [] as number[] } = {}) {
  // deaf: workers that never answer a recall (hung or about to die)
  const later = (fn: () => void) => setImmediate(fn);
  const limiters = new Map<number, LeasedRateLimiter>();
  const sent: ToWorker[] = [];
  const master = new LeaseMaster(
    (id, message) => {
      sent.push(message);
      if (!(deaf.includes(id) && message.op === 'recall')) later(() => limiters.get(id)!.receive(message));
    },
    () => [...limiters.keys()],
    50,
  );
  for (let id = 1; id <= workers; id++) {
    const send = (message: ToPrimary) => later(() => master.handle(id, message));
    limiters.set(id, new LeasedRateLimiter(points, durationMs, 'tessera_rl_standard', leaseSize(points, workers), send));
  }
  const consume = (id: number, key = 'key:a') =>
    limiters.get(id)!.consume(key).then(
      (res) => ({ ok: true, remaining: res.remainingPoints }),
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { ok: false, remaining: rejection.remainingPoints };
      },
    );
  return { consume, sent };
}

describe('leased rate limits (gateway workers sharing one window through their primary)', () => {
  it('lends blocks only for large limits', () => {
    expect(leaseSize(100, 2)).toBe(1);
    expect(leaseSize(1000, 2)).toBe(10);
    expect(leaseSize(100_000_000, 4)).toBe(1000);
  });

  it('gives a small limit exactly, point by point, with exact remaining counts', async () => {
    const { consume } = cluster(6);
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await consume(i % 2 === 0 ? 1 : 2));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, true, false, false]);
    expect(results.slice(0, 6).map((r) => r.remaining)).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('gives a large limit exactly when requests alternate between workers and arrive all at once', async () => {
    const { consume, sent } = cluster(1000);
    const results = await Promise.all(Array.from({ length: 1010 }, (_, i) => consume(i % 2 === 0 ? 1 : 2)));
    expect(results.filter((r) => r.ok)).toHaveLength(1000);
    // Blocks of 10, not a message per request.
    expect(sent.filter((m) => m.op === 'granted').length).toBeLessThan(250);
  });

  it('recalls the points another worker holds before saying no', async () => {
    const { consume } = cluster(1000);
    for (let i = 0; i < 3; i++) expect((await consume(1)).ok).toBe(true); // worker 1 now holds 7 more
    let accepted = 0;
    for (let i = 0; i < 1000; i++) if ((await consume(2)).ok) accepted++;
    expect(accepted).toBe(997);
    expect((await consume(1)).ok).toBe(false); // its 7 were handed back and spent by worker 2
  });

  it('keeps keys apart and starts a new window when the old one ends', async () => {
    const { consume } = cluster(2, { durationMs: 100 });
    expect((await consume(1, 'key:a')).ok).toBe(true);
    expect((await consume(2, 'key:a')).ok).toBe(true);
    expect((await consume(1, 'key:a')).ok).toBe(false);
    expect((await consume(1, 'key:b')).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 120));
    expect((await consume(2, 'key:a')).ok).toBe(true);
  });

  it('fails with 503 rather than hanging when the primary does not answer, and asks again next time', async () => {
    let answer = false;
    const limiter: LeasedRateLimiter = new LeasedRateLimiter(6, 60_000, 'tessera_rl_standard', 1, (message) => {
      if (answer && message.op === 'lease') {
        setImmediate(() => limiter.receive({ type: message.type, op: 'granted', id: message.id, granted: 1, remaining: 5, resetAt: Date.now() + 60_000 }));
      }
    }, 50);
    await expect(limiter.consume('key:a')).rejects.toBeInstanceOf(Unavailable);
    answer = true;
    await expect(limiter.consume('key:a')).resolves.toMatchObject({ remainingPoints: 5 });
  });

  it('answers after a short wait when a worker holding points never answers the recall', async () => {
    const { consume } = cluster(1000, { deaf: [1] });
    expect((await consume(1)).ok).toBe(true); // worker 1 holds 9 it will never give back
    let accepted = 0;
    for (let i = 0; i < 995; i++) if ((await consume(2)).ok) accepted++;
    expect(accepted).toBe(990);
  });
});
