import * as grpc from '@grpc/grpc-js';
import { DomainError, storageFullFrom, type ErrorCode, type Logger } from '@tessera/common';

const DETAILS_KEY = 'x-error-details';
const FIELD_KEY = 'x-error-field';
const CODE_KEY = 'x-error-code';
const INFO_KEY = 'x-error-info';

const STATUS_OF: Record<ErrorCode, grpc.status> = {
  INVALID_ARGUMENT: grpc.status.INVALID_ARGUMENT,
  NOT_FOUND: grpc.status.NOT_FOUND,
  CONFLICT: grpc.status.ALREADY_EXISTS,
  PERMISSION_DENIED: grpc.status.PERMISSION_DENIED,
  UNAUTHENTICATED: grpc.status.UNAUTHENTICATED,
  RESOURCE_EXHAUSTED: grpc.status.RESOURCE_EXHAUSTED,
  FAILED_PRECONDITION: grpc.status.FAILED_PRECONDITION,
  // gRPC has no payment status; the exact domain code travels in metadata (CODE_KEY).
  PAYMENT_REQUIRED: grpc.status.FAILED_PRECONDITION,
  UNAVAILABLE: grpc.status.UNAVAILABLE,
  // Nor a storage-full one: RESOURCE_EXHAUSTED, with the exact code in metadata.
  INSUFFICIENT_STORAGE: grpc.status.RESOURCE_EXHAUSTED,
  INTERNAL: grpc.status.INTERNAL,
};

/** Codes that share a gRPC status with another and travel in metadata (CODE_KEY). */
const CARRIED_CODES = new Set<ErrorCode>(['PAYMENT_REQUIRED', 'INSUFFICIENT_STORAGE']);

const CODE_OF = new Map<grpc.status, ErrorCode>(
  Object.entries(STATUS_OF)
    .filter(([code]) => !CARRIED_CODES.has(code as ErrorCode))
    .map(([code, status]) => [status, code as ErrorCode]),
);

/** Server side: a thrown error becomes a gRPC status. Unexpected errors are logged and hidden behind INTERNAL. */
export function toServiceError(thrown: unknown, logger: Logger): Partial<grpc.StatusObject> {
  const metadata = new grpc.Metadata();
  const full = storageFullFrom(thrown);
  if (full) logger.error({ err: thrown }, 'storage full: a write failed');
  const error = full ?? thrown;
  if (error instanceof DomainError) {
    if (error.details) metadata.set(DETAILS_KEY, encodeURIComponent(error.details));
    if (error.field) metadata.set(FIELD_KEY, encodeURIComponent(error.field));
    if (CARRIED_CODES.has(error.code)) metadata.set(CODE_KEY, error.code);
    if (error.info) metadata.set(INFO_KEY, encodeURIComponent(JSON.stringify(error.info)));
    return { code: STATUS_OF[error.code], details: error.message, metadata };
  }
  logger.error({ err: error }, 'unexpected error in gRPC handler');
  return { code: grpc.status.INTERNAL, details: 'Internal error', metadata };
}

function metadataText(metadata: grpc.Metadata | undefined, key: string): string | undefined {
  const value = metadata?.get(key)[0];
  return typeof value === 'string' ? decodeURIComponent(value) : undefined;
}

function parseInfo(text: string | undefined): Record<string, string | number> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, string | number>) : undefined;
  } catch {
    return undefined;
  }
}

/** Client side: a gRPC failure becomes the DomainError the service threw (or UNAVAILABLE/INTERNAL for transport faults). */
export function fromServiceError(error: grpc.ServiceError): DomainError {
  const details = metadataText(error.metadata, DETAILS_KEY);
  const field = metadataText(error.metadata, FIELD_KEY);
  if (error.code === grpc.status.DEADLINE_EXCEEDED) {
    return new DomainError('UNAVAILABLE', 'Upstream service timed out', { details: error.details, cause: error });
  }
  const info = parseInfo(metadataText(error.metadata, INFO_KEY));
  const carried = metadataText(error.metadata, CODE_KEY) as ErrorCode | undefined;
  const code = carried !== undefined && CARRIED_CODES.has(carried) ? carried : CODE_OF.get(error.code);
  if (code === undefined || (code === 'UNAVAILABLE' && details === undefined)) {
    const transport = error.code === grpc.status.UNAVAILABLE;
    return new DomainError(transport ? 'UNAVAILABLE' : 'INTERNAL', transport ? 'Upstream service unavailable' : 'Internal error', {
      cause: error,
    });
  }
  return new DomainError(code, error.details, { details, field, info, cause: error });
}
