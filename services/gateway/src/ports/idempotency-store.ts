/** What a first request with an Idempotency-Key finds. */
export type Claim =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; bodyJson: string }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

/**
 * Remembers the response to each (account, Idempotency-Key) for 24 hours. `claim` is atomic: of two concurrent
 * requests with one key, exactly one gets `new`.
 */
export interface IdempotencyStore {
  claim(accountId: string, key: string, requestHash: string, now: Date, ttlMs: number): Promise<Claim>;
  /** Keeps the response: its status and its body as the JSON text that was sent, replayed byte for byte. */
  complete(accountId: string, key: string, status: number, bodyJson: string): Promise<void>;
  /** Forgets a claim whose request did nothing (a 5xx or 429), so a retry runs it again. */
  release(accountId: string, key: string): Promise<void>;
}
