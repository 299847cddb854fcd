import { createHash } from 'node:crypto';
import { Conflict, InvalidArgument, type Logger } from '@tessera/common';
import type { RequestHandler } from 'express';
import type { Caller } from '../domain/accounts';
import type { IdempotencyStore } from '../ports/idempotency-store';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** JSON with object keys sorted, so the same request hashes the same however a client orders its fields. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * `Idempotency-Key` on a POST: the first request runs and its response is kept for 24 hours; a retry with the
 * same key and request gets that response again (header Idempotent-Replayed: true) and writes nothing; the same
 * key with a different request is a 400; a retry while the first is still running is a 409. Responses that did
 * nothing (5xx, 429) are not kept, so their retries run.
 */
export function idempotency(store: IdempotencyStore, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (key === undefined) return next();
    if (!KEY.test(key)) {
      return next(new InvalidArgument('Invalid Idempotency-Key', { field: 'Idempotency-Key', details: 'Use 1 to 255 printable ASCII characters' }));
    }
    const { accountId } = res.locals.caller as Caller;
    const hash = createHash('sha256').update(`${req.method} ${req.originalUrl} ${canonical(req.body)}`).digest('hex');
    store.claim(accountId, key, hash, new Date(), IDEMPOTENCY_TTL_MS).then((claim) => {
      switch (claim.kind) {
        case 'replay':
          res.setHeader('Idempotent-Replayed', 'true');
          res.status(claim.status).type('application/json').send(claim.bodyJson);
          return;
        case 'mismatch':
          return next(
            new InvalidArgument('Idempotency-Key reused with a different request', {
              field: 'Idempotency-Key',
              details: 'A key may be retried only with the same method, path and body within 24 hours',
            }),
          );
        case 'in-progress':
          return next(new Conflict('A request with this Idempotency-Key is still in progress', { details: 'Retry after it completes' }));
        case 'new': {
          // Every JSON response passes through send as text: res.json's, and a route's own (one that splices JSON it
          // got from a backend rather than parse and re-encode it). That text is what a retry gets back.
          const send = res.send.bind(res);
          let recorded = false;
          res.send = (body?: unknown) => {
            if (!recorded && typeof body === 'string' && /\bjson\b/.test(String(res.get('Content-Type') ?? ''))) {
              recorded = true;
              const status = res.statusCode;
              const settle = status >= 500 || status === 429 ? store.release(accountId, key) : store.complete(accountId, key, status, body);
              settle.catch((error: unknown) => logger.error({ err: error }, 'could not record idempotent response'));
            }
            return send(body);
          };
          // A response that was not JSON (an event stream) or never finished is not kept: a retry runs again, and the
          // key also reaches the backend (e.g. generation joins the same job), so running again writes nothing twice.
          res.on('close', () => {
            if (!recorded || !res.writableFinished) store.release(accountId, key).catch(() => undefined);
          });
          return next();
        }
      }
    }, next);
  };
}
