import { newId, nowIso } from '@tessera/common';
import type { ClientSession, Collection, IndexDescription, MongoConnection } from '@tessera/storage';
import { refundEntry, settleEntry, type ClosingEntry, type CreditLedger, type LedgerEntry, type OpenReservation, type ReserveResult } from '../../ports/ledger';

interface BalanceDoc {
  _id: string;
  balance_cents: number;
}

interface EntryDoc extends LedgerEntry {
  _id: string;
  /** 'reserve' or 'close': with job_id, unique, so a job is reserved once and closed once. */
  phase: 'reserve' | 'close' | null;
  seq: number;
}

export const LEDGER_INDEXES: IndexDescription[] = [
  { key: { account_id: 1, seq: -1 }, name: 'by_account' },
  { key: { job_id: 1, phase: 1 }, name: 'one_per_job_phase', unique: true, partialFilterExpression: { job_id: { $type: 'string' } } },
  { key: { kind: 1, created_at: 1 }, name: 'by_kind' },
];

/** The conditional debit: matches only when the balance covers the amount (the atomic step that prevents overspending). */
export const debitFilter = (accountId: string, cents: number) => ({ _id: accountId, balance_cents: { $gte: cents } });

/** Open reservations: reserve entries older than `before` whose job has no closing entry. */
export const openReservationsPipeline = (before: string) => [
  { $match: { kind: 'reserve', created_at: { $lt: before } } },
  { $lookup: { from: 'credit_ledger', let: { job: '$job_id' }, pipeline: [{ $match: { $expr: { $and: [{ $eq: ['$job_id', '$$job'] }, { $eq: ['$phase', 'close'] }] } } }], as: 'closing' } },
  { $match: { closing: { $size: 0 } } },
  { $sort: { seq: 1 } },
  { $project: { _id: 0, account_id: 1, job_id: 1, cents: { $multiply: ['$cents', -1] }, created_at: 1 } },
];

/**
 * The ledger in MongoDB: the balance document and the entry change in one multi-document transaction (needs a
 * replica set, as docker-compose runs). Written from the driver documentation; its contract suite runs when
 * MONGODB_URL is set.
 */
export class MongoLedger implements CreditLedger {
  private readonly balances: Collection<BalanceDoc>;
  private readonly ledger: Collection<EntryDoc>;

  constructor(private readonly connection: MongoConnection) {
    this.balances = connection.db.collection<BalanceDoc>('credit_balances');
    this.ledger = connection.db.collection<EntryDoc>('credit_ledger');
  }

  async createIndexes(): Promise<void> {
    await this.ledger.createIndexes(LEDGER_INDEXES);
  }

  private entry(accountId: string, kind: LedgerEntry['kind'], cents: number, jobId: string | null, note: string): EntryDoc {
    const id = newId();
    const phase = jobId === null ? null : kind === 'reserve' ? 'reserve' : 'close';
    // UUIDv7 ids are time-ordered; seq orders entries of one millisecond.
    return { _id: id, id, account_id: accountId, kind, cents, job_id: jobId, note, created_at: nowIso(), phase, seq: Date.now() * 1000 + Math.floor(Math.random() * 1000) };
  }

  async balance(accountId: string): Promise<number> {
    return (await this.balances.findOne({ _id: accountId }))?.balance_cents ?? 0;
  }

  async entries(accountId: string, limit: number): Promise<LedgerEntry[]> {
    const docs = await this.ledger.find({ account_id: accountId }).sort({ seq: -1, _id: -1 }).limit(limit).toArray();
    return docs.map(({ id, account_id, kind, cents, job_id, note, created_at }) => ({ id, account_id, kind, cents, job_id, note, created_at }));
  }

  private async transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
    const session = this.connection.client.startSession();
    try {
      let result!: T;
      await session.withTransaction(async () => {
        result = await work(session);
      });
      return result;
    } finally {
      await session.endSession();
    }
  }

  async grant(accountId: string, cents: number, note: string): Promise<number> {
    return this.transaction(async (session) => {
      const updated = await this.balances.findOneAndUpdate({ _id: accountId }, { $inc: { balance_cents: cents } }, { upsert: true, returnDocument: 'after', session });
      await this.ledger.insertOne(this.entry(accountId, 'grant', cents, null, note), { session });
      return updated!.balance_cents;
    });
  }

  async reserve(accountId: string, jobId: string, cents: number, note: string): Promise<ReserveResult> {
    return this.transaction(async (session): Promise<ReserveResult> => {
      if (await this.ledger.findOne({ job_id: jobId, phase: 'reserve', account_id: accountId }, { session })) {
        return { ok: true, balance: await this.balanceIn(accountId, session), alreadyReserved: true };
      }
      const debited = await this.balances.findOneAndUpdate(debitFilter(accountId, cents), { $inc: { balance_cents: -cents } }, { returnDocument: 'after', session });
      if (!debited) return { ok: false, balance: await this.balanceIn(accountId, session) };
      await this.ledger.insertOne(this.entry(accountId, 'reserve', -cents, jobId, note), { session });
      return { ok: true, balance: debited.balance_cents, alreadyReserved: false };
    });
  }

  private async balanceIn(accountId: string, session: ClientSession): Promise<number> {
    return (await this.balances.findOne({ _id: accountId }, { session }))?.balance_cents ?? 0;
  }

  async settle(accountId: string, jobId: string, chargedCents: number): Promise<{ balance: number; closed: boolean }> {
    return this.closeReservation(accountId, jobId, (reserved) => settleEntry(reserved, chargedCents));
  }

  async refund(accountId: string, jobId: string, note: string): Promise<{ balance: number; closed: boolean }> {
    return this.closeReservation(accountId, jobId, (reserved) => refundEntry(reserved, note));
  }

  private closeReservation(
    accountId: string,
    jobId: string,
    closing: (reserved: number) => ClosingEntry,
  ): Promise<{ balance: number; closed: boolean }> {
    return this.transaction(async (session) => {
      const reservation = await this.ledger.findOne({ job_id: jobId, phase: 'reserve', account_id: accountId }, { session });
      if (!reservation || (await this.ledger.findOne({ job_id: jobId, phase: 'close' }, { session }))) {
        return { balance: await this.balanceIn(accountId, session), closed: false };
      }
      const { kind, cents, note } = closing(-reservation.cents);
      // The unique (job_id, phase) index makes a concurrent second close abort this transaction instead of paying twice.
      await this.ledger.insertOne(this.entry(accountId, kind, cents, jobId, note), { session });
      if (cents > 0) await this.balances.updateOne({ _id: accountId }, { $inc: { balance_cents: cents } }, { session });
      return { balance: await this.balanceIn(accountId, session), closed: true };
    });
  }

  async openReservations(before: Date): Promise<OpenReservation[]> {
    return this.ledger.aggregate<OpenReservation>(openReservationsPipeline(before.toISOString())).toArray();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  async dropForTests(): Promise<void> {
    await this.connection.db.dropDatabase();
  }
}
