/** The error body every Tessera error response carries. */
export interface ApiErrorBody {
  success: false;
  error: string;
  details?: string;
}

/** A non-2xx answer from the API, carrying its status and error body (after the client's retries, if any). */
export class TesseraApiError extends Error {
  override readonly name = 'TesseraApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Seconds the server asked to wait (429, 503), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(body.details ? `${body.error}: ${body.details}` : body.error);
  }

  /** From a response and what openapi-fetch parsed of its body (JSON, or text when not JSON). */
  static from(response: Response, parsed: unknown): TesseraApiError {
    const body: ApiErrorBody =
      parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).error === 'string'
        ? { success: false, error: (parsed as ApiErrorBody).error, details: (parsed as ApiErrorBody).details ?? '' }
        : { success: false, error: `HTTP ${response.status} ${response.statusText}`.trim(), details: typeof parsed === 'string' ? parsed.slice(0, 500) : '' };
    return new TesseraApiError(response.status, body, retryAfterMs(response.headers.get('Retry-After')) / 1000 || undefined);
  }
}

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; 0 when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number {
  if (!value) return 0;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}
