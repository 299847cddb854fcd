import { randomUUID } from 'node:crypto';
import { describeWithRedis } from '@tessera/testing';
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiters } from './rate-limit';

describeWithRedis('Redis-backed rate limits', (url) => {
  const clients: Redis[] = [];
  const replica = () => {
    const redis = new Redis(url, { enableOfflineQueue: false, lazyConnect: false });
    clients.push(redis);
    return createRateLimiters({ standard: 5, generation: 2 }, redis);
  };
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it('shares one window between gateway replicas', async () => {
    const [a, b] = [replica(), replica()];
    await Promise.all(clients.map((c) => new Promise((resolve) => (c.status === 'ready' ? resolve(null) : c.once('ready', resolve)))));
    const key = `key:${randomUUID()}`;
    for (const limiter of [a, b, a, b, a]) await limiter.standard.consume(key);
    const rejection = await b.standard.consume(key).catch((e: unknown) => e);
    expect(rejection).toBeInstanceOf(RateLimiterRes);
    expect((rejection as RateLimiterRes).msBeforeNext).toBeGreaterThan(0);
    expect((rejection as RateLimiterRes).msBeforeNext).toBeLessThanOrEqual(60_000);
  });

  it('keeps the generation class separate from the standard one', async () => {
    const limiters = replica();
    const key = `key:${randomUUID()}`;
    await limiters.generation.consume(key);
    await limiters.generation.consume(key);
    await expect(limiters.generation.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(limiters.standard.consume(key)).resolves.toMatchObject({ remainingPoints: 4 });
  });
});
