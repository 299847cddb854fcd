import type { CreditLedger } from './ledger';

/** Behaviour every CreditLedger adapter must have. `open` returns a fresh, empty ledger. */
export function creditLedgerContract(open: () => Promise<CreditLedger>): void {
  let ledger: CreditLedger;
  beforeEach(async () => {
    ledger = await open();
  });
  afterEach(() => ledger.close());

  const sum = async (account: string) => (await ledger.entries(account, 1000)).reduce((total, e) => total + e.cents, 0);

  it('starts at zero and adds grants, newest entry first', async () => {
    expect(await ledger.balance('acc-a')).toBe(0);
    expect(await ledger.grant('acc-a', 500, 'welcome')).toBe(500);
    expect(await ledger.grant('acc-a', 25, 'top-up')).toBe(525);
    const entries = await ledger.entries('acc-a', 10);
    expect(entries.map((e) => [e.kind, e.cents, e.note])).toEqual([['grant', 25, 'top-up'], ['grant', 500, 'welcome']]);
    expect(await ledger.balance('acc-b')).toBe(0);
    expect(await ledger.entries('acc-b', 10)).toEqual([]);
  });

  it('reserves only what the balance covers, never going negative', async () => {
    await ledger.grant('acc-a', 6, 'grant');
    expect(await ledger.reserve('acc-a', 'job-1', 5, 'generate')).toEqual({ ok: true, balance: 1, alreadyReserved: false });
    expect(await ledger.reserve('acc-a', 'job-2', 2, 'generate')).toEqual({ ok: false, balance: 1 });
    expect(await ledger.balance('acc-a')).toBe(1);
    expect(await sum('acc-a')).toBe(1);
  });

  it('never debits one job twice', async () => {
    await ledger.grant('acc-a', 10, 'grant');
    await ledger.reserve('acc-a', 'job-1', 5, 'generate');
    expect(await ledger.reserve('acc-a', 'job-1', 5, 'generate')).toEqual({ ok: true, balance: 5, alreadyReserved: true });
    expect(await ledger.balance('acc-a')).toBe(5);
  });

  it('settles once, returning the part of the reservation that was not charged', async () => {
    await ledger.grant('acc-a', 10, 'grant');
    await ledger.reserve('acc-a', 'job-1', 5, 'generate');
    expect(await ledger.settle('acc-a', 'job-1', 2)).toEqual({ balance: 8, closed: true });
    expect(await ledger.settle('acc-a', 'job-1', 2)).toEqual({ balance: 8, closed: false });
    expect(await ledger.refund('acc-a', 'job-1', 'late failure')).toEqual({ balance: 8, closed: false });
    expect((await ledger.entries('acc-a', 10)).map((e) => [e.kind, e.cents])).toEqual([['settle', 3], ['reserve', -5], ['grant', 10]]);
    expect(await sum('acc-a')).toBe(8);
  });

  it('refunds once, and refunding what was never reserved changes nothing', async () => {
    await ledger.grant('acc-a', 10, 'grant');
    await ledger.reserve('acc-a', 'job-1', 5, 'generate');
    expect(await ledger.refund('acc-a', 'job-1', 'failed')).toEqual({ balance: 10, closed: true });
    expect(await ledger.refund('acc-a', 'job-1', 'failed')).toEqual({ balance: 10, closed: false });
    expect(await ledger.settle('acc-a', 'job-1', 5)).toEqual({ balance: 10, closed: false });
    expect(await ledger.refund('acc-a', 'job-unknown', 'failed')).toEqual({ balance: 10, closed: false });
    expect(await sum('acc-a')).toBe(10);
  });

  it('keeps accounts apart: one account cannot close or spend another account’s reservation', async () => {
    await ledger.grant('acc-a', 5, 'grant');
    await ledger.reserve('acc-a', 'job-1', 5, 'generate');
    expect(await ledger.refund('acc-b', 'job-1', 'steal')).toEqual({ balance: 0, closed: false });
    expect(await ledger.balance('acc-a')).toBe(0);
    expect(await ledger.balance('acc-b')).toBe(0);
  });

  it('lists open reservations made before a time, for recovery after a crash', async () => {
    await ledger.grant('acc-a', 10, 'grant');
    await ledger.reserve('acc-a', 'job-1', 2, 'generate');
    await ledger.reserve('acc-a', 'job-2', 5, 'generate');
    await ledger.settle('acc-a', 'job-2', 5);
    const open = await ledger.openReservations(new Date(Date.now() + 1000));
    expect(open.map((r) => [r.account_id, r.job_id, r.cents])).toEqual([['acc-a', 'job-1', 2]]);
    expect(await ledger.openReservations(new Date(Date.now() - 60_000))).toEqual([]);
  });

  it('serialises concurrent reservations: 9 jobs of 2 cents on 6 cents -> exactly 3 succeed', async () => {
    await ledger.grant('acc-a', 6, 'grant');
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => ledger.reserve('acc-a', `job-${i}`, 2, 'generate')));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(await ledger.balance('acc-a')).toBe(0);
    expect(await sum('acc-a')).toBe(0);
  });
}
