import * as grpc from '@grpc/grpc-js';
import { DomainError, type ErrorCode, type Logger } from '@tessera/common';

const DETAILS_KEY = 'x-error-details';
const FIELD_KEY = 'x-error-field';

const STATUS_OF: Record<ErrorCode, grpc.status> = {
  INVALID_ARGUMENT: grpc.status.INVALID_ARGUMENT,
  NOT_FOUND: grpc.status.NOT_FOUND,
  CONFLICT: grpc.status.ALREADY_EXISTS,
  PERMISSION_DENIED: grpc.status.PERMISSION_DENIED,
  UNAUTHENTICATED: grpc.status.UNAUTHENTICATED,
  RESOURCE_EXHAUSTED: grpc.status.RESOURCE_EXHAUSTED,
  FAILED_PRECONDITION: grpc.status.FAILED_PRECONDITION,
  UNAVAILABLE: grpc.status.UNAVAILABLE,
  INTERNAL: grpc.status.INTERNAL,
};

const CODE_OF = new Map<grpc.status, ErrorCode>(
  Object.entries(STATUS_OF).map(([code, status]) => [status, code as ErrorCode]),
);

/** Server side: a thrown error becomes a gRPC status. Unexpected errors are logged and hidden behind INTERNAL. */
export function toServiceError(error: unknown, logger: Logger): Partial<grpc.StatusObject> {
  const metadata = new grpc.Metadata();
  if (error instanceof DomainError) {
    if (error.details) metadata.set(DETAILS_KEY, encodeURIComponent(error.details));
    if (error.field) metadata.set(FIELD_KEY, encodeURIComponent(error.field));
    return { code: STATUS_OF[error.code], details: error.message, metadata };
  }
  logger.error({ err: error }, 'unexpected error in gRPC handler');
  return { code: grpc.status.INTERNAL, details: 'Internal error', metadata };
}

function metadataText(metadata: grpc.Metadata | undefined, key: string): string | undefined {
  const value = metadata?.get(key)[0];
  return typeof value === 'string' ? decodeURIComponent(value) : undefined;
}

/** Client side: a gRPC failure becomes the DomainError the service threw (or UNAVAILABLE/INTERNAL for transport faults). */
export function fromServiceError(error: grpc.ServiceError): DomainError {
  const details = metadataText(error.metadata, DETAILS_KEY);
  const field = metadataText(error.metadata, FIELD_KEY);
  if (error.code === grpc.status.DEADLINE_EXCEEDED) {
    return new DomainError('UNAVAILABLE', 'Upstream service timed out', { details: error.details, cause: error });
  }
  const code = CODE_OF.get(error.code);
  if (code === undefined || (code === 'UNAVAILABLE' && details === undefined)) {
    const transport = error.code === grpc.status.UNAVAILABLE;
    return new DomainError(transport ? 'UNAVAILABLE' : 'INTERNAL', transport ? 'Upstream service unavailable' : 'Internal error', {
      cause: error,
    });
  }
  return new DomainError(code, error.details, { details, field, cause: error });
}
