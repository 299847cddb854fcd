import { ResourceExhausted } from '@tessera/common';
import type { RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateClass } from '../http/api';
import type { Caller } from '../domain/accounts';
import { LEASE_MESSAGE, LeasedRateLimiter, leaseSize, type ToPrimary, type ToWorker } from './rate-lease';

/** What the middleware needs of a limiter (rate-limiter-flexible's limiters and LeasedRateLimiter have it). */
export interface RateLimiter {
  readonly points: number;
  consume(key: string): Promise<RateLimiterRes>;
}

export type RateLimiters = Record<RateClass, RateLimiter>;

const WINDOW_SECONDS = 60;

/** How a gateway worker talks to its primary (node:cluster IPC in main.ts). */
export interface PrimaryChannel {
  workers: number;
  send(message: ToPrimary): void;
  onMessage(handler: (message: ToWorker) => void): void;
}

/**
 * Fixed one-minute windows per API key and rate class. With Redis the counters are shared by every gateway
 * replica; if Redis fails, an in-memory limiter stands in rather than letting traffic through unlimited. Without
 * Redis, the workers of one gateway (GATEWAY_WORKERS) spend points their primary process lends them (rate-lease.ts).
 */
export function createRateLimiters(perMinute: Record<RateClass, number>, redis?: Redis, { primary }: { primary?: PrimaryChannel } = {}): RateLimiters {
  const make = (rateClass: RateClass): RateLimiter => {
    const options = { points: perMinute[rateClass], duration: WINDOW_SECONDS, keyPrefix: `tessera_rl_${rateClass}` };
    if (redis) return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
    if (!primary) return new RateLimiterMemory(options);
    const limiter = new LeasedRateLimiter(options.points, WINDOW_SECONDS * 1000, options.keyPrefix, leaseSize(options.points, primary.workers), (m) => primary.send(m));
    primary.onMessage((message) => {
      if (message?.type === LEASE_MESSAGE) limiter.receive(message);
    });
    return limiter;
  };
  return { standard: make('standard'), generation: make('generation') };
}

function setHeaders(res: Response, limit: number, state: RateLimiterRes): void {
  res.setHeader('X-RateLimit-Limit', String(limit));
  res.setHeader('X-RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
  res.setHeader('X-RateLimit-Reset', String(Math.ceil((Date.now() + state.msBeforeNext) / 1000)));
}

export function rateLimit(limiters: RateLimiters, rateClass: RateClass): RequestHandler {
  const limiter = limiters[rateClass];
  return (req, res, next) => {
    const caller = res.locals.caller as Caller | undefined;
    const key = caller ? `key:${caller.keyId}` : `addr:${req.ip ?? 'unknown'}`;
    limiter.consume(key).then(
      (state) => {
        setHeaders(res, limiter.points, state);
        next();
      },
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) return next(rejection);
        setHeaders(res, limiter.points, rejection);
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        res.setHeader('Retry-After', String(retryAfter));
        next(
          new ResourceExhausted('Rate limit exceeded', {
            details: `${limiter.points} ${rateClass} requests per minute per API key; retry after ${retryAfter} s`,
          }),
        );
      },
    );
  };
}
