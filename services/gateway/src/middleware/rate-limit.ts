import { ResourceExhausted } from '@tessera/common';
import type { RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateClass } from '../http/api';
import type { Caller } from '../domain/accounts';

export type RateLimiters = Record<RateClass, RateLimiterAbstract>;

const WINDOW_SECONDS = 60;

/**
 * Fixed one-minute windows per API key and rate class. With Redis the counters are shared by every gateway
 * replica; if Redis fails, an in-memory limiter stands in rather than letting traffic through unlimited. Without
 * Redis, the workers of one gateway (GATEWAY_WORKERS) share counters kept by their primary process (`cluster`).
 */
export function createRateLimiters(perMinute: Record<RateClass, number>, redis?: Redis, { cluster = false } = {}): RateLimiters {
  const make = (rateClass: RateClass): RateLimiterAbstract => {
    const options = { points: perMinute[rateClass], duration: WINDOW_SECONDS, keyPrefix: `tessera_rl_${rateClass}` };
    if (!redis) return cluster ? new RateLimiterCluster({ ...options, timeoutMs: 3000 }) : new RateLimiterMemory(options);
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
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
