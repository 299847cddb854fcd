import { DomainError, storageFullFrom, type ErrorCode, type Logger } from '@tessera/common';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { sendJson } from '../http/respond';

/** The one place where errors become HTTP statuses. */
const HTTP_STATUS: Record<ErrorCode, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FAILED_PRECONDITION: 400,
  PAYMENT_REQUIRED: 402,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
};

/** Retry-After on a 503: `npm start` restarts a crashed service after 1 s, and it starts in about a second. */
const UNAVAILABLE_RETRY_AFTER_S = 2;

export const errorBody = (error: string, details = '') => ({ success: false as const, error, details });

/** body-parser's own failures, by their `type`. */
function bodyParserError(error: { type?: unknown; limit?: unknown }): { status: number; error: string; details: string } | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return { status: 400, error: 'Malformed JSON', details: 'The request body is not valid JSON' };
    case 'entity.too.large':
      return { status: 413, error: 'Request body too large', details: `The body must be at most ${String(error.limit)} bytes` };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 400, error: 'Unsupported body encoding', details: 'Send UTF-8 JSON' };
    case 'request.aborted':
    case 'request.size.invalid':
      return { status: 400, error: 'Incomplete request body', details: 'The body ended before its declared length' };
    default:
      return undefined;
  }
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (thrown: unknown, req, res, _next) => {
    // The gateway's own store (keys, idempotency records) can fill its disk like any service's.
    const error = storageFullFrom(thrown) ?? thrown;
    let status = 500;
    let body: Record<string, unknown> = errorBody('Internal server error', 'The error was logged; retry later or contact the operator');
    const parserError = typeof error === 'object' && error !== null ? bodyParserError(error as { type?: unknown }) : undefined;
    if (error instanceof DomainError) {
      status = HTTP_STATUS[error.code];
      // A 402 body is exactly the contract's InsufficientCreditsError; other errors carry `details`.
      body = error.code === 'PAYMENT_REQUIRED' ? { success: false, error: error.message, ...error.info } : errorBody(error.message, error.details);
    } else if (parserError) {
      status = parserError.status;
      body = errorBody(parserError.error, parserError.details);
    }
    if (status >= 500) logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return res.end();
    // A service that is down (restarting, or still loading) is back within seconds: say when to retry.
    if (status === 503 && !res.getHeader('Retry-After')) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    sendJson(res, status, JSON.stringify(body));
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new DomainError('NOT_FOUND', 'Not found', { details: `No route for ${req.method} ${req.path}` }));
};
