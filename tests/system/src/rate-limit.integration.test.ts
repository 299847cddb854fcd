import { BOOTSTRAP_KEY, bearer, startSystem, type System } from './testing/harness';

describe('rate limits', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem({ standardPerMinute: 100 });
  });
  afterAll(() => sys?.stop());

  it('allows 100 standard requests a minute per key, then answers 429 with Retry-After', async () => {
    const { key } = await sys.newAccount('busy');
    let last;
    for (let i = 1; i <= 100; i += 1) {
      last = await sys.http.get('/api/indexes').set(bearer(key));
      expect(last.status).toBe(200);
    }
    expect(last!.headers['x-ratelimit-limit']).toBe('100');
    expect(last!.headers['x-ratelimit-remaining']).toBe('0');

    const limited = await sys.http.get('/api/indexes').set(bearer(key));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, error: 'Rate limit exceeded', details: expect.stringMatching(/100 standard/) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another key of the same system is not affected.
    expect((await sys.http.get('/api/indexes').set(bearer(BOOTSTRAP_KEY))).status).toBe(200);
  });

  it('sends the rate-limit headers on every /api response, with the reset as epoch seconds', async () => {
    const { key } = await sys.newAccount('headers');
    const before = Math.floor(Date.now() / 1000);
    const res = await sys.http.get('/api/indexes').set(bearer(key));
    expect(res.headers['x-ratelimit-limit']).toBe('100');
    expect(res.headers['x-ratelimit-remaining']).toBe('99');
    const reset = Number(res.headers['x-ratelimit-reset']);
    expect(reset).toBeGreaterThanOrEqual(before);
    expect(reset).toBeLessThanOrEqual(before + 61);

    const notFound = await sys.http.get('/api/indexes/00000000-0000-4000-8000-000000000000').set(bearer(key));
    expect(notFound.status).toBe(404);
    expect(notFound.headers['x-ratelimit-remaining']).toBe('98');
    const unauthenticated = await sys.http.get('/api/indexes');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers['x-ratelimit-limit']).toBe('100');
  });
});
