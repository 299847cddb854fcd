import type { Collection, Db } from '@tessera/storage';
import type { Claim, ClaimLimits, IdempotencyStore } from '../../ports/idempotency-store';
import { claimUpsert, IDEMPOTENCY_INDEXES, leaseRenewal, leaseTakeover } from './queries';

interface KeyDoc {
  account_id: string;
  key: string;
  request_hash: string;
  status: number | null;
  body: string | null;
  created_at: Date;
  lease_until?: Date | null;
}

export class MongoIdempotencyStore implements IdempotencyStore {
  private readonly keys: Collection<KeyDoc>;

  constructor(db: Db) {
    this.keys = db.collection<KeyDoc>('idempotency_keys');
  }

  async createIndexes(): Promise<void> {
    await this.keys.createIndexes(IDEMPOTENCY_INDEXES);
  }

  async claim(accountId: string, key: string, requestHash: string, now: Date, { ttlMs, leaseMs }: ClaimLimits): Promise<Claim> {
    const { filter, update } = claimUpsert(accountId, key, requestHash, now, ttlMs, leaseMs);
    try {
      // Inserts when the key is new or has expired; a live key makes the upsert collide on the unique index.
      await this.keys.updateOne(filter, update, { upsert: true });
      return { kind: 'new', takeover: false };
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    // One conditional update: of concurrent retries after a crashed holder, exactly one matches.
    const takeover = leaseTakeover(accountId, key, requestHash, now, leaseMs);
    if ((await this.keys.updateOne(takeover.filter, takeover.update)).modifiedCount === 1) return { kind: 'new', takeover: true };
    const row = await this.keys.findOne({ account_id: accountId, key });
    if (!row) return { kind: 'in-progress', leaseUntil: now.getTime() + 1000 };
    if (row.request_hash !== requestHash) return { kind: 'mismatch' };
    if (row.status === null) {
      return { kind: 'in-progress', leaseUntil: row.lease_until ? row.lease_until.getTime() : row.created_at.getTime() + leaseMs };
    }
    return { kind: 'replay', status: row.status, bodyJson: row.body ?? 'null' };
  }

  async renew(accountId: string, key: string, now: Date, leaseMs: number): Promise<boolean> {
    const { filter, update } = leaseRenewal(accountId, key, now, leaseMs);
    return (await this.keys.updateOne(filter, update)).matchedCount === 1;
  }

  async complete(accountId: string, key: string, status: number, bodyJson: string): Promise<void> {
    await this.keys.updateOne({ account_id: accountId, key }, { $set: { status, body: bodyJson } });
  }

  async release(accountId: string, key: string): Promise<void> {
    await this.keys.deleteOne({ account_id: accountId, key, status: null });
  }
}
