import type { SqliteDatabase } from '@tessera/storage';
import type { Claim, IdempotencyStore } from '../../ports/idempotency-store';

interface Row {
  request_hash: string;
  status: number | null;
  body: string | null;
  created_at: number;
}

export class SqliteIdempotencyStore implements IdempotencyStore {
  constructor(private readonly db: SqliteDatabase) {}

  async claim(accountId: string, key: string, requestHash: string, now: Date, ttlMs: number): Promise<Claim> {
    return this.db.transaction((): Claim => {
      const row = this.db
        .prepare('SELECT request_hash, status, body, created_at FROM idempotency_keys WHERE account_id = ? AND key = ?')
        .get(accountId, key) as Row | undefined;
      if (row && row.created_at > now.getTime() - ttlMs) {
        if (row.request_hash !== requestHash) return { kind: 'mismatch' };
        if (row.status === null) return { kind: 'in-progress' };
        return { kind: 'replay', status: row.status, bodyJson: row.body ?? 'null' };
      }
      this.db
        .prepare(
          `INSERT INTO idempotency_keys (account_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, NULL, NULL, ?)
           ON CONFLICT (account_id, key) DO UPDATE SET request_hash = excluded.request_hash, status = NULL, body = NULL, created_at = excluded.created_at`,
        )
        .run(accountId, key, requestHash, now.getTime());
      return { kind: 'new' };
    })();
  }

  async complete(accountId: string, key: string, status: number, bodyJson: string): Promise<void> {
    this.db
      .prepare('UPDATE idempotency_keys SET status = ?, body = ? WHERE account_id = ? AND key = ?')
      .run(status, bodyJson, accountId, key);
  }

  async release(accountId: string, key: string): Promise<void> {
    this.db.prepare('DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND status IS NULL').run(accountId, key);
  }
}
