import { connectMongo } from '@tessera/storage';
import { describeWithMongo, dropDatabaseOnClose, throwawayDatabaseName } from '@tessera/testing';
import { creditLedgerContract } from '../../ports/ledger.contract';
import { debitFilter, LEDGER_INDEXES, MongoLedger, openReservationsPipeline } from './mongo-ledger';

describe('MongoLedger query building', () => {
  it('debits only a balance that covers the amount', () => {
    expect(debitFilter('acc-a', 5)).toEqual({ _id: 'acc-a', balance_cents: { $gte: 5 } });
  });

  it('makes one reservation and one closing entry per job unique', () => {
    expect(LEDGER_INDEXES.find((i) => i.name === 'one_per_job_phase')).toMatchObject({ key: { job_id: 1, phase: 1 }, unique: true });
  });

  it('finds reservations older than the cut-off that nothing closed, with positive amounts', () => {
    const pipeline = openReservationsPipeline('2026-01-01T00:00:00.000Z');
    expect(pipeline[0]).toEqual({ $match: { kind: 'reserve', created_at: { $lt: '2026-01-01T00:00:00.000Z' } } });
    expect(pipeline[2]).toEqual({ $match: { closing: { $size: 0 } } });
    expect(pipeline.at(-1)).toMatchObject({ $project: { cents: { $multiply: ['$cents', -1] } } });
  });
});

describeWithMongo(MongoLedger.name, (url) => {
  creditLedgerContract(async () => {
    const ledger = new MongoLedger(await connectMongo(url, 'generation', throwawayDatabaseName()));
    await ledger.createIndexes();
    return dropDatabaseOnClose(ledger);
  });
});
