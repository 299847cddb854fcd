import { claimUpsert } from './queries';

describe(claimUpsert.name, () => {
  it('matches only an expired row, so a live key collides on the unique index', () => {
    const now = new Date('2026-01-02T00:00:00Z');
    const { filter, update } = claimUpsert('acc', 'k1', 'h', now, 24 * 3600 * 1000);
    expect(filter).toEqual({ account_id: 'acc', key: 'k1', created_at: { $lte: new Date('2026-01-01T00:00:00Z') } });
    expect(update.$set).toEqual({ account_id: 'acc', key: 'k1', request_hash: 'h', status: null, body: null, created_at: now });
  });
});
