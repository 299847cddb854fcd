import { retryAfterMs, TesseraApiError } from './errors';

describe(TesseraApiError.name, () => {
  it('carries the API error body, status and Retry-After', () => {
    const response = new Response('', { status: 429, headers: { 'Retry-After': '7' } });
    const error = TesseraApiError.from(response, { success: false, error: 'Rate limit exceeded', details: 'Retry after 7 s' });
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 7, body: { error: 'Rate limit exceeded', details: 'Retry after 7 s' } });
    expect(error.message).toBe('Rate limit exceeded: Retry after 7 s');
  });

  it('describes a body that is not the API error body by its status', () => {
    const error = TesseraApiError.from(new Response('', { status: 502, statusText: 'Bad Gateway' }), 'upstream down');
    expect(error.body).toEqual({ success: false, error: 'HTTP 502 Bad Gateway', details: 'upstream down' });
  });
});

describe(retryAfterMs.name, () => {
  it('reads seconds and HTTP dates, and 0 for anything else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(0);
  });
});
