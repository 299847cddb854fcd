import type { IndexDescription, Sort } from '@tessera/storage';

export const NO_ID = { _id: 0 } as const;

export const accountListSort: Sort = { created_at: 1, id: 1 };

export const ACCOUNT_INDEXES: IndexDescription[] = [
  { key: { id: 1 }, name: 'id_unique', unique: true },
  { key: { name: 1 }, name: 'name_unique', unique: true },
];

export const KEY_INDEXES: IndexDescription[] = [
  { key: { id: 1 }, name: 'id_unique', unique: true },
  { key: { key_hash: 1 }, name: 'hash_unique', unique: true },
  { key: { account_id: 1, created_at: 1 }, name: 'by_account' },
];

export const IDEMPOTENCY_INDEXES: IndexDescription[] = [
  { key: { account_id: 1, key: 1 }, name: 'key_unique', unique: true },
  // MongoDB's TTL monitor removes keys a while after 24 h; claim() also treats older rows as gone.
  { key: { created_at: 1 }, name: 'expire', expireAfterSeconds: 24 * 60 * 60 },
];

/**
 * The claim upsert matches only an expired row for the key: a live row makes the insert collide with the unique
 * index (duplicate key), which tells the caller someone holds the key.
 */
export function claimUpsert(accountId: string, key: string, requestHash: string, now: Date, ttlMs: number, leaseMs: number) {
  return {
    filter: { account_id: accountId, key, created_at: { $lte: new Date(now.getTime() - ttlMs) } },
    update: {
      $set: {
        account_id: accountId, key, request_hash: requestHash, status: null, body: null, created_at: now,
        lease_until: new Date(now.getTime() + leaseMs),
      },
    },
  };
}

/**
 * Takes over a live key whose holder stopped renewing its lease (it crashed): same request, no response yet, lease
 * over. Keys written before leases have no lease_until; theirs ran out leaseMs after created_at.
 */
export function leaseTakeover(accountId: string, key: string, requestHash: string, now: Date, leaseMs: number) {
  return {
    filter: {
      account_id: accountId,
      key,
      request_hash: requestHash,
      status: null,
      $or: [{ lease_until: { $lte: now } }, { lease_until: null, created_at: { $lte: new Date(now.getTime() - leaseMs) } }],
    },
    update: { $set: { lease_until: new Date(now.getTime() + leaseMs) } },
  };
}

/** Extends a lease while its request runs; matches only a key still without a response. */
export function leaseRenewal(accountId: string, key: string, now: Date, leaseMs: number) {
  return {
    filter: { account_id: accountId, key, status: null },
    update: { $set: { lease_until: new Date(now.getTime() + leaseMs) } },
  };
}
