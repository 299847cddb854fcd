import { StatementCache, type SqliteDatabase } from '@tessera/storage';
import type { Claim, ClaimLimits, IdempotencyStore } from '../../ports/idempotency-store';

interface Row {
  request_hash: string;
  status: number | null;
  body: string | null;
  created_at: number;
  lease_until: number | null;
}

export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly cache: StatementCache;

  constructor(private readonly db: SqliteDatabase) {
    this.cache = new StatementCache(db);
  }

  async claim(accountId: string, key: string, requestHash: string, now: Date, { ttlMs, leaseMs }: ClaimLimits): Promise<Claim> {
    const at = now.getTime();
    // IMMEDIATE: the read and the write below happen under the write lock. Gateway workers share this file, and a
    // deferred transaction that read first is refused at once (SQLITE_BUSY, no busy_timeout wait) when another
    // process wrote in between.
    return this.db.transaction((): Claim => {
      const row = this.cache
        .get('SELECT request_hash, status, body, created_at, lease_until FROM idempotency_keys WHERE account_id = ? AND key = ?')
        .get(accountId, key) as Row | undefined;
      if (row && row.created_at > at - ttlMs) {
        if (row.request_hash !== requestHash) return { kind: 'mismatch' };
        if (row.status !== null) return { kind: 'replay', status: row.status, bodyJson: row.body ?? 'null' };
        const leaseUntil = row.lease_until ?? row.created_at + leaseMs;
        if (leaseUntil > at) return { kind: 'in-progress', leaseUntil };
        this.cache.get('UPDATE idempotency_keys SET lease_until = ? WHERE account_id = ? AND key = ?').run(at + leaseMs, accountId, key);
        return { kind: 'new', takeover: true };
      }
      this.cache
        .get(
          `INSERT INTO idempotency_keys (account_id, key, request_hash, status, body, created_at, lease_until)
           VALUES (?, ?, ?, NULL, NULL, ?, ?)
           ON CONFLICT (account_id, key) DO UPDATE SET request_hash = excluded.request_hash, status = NULL, body = NULL,
             created_at = excluded.created_at, lease_until = excluded.lease_until`,
        )
        .run(accountId, key, requestHash, at, at + leaseMs);
      return { kind: 'new', takeover: false };
    }).immediate();
  }

  async renew(accountId: string, key: string, now: Date, leaseMs: number): Promise<boolean> {
    return (
      this.cache
        .get('UPDATE idempotency_keys SET lease_until = ? WHERE account_id = ? AND key = ? AND status IS NULL')
        .run(now.getTime() + leaseMs, accountId, key).changes === 1
    );
  }

  async complete(accountId: string, key: string, status: number, bodyJson: string): Promise<void> {
    this.cache
      .get('UPDATE idempotency_keys SET status = ?, body = ? WHERE account_id = ? AND key = ?')
      .run(status, bodyJson, accountId, key);
  }

  async release(accountId: string, key: string): Promise<void> {
    this.cache.get('DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND status IS NULL').run(accountId, key);
  }
}
