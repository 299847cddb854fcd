/** What a request with an Idempotency-Key finds. */
export type Claim =
  /** Run the request: the key is new, expired, or (takeover) its last holder's lease ran out without a response. */
  | { kind: 'new'; takeover: boolean }
  | { kind: 'replay'; status: number; bodyJson: string }
  | { kind: 'mismatch' }
  /** Another attempt holds the key's lease until `leaseUntil` (epoch ms). */
  | { kind: 'in-progress'; leaseUntil: number };

export interface ClaimLimits {
  /** How long a key and its response are remembered. */
  ttlMs: number;
  /** How long a claim holds the key without being renewed (its holder renews it while the request runs). */
  leaseMs: number;
}

/**
 * Remembers the response to each (account, Idempotency-Key) for 24 hours. `claim` is atomic: of concurrent requests
 * with one key, exactly one gets `new`. A claim is a lease: a holder that died (a crashed gateway) stops renewing it,
 * and once it has run out the next request with the same key and request takes the key over.
 */
export interface IdempotencyStore {
  claim(accountId: string, key: string, requestHash: string, now: Date, limits: ClaimLimits): Promise<Claim>;
  /** Extends a held lease to now + leaseMs; false when the key is no longer in progress. */
  renew(accountId: string, key: string, now: Date, leaseMs: number): Promise<boolean>;
  /** Keeps the response: its status and its body as the JSON text that was sent, replayed byte for byte. */
  complete(accountId: string, key: string, status: number, bodyJson: string): Promise<void>;
  /** Forgets a claim whose request did nothing (a 5xx or 429), so a retry runs it again. */
  release(accountId: string, key: string): Promise<void>;
}
