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
  | 'UNAVAILABLE'
  | 'INTERNAL';

export interface DomainErrorOptions {
  details?: string;
  /** The request field the error is about, when there is one (e.g. `limit`, `triples[3].subject`). */
  field?: string;
  cause?: unknown;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: string;
  readonly field?: string;

  constructor(code: ErrorCode, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.details = options.details ?? '';
    this.field = options.field;
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

export class Unavailable extends DomainError {
  constructor(message: string, options?: DomainErrorOptions) {
    super('UNAVAILABLE', message, options);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
