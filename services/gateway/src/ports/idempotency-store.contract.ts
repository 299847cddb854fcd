import type { GatewayStorage } from './account-store';
import type { IdempotencyStore } from './idempotency-store';

const DAY = 24 * 60 * 60 * 1000;

/** Behaviour every IdempotencyStore adapter must have. `open` returns fresh, empty storage. */
export function idempotencyStoreContract(open: () => Promise<GatewayStorage>): void {
  let storage: GatewayStorage;
  let store: IdempotencyStore;
  const now = new Date('2026-03-01T12:00:00Z');
  beforeEach(async () => {
    storage = await open();
    store = storage.idempotency;
  });
  afterEach(() => storage.close());

  it('claims a new key once; a concurrent claim finds it in progress', async () => {
    const claims = await Promise.all([1, 2, 3].map(() => store.claim('acc', 'k', 'h1', now, DAY)));
    expect(claims.filter((c) => c.kind === 'new')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'in-progress')).toHaveLength(2);
  });

  it('replays a completed response to the same request, and refuses a different one', async () => {
    await store.claim('acc', 'k', 'h1', now, DAY);
    // The text as sent, byte for byte (key order, spacing).
    const sent = '{"success":true, "data":[1],"message":"caf\u00e9 ☕"}';
    await store.complete('acc', 'k', 200, sent);
    expect(await store.claim('acc', 'k', 'h1', now, DAY)).toEqual({ kind: 'replay', status: 200, bodyJson: sent });
    expect(await store.claim('acc', 'k', 'h2', now, DAY)).toEqual({ kind: 'mismatch' });
  });

  it('keeps keys per account', async () => {
    await store.claim('acc', 'k', 'h1', now, DAY);
    expect(await store.claim('other', 'k', 'h9', now, DAY)).toEqual({ kind: 'new' });
  });

  it('forgets a released claim and an expired key', async () => {
    await store.claim('acc', 'k', 'h1', now, DAY);
    await store.release('acc', 'k');
    expect(await store.claim('acc', 'k', 'h2', now, DAY)).toEqual({ kind: 'new' });
    await store.complete('acc', 'k', 200, '{}');
    const later = new Date(now.getTime() + DAY + 1000);
    expect(await store.claim('acc', 'k', 'h3', later, DAY)).toEqual({ kind: 'new' });
  });
}
