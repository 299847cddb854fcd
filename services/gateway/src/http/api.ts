import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { InvalidArgument } from '@tessera/common';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Caller } from '../domain/accounts';
import { JsonResponse, sendJson } from './respond';
import { ErrorBody, z } from './schemas';

export type RateClass = 'standard' | 'generation';

/** Who may call a route: API-key holders (in a rate class), the operator's admin token, or anyone. */
export type Guard = { kind: 'apiKey'; rateClass: RateClass } | { kind: 'admin' } | { kind: 'public' };

type AnyObject = z.ZodType<Record<string, unknown>, Record<string, unknown> | undefined>;

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  caller: Caller;
  requestId: string;
  req: Request;
  res: Response;
}

export interface RouteDefinition<P extends AnyObject, Q extends AnyObject, B extends z.ZodType> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI-style path, e.g. `/api/indexes/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  guard: Guard;
  params?: P;
  query?: Q;
  body?: B;
  response: z.ZodType;
  /** The 200 body's media types when it is not JSON (a file the route streams), each documented by `response`. */
  responseMediaTypes?: string[];
  /** Error statuses this route documents besides the ones every guarded route has. */
  errors: number[];
  /** Statuses whose body is not the usual one (e.g. 202 pending, the 402 credits body), documented as given. */
  otherResponses?: Record<number, { description: string; schema: z.ZodType }>;
  /** Returns the 200 body, or a JsonResponse (another status, or JSON text it already has); or streams the response
   * itself (not JSON, e.g. Server-Sent Events) and returns undefined. */
  handle(input: RouteInput<z.output<P>, z.output<Q>, z.output<B>>): Promise<unknown>;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid request: the error names the field and the bound',
  401: 'Missing, malformed, unknown or revoked credentials',
  402: 'Insufficient credits',
  403: 'The resource is read-only for this account',
  404: 'Not found (another account’s private resource is reported the same way)',
  409: 'Conflict with the current state',
  413: 'Request body too large',
  429: 'Rate limit exceeded; see Retry-After',
  500: 'Internal error',
  503: 'A backend service is unavailable; see Retry-After',
  507: 'Storage full: nothing of the write was stored; retry once space is freed',
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the current one-minute window', schema: { type: 'integer' as const } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' as const } },
  'X-RateLimit-Reset': {
    description: 'When the current window resets, as Unix epoch seconds',
    schema: { type: 'integer' as const },
  },
};

/** `triples[3].subject` from a zod issue path. */
export function fieldName(path: PropertyKey[], root: string): string {
  let name = '';
  for (const part of path) name += typeof part === 'number' ? `[${part}]` : name ? `.${String(part)}` : String(part);
  return name || root;
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function validate<S extends z.ZodType>(schema: S, value: unknown, root: 'body' | 'query' | 'path'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  if (root === 'body' && (value === undefined || typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new InvalidArgument('Request body must be a JSON object', {
      field: 'body',
      details: 'Send a JSON object with Content-Type: application/json',
    });
  }
  const issues = result.error.issues.map((issue) => {
    const field = fieldName(issue.path, root);
    const missing = issue.code === 'invalid_type' && valueAt(value, issue.path) === undefined;
    return { field, message: missing ? `${field} is required` : issue.message };
  });
  const first = issues[0]!;
  const describe = (i: { field: string; message: string }) =>
    i.message.startsWith(i.field) ? i.message : `${i.field}: ${i.message}`;
  throw new InvalidArgument(`Invalid ${first.field}: ${first.message}`, {
    field: first.field,
    details: issues.map(describe).join('; '),
  });
}

export interface GuardMiddleware {
  apiKey: (rateClass: RateClass) => RequestHandler[];
  admin: RequestHandler[];
  /** Runs after the guard on API-key POSTs: Idempotency-Key handling. */
  idempotentPost: RequestHandler;
}

/** The route table: each route is validated, mounted on express and described in OpenAPI from one definition. */
export class Api {
  private readonly routes: RouteDefinition<AnyObject, AnyObject, z.ZodType>[] = [];

  constructor(private readonly registry: OpenAPIRegistry) {}

  define<P extends AnyObject, Q extends AnyObject, B extends z.ZodType>(route: RouteDefinition<P, Q, B>): void {
    this.routes.push(route as unknown as RouteDefinition<AnyObject, AnyObject, z.ZodType>);
    this.registry.registerPath(this.describe(route));
  }

  /** Every served route as `METHOD /openapi/path`, for the test that checks the document covers them. */
  served(): string[] {
    return this.routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
  }

  router(guards: GuardMiddleware): Router {
    const router = Router();
    for (const route of this.routes) {
      const expressPath = route.path.replace(/\{(\w+)\}/g, ':$1');
      const guard =
        route.guard.kind === 'apiKey' ? guards.apiKey(route.guard.rateClass) : route.guard.kind === 'admin' ? guards.admin : [];
      if (route.guard.kind === 'apiKey' && route.method === 'post') guard.push(guards.idempotentPost);
      router[route.method](expressPath, ...guard, (req: Request, res: Response, next: NextFunction) => {
        Promise.resolve()
          .then(() => {
            const params = route.params ? validate(route.params, req.params, 'path') : {};
            const query = route.query ? validate(route.query, req.query, 'query') : {};
            const body = route.body ? validate(route.body, req.body, 'body') : undefined;
            return route.handle({
              params, query, body, req, res,
              caller: res.locals.caller as Caller,
              requestId: res.locals.requestId as string,
            });
          })
          .then((result) => {
            if (result === undefined || res.headersSent) return;
            if (result instanceof JsonResponse) sendJson(res, result.status, result.bodyJson);
            else sendJson(res, 200, JSON.stringify(result));
          })
          .catch(next);
      });
    }
    return router;
  }

  private describe(route: RouteDefinition<AnyObject, AnyObject, z.ZodType>): RouteConfig {
    const limited = route.guard.kind === 'apiKey';
    const common = route.guard.kind === 'public' ? [] : [401, 429];
    const idempotent = route.guard.kind === 'apiKey' && route.method === 'post';
    const writes = route.method !== 'get';
    const statuses = [...new Set([...route.errors, ...(route.body ? [400, 413] : []), ...(idempotent ? [400, 409] : []), ...(writes ? [507] : []), ...common, 500])].sort();
    const errorResponses = Object.fromEntries(
      statuses.map((status) => [
        status,
        {
          description: ERROR_TEXT[status] ?? 'Error',
          content: { 'application/json': { schema: ErrorBody } },
          ...(limited && status !== 401 ? { headers: RATE_LIMIT_HEADERS } : {}),
        },
      ]),
    );
    return {
      method: route.method,
      path: route.path,
      operationId: route.operationId,
      summary: route.summary,
      description: route.description,
      tags: route.tags,
      security: route.guard.kind === 'apiKey' ? [{ BearerAuth: [] }] : route.guard.kind === 'admin' ? [{ AdminToken: [] }] : [],
      request: {
        headers: idempotent
          ? z.object({
              'Idempotency-Key': z.string().max(255).optional().openapi({
                description:
                  'Retry-safe key: the first response is kept 24 h and replayed for the same request (header ' +
                  'Idempotent-Replayed: true); the same key with another request is a 400, one still running a 409.',
              }),
            })
          : undefined,
        params: route.params as never,
        query: route.query as never,
        body: route.body ? { required: true, content: { 'application/json': { schema: route.body } } } : undefined,
      },
      responses: {
        200: {
          description: 'Success',
          content: Object.fromEntries((route.responseMediaTypes ?? ['application/json']).map((type) => [type, { schema: route.response }])),
          ...(limited ? { headers: RATE_LIMIT_HEADERS } : {}),
        },
        ...errorResponses,
        ...Object.fromEntries(
          Object.entries(route.otherResponses ?? {}).map(([status, { description, schema }]) => [
            status,
            { description, content: { 'application/json': { schema } } },
          ]),
        ),
      },
    };
  }
}
