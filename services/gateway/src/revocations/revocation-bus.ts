/**
 * How one gateway process tells the others that an API key was revoked, so that none of them keeps trusting it from
 * its short-lived cache: the other workers of this gateway over cluster IPC, other replicas over Redis.
 */
export interface RevocationBus {
  announce(keyId: string): void;
  /** Registers what to do when another process revoked a key. */
  onRevoked(forget: (keyId: string) => void): void;
  close(): void;
}

/** Several buses as one: an announcement goes out on each, and a revocation heard on any is acted on. */
export function combineBuses(buses: RevocationBus[]): RevocationBus {
  return {
    announce: (keyId) => buses.forEach((bus) => bus.announce(keyId)),
    onRevoked: (forget) => buses.forEach((bus) => bus.onRevoked(forget)),
    close: () => buses.forEach((bus) => bus.close()),
  };
}
