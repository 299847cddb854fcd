/**
 * Typed domain errors. Domain code throws these; the gRPC edge maps `code` to a gRPC status and the gateway maps
 * that status to HTTP in one place. `details` is safe to show to API callers; `cause` never is.
 */
export type ErrorCode =
  | 'INVALID_ARGUMENT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PERMISSION_DENIED'
  | 'UNAUTHENTICATED'
  | 'RESOURCE_EXHAUSTED'
  | 'FAILED_PRECONDITION'
  | 'PAYMENT_REQUIRED'
  | 'UNAVAILABLE'
  | 'INSUFFICIENT_STORAGE'
  | 'INTERNAL';

export interface DomainErrorOptions {
  details?: string;
  /** The request field the error is about, when there is one (e.g. `limit`, `triples[3].subject`). */
  field?: string;
  /** Machine-readable facts the API error body carries as its own fields (e.g. `balance_cents` on a 402). */
  info?: Record<string, string | number>;
  cause?: unknown;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: string;
  readonly field?: string;
  readonly info?: Record<string, string | number>;

  constructor(code: ErrorCode, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.details = options.details ?? '';
    this.field = options.field;
    this.info = options.info;
  }
}

export class InvalidArgument extends DomainError {
  constructor(message: string, options?: DomainErrorOptions) {
    super('INVALID_ARGUMENT', message, options);
  }
}

export class NotFound extends DomainError {
  constructor(message: string, options?: DomainErrorOptions) {
    super('NOT_FOUND', message, options);
  }
}

export class Conflict extends DomainError {
  constructor(message: string, options?: DomainErrorOptions) {
    super('CONFLICT', message, options);
  }
}

export class PermissionDenied extends DomainError {
  constructor(message: string, options?: DomainErrorOptions) {
    super('PERMISSION_DENIED', message, options);
  }
}

export class Unauthenticated extends DomainError {
  constructor(message: string, options?: DomainErrorOptions) {
    super('UNAUTHENTICATED', message, options);
  }
}

export class ResourceExhausted extends DomainError {
  constructor(message: string, options?: DomainErrorOptions) {
    super('RESOURCE_EXHAUSTED', message, options);
  }
}

export class FailedPrecondition extends DomainError {
  constructor(message: string, options?: DomainErrorOptions) {
    super('FAILED_PRECONDITION', message, options);
  }
}

/** Not enough credits for a paid operation; the API answers 402 with the balance and the price. */
export class InsufficientCredits extends DomainError {
  constructor(balanceCents: number, requiredCents: number, buyCreditsUrl: string) {
    super('PAYMENT_REQUIRED', 'Insufficient credits', {
      details: `This operation costs ${requiredCents} cents; the balance is ${balanceCents} cents`,
      info: { balance_cents: balanceCents, required_cents: requiredCents, buy_credits_url: buyCreditsUrl },
    });
  }
}

export class Unavailable extends DomainError {
  constructor(message: string, options?: DomainErrorOptions) {
    super('UNAVAILABLE', message, options);
  }
}

/** A store could not write because its disk (or its configured size limit) is full; nothing of the write was kept. */
export class StorageFull extends DomainError {
  constructor(cause: unknown) {
    super('INSUFFICIENT_STORAGE', 'Storage full', {
      details: 'The server could not store this write because its storage is full; nothing of it was stored. Retry once the operator has freed space.',
      cause,
    });
  }
}

/**
 * The StorageFull error for a storage driver's "disk full" failure (SQLite's SQLITE_FULL, the OS's ENOSPC, MongoDB's
 * OutOfDiskSpace), or undefined for any other error.
 */
export function storageFullFrom(error: unknown): StorageFull | undefined {
  if (error instanceof StorageFull) return error;
  const { code } = (error ?? {}) as { code?: unknown };
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 14031) return new StorageFull(error);
  return undefined;
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
