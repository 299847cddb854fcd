import { newId, nowIso } from '@tessera/common';
import type { SqliteDatabase } from '@tessera/storage';
import { refundEntry, settleEntry, type ClosingEntry, type CreditLedger, type LedgerEntry, type OpenReservation, type ReserveResult } from '../../ports/ledger';

/** The ledger in the service's SQLite file; every movement is one IMMEDIATE transaction (safe across processes). */
export class SqliteLedger implements CreditLedger {
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      balance: db.prepare('SELECT balance_cents FROM balances WHERE account_id = ?').pluck(),
      credit: db.prepare(
        `INSERT INTO balances (account_id, balance_cents) VALUES (?, ?)
         ON CONFLICT (account_id) DO UPDATE SET balance_cents = balance_cents + excluded.balance_cents`,
      ),
      debit: db.prepare('UPDATE balances SET balance_cents = balance_cents - ? WHERE account_id = ? AND balance_cents >= ?'),
      entry: db.prepare(
        `INSERT INTO ledger (id, account_id, kind, cents, job_id, note, created_at)
         VALUES (@id, @account_id, @kind, @cents, @job_id, @note, @created_at)`,
      ),
      entries: db.prepare(
        'SELECT id, account_id, kind, cents, job_id, note, created_at FROM ledger WHERE account_id = ? ORDER BY seq DESC LIMIT ?',
      ),
      jobEntry: db.prepare('SELECT kind, cents FROM ledger WHERE account_id = ? AND job_id = ? AND kind = ?'),
      closing: db.prepare(`SELECT kind FROM ledger WHERE job_id = ? AND kind IN ('settle', 'refund')`).pluck(),
      open: db.prepare(
        `SELECT r.account_id, r.job_id, -r.cents AS cents, r.created_at FROM ledger r
         WHERE r.kind = 'reserve' AND r.created_at < ?
           AND NOT EXISTS (SELECT 1 FROM ledger c WHERE c.job_id = r.job_id AND c.kind IN ('settle', 'refund'))
         ORDER BY r.seq`,
      ),
    };
  }

  private current(accountId: string): number {
    return (this.statements.balance.get(accountId) as number | undefined) ?? 0;
  }

  private write(accountId: string, kind: LedgerEntry['kind'], cents: number, jobId: string | null, note: string): void {
    this.statements.entry.run({ id: newId(), account_id: accountId, kind, cents, job_id: jobId, note, created_at: nowIso() });
  }

  async balance(accountId: string): Promise<number> {
    return this.current(accountId);
  }

  async entries(accountId: string, limit: number): Promise<LedgerEntry[]> {
    return this.statements.entries.all(accountId, limit) as LedgerEntry[];
  }

  async grant(accountId: string, cents: number, note: string): Promise<number> {
    return this.db
      .transaction(() => {
        this.statements.credit.run(accountId, cents);
        this.write(accountId, 'grant', cents, null, note);
        return this.current(accountId);
      })
      .immediate();
  }

  async reserve(accountId: string, jobId: string, cents: number, note: string): Promise<ReserveResult> {
    return this.db
      .transaction((): ReserveResult => {
        if (this.statements.jobEntry.get(accountId, jobId, 'reserve')) {
          return { ok: true, balance: this.current(accountId), alreadyReserved: true };
        }
        if (this.statements.debit.run(cents, accountId, cents).changes === 0) return { ok: false, balance: this.current(accountId) };
        this.write(accountId, 'reserve', -cents, jobId, note);
        return { ok: true, balance: this.current(accountId), alreadyReserved: false };
      })
      .immediate();
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
    return Promise.resolve(
      this.db
        .transaction(() => {
          const reservation = this.statements.jobEntry.get(accountId, jobId, 'reserve') as { cents: number } | undefined;
          if (!reservation || this.statements.closing.get(jobId)) return { balance: this.current(accountId), closed: false };
          const { kind, cents, note } = closing(-reservation.cents);
          if (cents > 0) this.statements.credit.run(accountId, cents);
          this.write(accountId, kind, cents, jobId, note);
          return { balance: this.current(accountId), closed: true };
        })
        .immediate(),
    );
  }

  async openReservations(before: Date): Promise<OpenReservation[]> {
    return this.statements.open.all(before.toISOString()) as OpenReservation[];
  }

  async close(): Promise<void> {
    // The database handle belongs to the storage bundle that opened it.
  }
}
