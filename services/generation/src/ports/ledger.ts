/**
 * The credit ledger: append-only entries per account, with the balance kept in the same transaction. Amounts are
 * signed integer cents (grant +, reserve -, refund +, settle + whatever part of the reservation was not charged), so
 * the entries of an account always sum to its balance, which never goes below zero.
 */
export type LedgerKind = 'grant' | 'reserve' | 'settle' | 'refund';

export interface LedgerEntry {
  id: string;
  account_id: string;
  kind: LedgerKind;
  cents: number;
  job_id: string | null;
  note: string;
  created_at: string;
}

export type ReserveResult = { ok: true; balance: number; alreadyReserved: boolean } | { ok: false; balance: number };

export interface OpenReservation {
  account_id: string;
  job_id: string;
  cents: number;
  created_at: string;
}

export interface CreditLedger {
  balance(accountId: string): Promise<number>;
  /** Newest first. */
  entries(accountId: string, limit: number): Promise<LedgerEntry[]>;
  grant(accountId: string, cents: number, note: string): Promise<number>;
  /**
   * Debits `cents` for `jobId` if and only if the balance covers it (atomic; never negative). A second reserve for
   * the same job debits nothing and reports `alreadyReserved`.
   */
  reserve(accountId: string, jobId: string, cents: number, note: string): Promise<ReserveResult>;
  /**
   * Closes the job's reservation, charging `chargedCents` of it and returning the rest. Closing twice (settle or
   * refund) changes nothing. Returns the balance and whether this call closed it.
   */
  settle(accountId: string, jobId: string, chargedCents: number): Promise<{ balance: number; closed: boolean }>;
  /** Closes the job's reservation returning all of it; a no-op when already closed or never reserved. */
  refund(accountId: string, jobId: string, note: string): Promise<{ balance: number; closed: boolean }>;
  /** Reservations not yet settled or refunded that were made before `before` (crash recovery). */
  openReservations(before: Date): Promise<OpenReservation[]>;
  close(): Promise<void>;
}

export type ClosingEntry = { kind: 'settle' | 'refund'; cents: number; note: string };

/** Settling a reservation charges up to what was reserved and credits back the rest. */
export const settleEntry = (reservedCents: number, chargedCents: number): ClosingEntry => ({
  kind: 'settle', cents: Math.max(0, reservedCents - chargedCents), note: `charged ${Math.min(chargedCents, reservedCents)} cents`,
});

/** A refund credits back the whole reservation. */
export const refundEntry = (reservedCents: number, note: string): ClosingEntry => ({ kind: 'refund', cents: reservedCents, note });
