import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError, NotFound, Unauthenticated } from '@tessera/common';
import type { RequestHandler } from 'express';
import type { Accounts } from '../domain/accounts';

/**
 * Identifies the caller from `Authorization: Bearer <key>`. It does not answer 401 itself: the rate limiter runs
 * first (per key, or per client address when there is no valid key) so guessing keys is throttled too.
 */
export function identifyCaller(accounts: Accounts): RequestHandler {
  return (req, res, next) => {
    accounts.authenticate(req.headers.authorization).then(
      (caller) => {
        res.locals.caller = caller;
        next();
      },
      (error: unknown) => {
        if (!(error instanceof DomainError)) return next(error);
        res.locals.authError = error;
        next();
      },
    );
  };
}

export const requireCaller: RequestHandler = (_req, res, next) => {
  next(res.locals.caller ? undefined : (res.locals.authError as Error));
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The operator's token for /admin. Without KG_ADMIN_TOKEN the admin API does not exist (404). */
export function requireAdmin(adminToken: string | undefined): RequestHandler {
  const expected = adminToken ? digest(adminToken) : undefined;
  return (req, _res, next) => {
    if (!expected) return next(new NotFound('Not found', { details: 'The admin API is disabled: set KG_ADMIN_TOKEN to enable it' }));
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!match) return next(new Unauthenticated('Missing admin token', { details: 'Send Authorization: Bearer <KG_ADMIN_TOKEN>' }));
    if (!timingSafeEqual(digest(match[1]!), expected)) {
      return next(new Unauthenticated('Invalid admin token', { details: 'API keys are not accepted on the admin API' }));
    }
    next();
  };
}
