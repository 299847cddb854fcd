import type { GatewayStorage } from './account-store';
import type { IdempotencyStore } from './idempotency-store';

const DAY = 24 * 60 * 60 * 1000;
const LEASE = 30_000;
const limits = { ttlMs: DAY, leaseMs: LEASE };

/** Behaviour every IdempotencyStore adapter must have. `open` returns fresh, empty storage. */
export function idempotencyStoreContract(open: () => Promise<GatewayStorage>): void {
  let storage: GatewayStorage;
  let store: IdempotencyStore;
  const now = new Date('2026-03-01T12:00:00Z');
  const after = (ms: number) => new Date(now.getTime() + ms);
  beforeEach(async () => {
    storage = await open();
    store = storage.idempotency;
  });
  afterEach(() => storage.close());

  it('claims a new key once; a concurrent claim finds it in progress until the lease ends', async () => {
    const claims = await Promise.all([1, 2, 3].map(() => store.claim('acc', 'k', 'h1', now, limits)));
    expect(claims.filter((c) => c.kind === 'new')).toEqual([{ kind: 'new', takeover: false }]);
    expect(claims.filter((c) => c.kind === 'in-progress')).toEqual([
      { kind: 'in-progress', leaseUntil: now.getTime() + LEASE },
      { kind: 'in-progress', leaseUntil: now.getTime() + LEASE },
    ]);
  });

  it('replays a completed response to the same request, and refuses a different one', async () => {
    await store.claim('acc', 'k', 'h1', now, limits);
    // The text as sent, byte for byte (key order, spacing).
    const sent = '{"success":true, "data":[1],"message":"caf\u00e9 ☕"}';
    await store.complete('acc', 'k', 200, sent);
    expect(await store.claim('acc', 'k', 'h1', now, limits)).toEqual({ kind: 'replay', status: 200, bodyJson: sent });
    expect(await store.claim('acc', 'k', 'h2', now, limits)).toEqual({ kind: 'mismatch' });
    // A completed response is never taken over, however long after the lease.
    expect(await store.claim('acc', 'k', 'h1', after(LEASE * 10), limits)).toEqual({ kind: 'replay', status: 200, bodyJson: sent });
  });

  it('keeps keys per account', async () => {
    await store.claim('acc', 'k', 'h1', now, limits);
    expect(await store.claim('other', 'k', 'h9', now, limits)).toEqual({ kind: 'new', takeover: false });
  });

  it('forgets a released claim and an expired key', async () => {
    await store.claim('acc', 'k', 'h1', now, limits);
    await store.release('acc', 'k');
    expect(await store.claim('acc', 'k', 'h2', now, limits)).toEqual({ kind: 'new', takeover: false });
    await store.complete('acc', 'k', 200, '{}');
    expect(await store.claim('acc', 'k', 'h3', after(DAY + 1000), limits)).toEqual({ kind: 'new', takeover: false });
  });

  it('lets exactly one retry take over a claim whose lease ran out, for the same request only', async () => {
    await store.claim('acc', 'k', 'h1', now, limits);
    expect(await store.claim('acc', 'k', 'h1', after(LEASE - 1), limits)).toEqual({ kind: 'in-progress', leaseUntil: now.getTime() + LEASE });
    expect(await store.claim('acc', 'k', 'h2', after(LEASE + 1), limits)).toEqual({ kind: 'mismatch' });
    const retries = await Promise.all([1, 2, 3].map(() => store.claim('acc', 'k', 'h1', after(LEASE + 1), limits)));
    expect(retries.filter((c) => c.kind === 'new')).toEqual([{ kind: 'new', takeover: true }]);
    expect(retries.filter((c) => c.kind === 'in-progress')).toHaveLength(2);
    // The new holder's response is what later retries get.
    await store.complete('acc', 'k', 200, '{"ok":1}');
    expect(await store.claim('acc', 'k', 'h1', after(LEASE * 3), limits)).toEqual({ kind: 'replay', status: 200, bodyJson: '{"ok":1}' });
  });

  it('keeps a renewed lease, and renews only keys still in progress', async () => {
    await store.claim('acc', 'k', 'h1', now, limits);
    expect(await store.renew('acc', 'k', after(LEASE - 1000), LEASE)).toBe(true);
    expect(await store.claim('acc', 'k', 'h1', after(LEASE + 1), limits)).toEqual({ kind: 'in-progress', leaseUntil: now.getTime() + 2 * LEASE - 1000 });
    await store.complete('acc', 'k', 201, '{}');
    expect(await store.renew('acc', 'k', after(LEASE), LEASE)).toBe(false);
    expect(await store.renew('acc', 'missing', now, LEASE)).toBe(false);
  });
}
