import { claimUpsert, leaseRenewal, leaseTakeover } from './queries';

describe('gateway MongoDB queries', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('claims only an expired key, with a fresh lease', () => {
    const { filter, update } = claimUpsert('acc', 'k', 'h', now, 86_400_000, 30_000);
    expect(filter).toEqual({ account_id: 'acc', key: 'k', created_at: { $lte: new Date('2026-02-28T12:00:00Z') } });
    expect(update.$set).toMatchObject({ request_hash: 'h', status: null, body: null, created_at: now, lease_until: new Date('2026-03-01T12:00:30Z') });
  });

  it('takes over only the same request without a response whose lease ran out', () => {
    const { filter, update } = leaseTakeover('acc', 'k', 'h', now, 30_000);
    expect(filter).toEqual({
      account_id: 'acc', key: 'k', request_hash: 'h', status: null,
      $or: [{ lease_until: { $lte: now } }, { lease_until: null, created_at: { $lte: new Date('2026-03-01T11:59:30Z') } }],
    });
    expect(update).toEqual({ $set: { lease_until: new Date('2026-03-01T12:00:30Z') } });
  });

  it('renews only a key still in progress', () => {
    expect(leaseRenewal('acc', 'k', now, 30_000)).toEqual({
      filter: { account_id: 'acc', key: 'k', status: null },
      update: { $set: { lease_until: new Date('2026-03-01T12:00:30Z') } },
    });
  });
});
