import { createHash } from 'node:crypto';
import { Conflict, InvalidArgument, type Logger } from '@tessera/common';
import type { RequestHandler, Response } from 'express';
import type { Caller } from '../domain/accounts';
import { recordJsonResponse } from '../http/respond';
import type { IdempotencyStore } from '../ports/idempotency-store';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim's lease: long enough that a live request renews it many times over, short enough that a retry after a crash waits little. */
export const DEFAULT_IDEMPOTENCY_LEASE_MS = 30_000;
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

/** What a request running under an Idempotency-Key passes on to the services it writes through. */
const REQUEST_KEY = 'idempotentRequestKey';

/**
 * The key a route gives the service it writes through (e.g. CreateTriples' request_key), or '' when the request has
 * no Idempotency-Key. It names the key and the exact request, so a retry after a crash (a lease takeover) finds what
 * the first attempt stored instead of storing it again, and the same key reused for another request later (after
 * the 24 hours) is another write.
 */
export function idempotentRequestKey(res: Response): string {
  return (res.locals[REQUEST_KEY] as string | undefined) ?? '';
}

export interface IdempotencyOptions {
  /** How long a claim holds its key without renewal; the request renews it every third of that while it runs. */
  leaseMs: number;
}

/**
 * `Idempotency-Key` on a POST: the first request runs and its response is kept for 24 hours; a retry with the
 * same key and request gets that response again (header Idempotent-Replayed: true) and writes nothing; the same
 * key with a different request is a 400; a retry while the first is still running is a 409 with Retry-After.
 * Responses that did nothing (5xx, 429) are not kept, so their retries run. A claim is a lease renewed while its
 * request runs: when a gateway dies mid-request, a retry after the lease has run out takes the key over and runs
 * the request again, and the services' keyed writes (idempotentRequestKey) make that store nothing twice.
 */
export function idempotency(store: IdempotencyStore, logger: Logger, { leaseMs }: IdempotencyOptions): RequestHandler {
  return (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (key === undefined) return next();
    if (!KEY.test(key)) {
      return next(new InvalidArgument('Invalid Idempotency-Key', { field: 'Idempotency-Key', details: 'Use 1 to 255 printable ASCII characters' }));
    }
    const { accountId } = res.locals.caller as Caller;
    const hash = createHash('sha256').update(`${req.method} ${req.originalUrl} ${canonical(req.body)}`).digest('hex');
    store.claim(accountId, key, hash, new Date(), { ttlMs: IDEMPOTENCY_TTL_MS, leaseMs }).then((claim) => {
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
        case 'in-progress': {
          const seconds = Math.max(1, Math.ceil((claim.leaseUntil - Date.now()) / 1000));
          res.setHeader('Retry-After', String(seconds));
          return next(
            new Conflict('A request with this Idempotency-Key is still in progress', {
              details: `Retry after it completes (at the latest in ${seconds} s, when an attempt that died would lose its claim)`,
            }),
          );
        }
        case 'new': {
          if (claim.takeover) logger.warn({ accountId, key }, 'idempotency key taken over after its lease ran out');
          res.locals[REQUEST_KEY] = createHash('sha256').update(`${key}\n${hash}`).digest('hex');
          const renewal = setInterval(() => {
            store.renew(accountId, key, new Date(), leaseMs).catch((error: unknown) => logger.warn({ err: error }, 'could not renew an idempotency lease'));
          }, Math.max(100, Math.floor(leaseMs / 3)));
          renewal.unref();
          // Every JSON answer (a route's, an error's) is sent by sendJson, which tells this recorder its text first:
          // that text is what a retry gets back.
          let recorded = false;
          recordJsonResponse(res, (status, bodyJson) => {
            if (recorded) return;
            recorded = true;
            clearInterval(renewal);
            const settle = status >= 500 || status === 429 ? store.release(accountId, key) : store.complete(accountId, key, status, bodyJson);
            settle.catch((error: unknown) => logger.error({ err: error }, 'could not record idempotent response'));
          });
          // A response that was not JSON (an event stream) or never finished is not kept: a retry runs again, and the
          // key also reaches the backend (e.g. generation joins the same job), so running again writes nothing twice.
          res.on('close', () => {
            clearInterval(renewal);
            if (!recorded || !res.writableFinished) store.release(accountId, key).catch(() => undefined);
          });
          return next();
        }
      }
    }, next);
  };
}
