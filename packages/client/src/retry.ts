import { randomUUID } from 'node:crypto';
import { retryAfterMs } from './errors';

export interface RetryOptions {
  /** Further attempts after the first, on 429, 503 or a failed connection (default 3). */
  retries?: number;
  /** First backoff delay when the server gives no Retry-After; doubled each attempt, with jitter (default 250 ms). */
  backoffMs?: number;
  /** The longest wait the client accepts; a longer Retry-After is answered at once instead (default 30 s). */
  maxDelayMs?: number;
}

const RETRIED_STATUSES = new Set([429, 503]);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A fetch that retries 429 (after its Retry-After), 503 and failed connections with backoff, and gives every write
 * one Idempotency-Key for all its attempts, so a retried POST is answered once by the API (replayed, not re-run).
 */
export function retryingFetch(fetchImpl: (request: Request) => Promise<Response>, options: RetryOptions = {}) {
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  return async (input: Request): Promise<Response> => {
    let request = input;
    if (WRITE_METHODS.has(request.method) && !request.headers.has('Idempotency-Key')) {
      const headers = new Headers(request.headers);
      headers.set('Idempotency-Key', randomUUID());
      request = new Request(request, { headers });
    }
    for (let attempt = 0; ; attempt++) {
      const backoff = backoffMs * 2 ** attempt * (0.5 + Math.random() / 2);
      let delay: number;
      try {
        // Each attempt sends a copy: a body stream is read once.
        const response = await fetchImpl(attempt < retries ? request.clone() : request);
        if (!RETRIED_STATUSES.has(response.status) || attempt >= retries) return response;
        delay = retryAfterMs(response.headers.get('Retry-After')) || backoff;
        if (delay > maxDelayMs) return response;
        await response.body?.cancel();
      } catch (error) {
        if (request.signal.aborted || attempt >= retries || !(error instanceof TypeError)) throw error;
        delay = backoff;
      }
      await sleep(delay, request.signal);
    }
  };
}
