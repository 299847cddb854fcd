import type { ClientSession, Collection, Db, Document, MongoClient } from 'mongodb';
import type { ChangeEvent, Outbox, OutboxStatus } from './outbox';

/** An event as a store records it inside its transaction. */
export interface NewChangeEvent {
  account_id: string;
  kind: string;
  resource_id: string;
  op: 'upsert' | 'delete';
  /** The resource as stored (upserts); `{id}` for deletes. */
  payload: Record<string, unknown>;
}

interface OutboxDoc {
  _id: number;
  account_id: string;
  kind: string;
  resource_id: string;
  op: 'upsert' | 'delete';
  payload: string;
  created_at: string;
}

/** A collection whose documents are republished, with the payload each event carries. */
export interface MongoOutboxSource {
  collection: string;
  kind: string;
  payload(doc: Document): Record<string, unknown>;
}

export const OUTBOX_COLLECTION = 'outbox';
const COUNTERS = 'counters';

/** Seqs for n events: one atomic increment of the counter (inside the writer's transaction). */
export const reserveSeqs = (n: number) => ({ filter: { _id: 'outbox' }, update: { $inc: { seq: n } }, options: { upsert: true, returnDocument: 'after' as const } });

export function outboxDocs(events: NewChangeEvent[], lastSeq: number, now: string): OutboxDoc[] {
  const first = lastSeq - events.length + 1;
  return events.map((event, i) => ({
    _id: first + i, account_id: event.account_id, kind: event.kind, resource_id: event.resource_id, op: event.op,
    payload: JSON.stringify(event.payload), created_at: now,
  }));
}

/**
 * The transactional outbox on MongoDB: stores call `record(session, events)` inside the transaction of the change;
 * seqs come from a counter document incremented in the same transaction. Transactions may commit out of seq order,
 * so consumers release exactly the events they applied (`ackSeqs`) and always read the oldest unreleased ones.
 */
export class MongoOutbox implements Outbox {
  private readonly events: Collection<OutboxDoc>;
  private readonly counters: Collection<{ _id: string; seq: number }>;

  constructor(
    private readonly db: Db,
    private readonly client: MongoClient,
    private readonly sources: MongoOutboxSource[] = [],
  ) {
    this.events = db.collection<OutboxDoc>(OUTBOX_COLLECTION);
    this.counters = db.collection<{ _id: string; seq: number }>(COUNTERS);
  }

  async record(session: ClientSession, events: NewChangeEvent[]): Promise<void> {
    if (events.length === 0) return;
    const { filter, update, options } = reserveSeqs(events.length);
    const counter = await this.counters.findOneAndUpdate(filter, update, { ...options, session });
    await this.events.insertMany(outboxDocs(events, counter!.seq, new Date().toISOString()), { session });
  }

  /** Runs `work` in a transaction whose events are recorded with it. */
  async transaction<T>(work: (session: ClientSession, emit: (event: NewChangeEvent) => void) => Promise<T>): Promise<T> {
    const session = this.client.startSession();
    try {
      let result!: T;
      await session.withTransaction(async () => {
        const pending: NewChangeEvent[] = [];
        result = await work(session, (event) => pending.push(event));
        await this.record(session, pending);
      });
      return result;
    } finally {
      await session.endSession();
    }
  }

  async pull(afterSeq: number, max: number): Promise<ChangeEvent[]> {
    const docs = await this.events.find({ _id: { $gt: afterSeq } }).sort({ _id: 1 }).limit(max).toArray();
    return docs.map((doc) => ({
      seq: doc._id, account_id: doc.account_id, kind: doc.kind, resource_id: doc.resource_id, op: doc.op,
      version: doc._id, payload_json: doc.payload, created_at: doc.created_at,
    }));
  }

  async ack(upToSeq: number): Promise<number> {
    return (await this.events.deleteMany({ _id: { $lte: upToSeq } })).deletedCount;
  }

  async ackSeqs(seqs: number[]): Promise<number> {
    if (seqs.length === 0) return 0;
    return (await this.events.deleteMany({ _id: { $in: seqs } })).deletedCount;
  }

  async status(): Promise<OutboxStatus> {
    const [pending, oldest] = await Promise.all([this.events.countDocuments(), this.events.find().sort({ _id: 1 }).limit(1).next()]);
    return { pending, oldest_created_at: oldest?.created_at ?? null };
  }

  async republish(): Promise<number> {
    let published = 0;
    for (const source of this.sources) {
      const cursor = this.db.collection(source.collection).find({}, { sort: { _id: 1 } });
      let batch: Document[] = [];
      const flush = async () => {
        const events = batch.map((doc) => {
          const payload = source.payload(doc);
          return { account_id: String(doc.account_id), kind: source.kind, resource_id: String(payload.id), op: 'upsert' as const, payload };
        });
        batch = [];
        await this.transaction(async (session) => this.record(session, events));
        published += events.length;
      };
      for await (const doc of cursor) {
        batch.push(doc);
        if (batch.length === 1000) await flush();
      }
      if (batch.length > 0) await flush();
    }
    return published;
  }
}
