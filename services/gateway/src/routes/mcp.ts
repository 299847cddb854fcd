import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler, Router } from 'express';
import { ErrorBody, z } from '../http/schemas';

/**
 * The gateway's own address as the request reached it. MCP tools call the public API there with the caller's key,
 * so an MCP tool call passes the very authentication, tenancy checks, rate limits, validation and idempotency
 * handling an /api call does (and counts against the same limits), with nothing of it re-implemented.
 */
export function loopbackUrl(req: IncomingMessage): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

const JsonRpcMessage = z.looseObject({ jsonrpc: z.literal('2.0') }).openapi('JsonRpcMessage', {
  description: 'A JSON-RPC 2.0 message (or batch) of the Model Context Protocol',
});

/** MCP over Streamable HTTP (stateless) at /mcp, behind the same API-key guard as /api. */
export function mcpRoutes(router: Router, registry: OpenAPIRegistry, guard: RequestHandler[]): void {
  // Loaded on the first /mcp request: the MCP SDK adds most of a second to every gateway process's start otherwise.
  let handler: Promise<(req: IncomingMessage, res: ServerResponse, body: unknown) => Promise<void>> | undefined;
  const load = () =>
    (handler ??= Promise.all([import('@tessera/mcp'), import('@tessera/client')]).then(([{ streamableHttpHandler }, { createTesseraClient }]) =>
      streamableHttpHandler((req) =>
        createTesseraClient({
          baseUrl: loopbackUrl(req),
          // The guard has accepted this header's key.
          apiKey: /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')![1]!,
          // One retry: the agent is waiting; a longer wait comes back as a tool error it can act on.
          retry: { retries: 1, maxDelayMs: 5000 },
        }),
      ),
    ));
  router.post('/mcp', ...guard, (req, res, next) => {
    load()
      .then((handle) => handle(req, res, req.body))
      .catch(next);
  });
  // Stateless: no server-sent stream to resume and no session to end.
  const notAllowed: RequestHandler = (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: POST MCP messages to /mcp' }, id: null });
  };
  router.get('/mcp', ...guard, notAllowed);
  router.delete('/mcp', ...guard, notAllowed);

  const tags = ['MCP (Tessera extension)'];
  const errors = {
    401: { description: 'Missing, malformed, unknown or revoked API key', content: { 'application/json': { schema: ErrorBody } } },
    429: { description: 'Rate limit exceeded; see Retry-After', content: { 'application/json': { schema: ErrorBody } } },
  };
  registry.registerPath({
    method: 'post', path: '/mcp', operationId: 'mcp', tags, security: [{ BearerAuth: [] }],
    summary: 'Model Context Protocol endpoint (Streamable HTTP, stateless)',
    description:
      'Tessera extension. An MCP host connects here with an API key (Authorization: Bearer kg_…) and gets the tools ' +
      'search, add_facts, get_entity, neighbors, list_indexes, delete_facts, generate_facts and describe_entity ' +
      '(the last two charge credits) and the resources tessera://indexes and tessera://entity/{id}. Tools act ' +
      'through this API with the same key: the same account, the same rate limits (the /mcp request and each API ' +
      'call a tool makes count), and API errors come back as MCP tool errors. Send Accept: application/json, ' +
      'text/event-stream; answers are JSON. The same server runs over stdio with `npx tessera mcp`.',
    request: { body: { required: true, content: { 'application/json': { schema: JsonRpcMessage } } } },
    responses: {
      200: { description: 'The JSON-RPC response', content: { 'application/json': { schema: JsonRpcMessage } } },
      202: { description: 'A notification or response was accepted (no body)' },
      400: { description: 'Not a valid MCP message', content: { 'application/json': { schema: JsonRpcMessage } } },
      406: { description: 'The Accept header does not allow application/json and text/event-stream' },
      ...errors,
    },
  });
  for (const method of ['get', 'delete'] as const) {
    registry.registerPath({
      method, path: '/mcp', operationId: `mcp${method === 'get' ? 'Stream' : 'EndSession'}`, tags, security: [{ BearerAuth: [] }],
      summary: method === 'get' ? 'No server-sent stream: the endpoint is stateless' : 'No session to end: the endpoint is stateless',
      description: 'Tessera extension. Always 405 (after the API key is checked), as the MCP Streamable HTTP transport allows.',
      responses: { 405: { description: 'Method not allowed', content: { 'application/json': { schema: JsonRpcMessage } } }, ...errors },
    });
  }
}
