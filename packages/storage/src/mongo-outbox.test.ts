import { describeWithMongo, throwawayDatabaseName } from '@tessera/testing';
import { connectMongo } from './mongo';
import { MongoOutbox, outboxDocs, reserveSeqs } from './mongo-outbox';

describe('MongoOutbox building blocks', () => {
  it('reserves n seqs with one atomic increment of the counter', () => {
    expect(reserveSeqs(3)).toEqual({ filter: { _id: 'outbox' }, update: { $inc: { seq: 3 } }, options: { upsert: true, returnDocument: 'after' } });
  });

  it('numbers a batch of events up to the counter’s new value, in order', () => {
    const docs = outboxDocs(
      [
        { account_id: 'a', kind: 'triple', resource_id: 't1', op: 'upsert', payload: { id: 't1' } },
        { account_id: 'a', kind: 'triple', resource_id: 't2', op: 'delete', payload: { id: 't2' } },
      ],
      12,
      '2026-01-01T00:00:00.000Z',
    );
    expect(docs.map((d) => [d._id, d.resource_id, d.op, d.payload])).toEqual([[11, 't1', 'upsert', '{"id":"t1"}'], [12, 't2', 'delete', '{"id":"t2"}']]);
  });
});

describeWithMongo(MongoOutbox.name, (url) => {
  it('records events with the transaction, hands them out oldest first and releases exactly the acknowledged ones', async () => {
    const connection = await connectMongo(url, 'storage', throwawayDatabaseName());
    const outbox = new MongoOutbox(connection.db, connection.client, [
      { collection: 'things', kind: 'thing', payload: (doc) => ({ id: doc.id, name: doc.name }) },
    ]);
    await outbox.transaction(async (session, emit) => {
      await connection.db.collection('things').insertOne({ id: 'x1', account_id: 'a', name: 'one' }, { session });
      emit({ account_id: 'a', kind: 'thing', resource_id: 'x1', op: 'upsert', payload: { id: 'x1', name: 'one' } });
    });
    await expect(
      outbox.transaction(async (session, emit) => {
        await connection.db.collection('things').insertOne({ id: 'x2', account_id: 'a', name: 'two' }, { session });
        emit({ account_id: 'a', kind: 'thing', resource_id: 'x2', op: 'upsert', payload: { id: 'x2' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const pulled = await outbox.pull(0, 10);
    expect(pulled.map((e) => e.resource_id)).toEqual(['x1']);
    expect(await outbox.republish()).toBe(1);
    const all = await outbox.pull(0, 10);
    expect(all).toHaveLength(2);
    expect(await outbox.ackSeqs([all[1]!.seq])).toBe(1);
    expect((await outbox.status()).pending).toBe(1);
    await connection.db.dropDatabase();
    await connection.close();
  });
});
