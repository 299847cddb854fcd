import createFetchClient, { type Client, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { TesseraApiError } from './errors';
import type { paths } from './generated/api';
import { retryingFetch, type RetryOptions } from './retry';

export interface TesseraClientOptions {
  /** Where the gateway is, e.g. http://127.0.0.1:8080 (no /api). */
  baseUrl: string;
  /** An API key (kg_…), sent as a bearer token. */
  apiKey: string;
  retry?: RetryOptions;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** The fetch to send requests with (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

type Media = `${string}/${string}`;
// openapi-fetch's own parameter rule: `init` is optional exactly when the operation has no required parameter or body.
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

/** A typed call that resolves to the response body of a 2xx and rejects with TesseraApiError otherwise. */
export type DataMethod<M extends HttpMethod> = <P extends PathsWithMethod<paths, M>, I extends MaybeOptionalInit<paths[P], M>>(
  path: P,
  ...init: InitParam<I>
) => Promise<NonNullable<FetchResponse<paths[P][M] & Record<string | number, unknown>, I, Media>['data']>>;

type GetPath = PathsWithMethod<paths, 'get'>;
type GetBody<P extends GetPath> = paths[P]['get'] extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;
type GetQuery<P extends GetPath> = paths[P]['get'] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The list routes paged by offset and limit, whose body's `data` is the page. */
export type PagedPath = {
  [P in GetPath]: GetBody<P> extends { data: unknown[] } ? (GetQuery<P> extends { offset?: number; limit?: number } ? P : never) : never;
}[GetPath];
export type PageItem<P extends PagedPath> = GetBody<P> extends { data: (infer T)[] } ? T : never;

export interface PaginateOptions<P extends PagedPath> {
  /** The route's filters; `limit` is the page size (default 100). */
  query?: Omit<GetQuery<P>, 'offset'>;
  signal?: AbortSignal;
}

export interface TesseraClient {
  /** The openapi-fetch client over every route, with the retries and Idempotency-Keys (answers are not unwrapped). */
  readonly api: Client<paths, Media>;
  readonly get: DataMethod<'get'>;
  readonly post: DataMethod<'post'>;
  readonly put: DataMethod<'put'>;
  readonly delete: DataMethod<'delete'>;
  /** Every item of a paged list, fetching page after page as the loop asks for more. */
  paginate<P extends PagedPath>(path: P, options?: PaginateOptions<P>): AsyncGenerator<PageItem<P>, void, undefined>;
}

const DEFAULT_PAGE_SIZE = 100;

/**
 * A client for the Tessera API. Every method takes the route's typed `params`/`body` and a `signal`; 429 and 503
 * are retried (Retry-After honoured), each write carries an Idempotency-Key reused by its retries, and an error
 * answer rejects with TesseraApiError holding the API's error body.
 */
export function createTesseraClient(options: TesseraClientOptions): TesseraClient {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const api = createFetchClient<paths, Media>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(send, options.retry),
  });

  const unwrap = (method: Uppercase<HttpMethod>) =>
    (async (path: string, init?: object) => {
      const { data, error, response } = await (api.request as (m: string, p: string, i?: object) => Promise<FetchResponse<never, unknown, Media>>)(
        method,
        path,
        init,
      );
      if (error !== undefined || !response.ok) throw TesseraApiError.from(response, error);
      return data;
    }) as unknown;

  const get = unwrap('GET') as DataMethod<'get'>;
  return {
    api,
    get,
    post: unwrap('POST') as DataMethod<'post'>,
    put: unwrap('PUT') as DataMethod<'put'>,
    delete: unwrap('DELETE') as DataMethod<'delete'>,
    async *paginate<P extends PagedPath>(path: P, { query, signal }: PaginateOptions<P> = {}) {
      const limit = (query as { limit?: number } | undefined)?.limit ?? DEFAULT_PAGE_SIZE;
      for (let offset = 0; ; ) {
        const page = (await (get as (p: string, i: object) => Promise<{ data: PageItem<P>[] }>)(path, {
          params: { query: { ...query, offset, limit } },
          signal,
        })).data;
        yield* page;
        if (page.length < limit) return;
        offset += page.length;
      }
    },
  };
}
