import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { TesseraClient } from '@tessera/client';
import { createMcpServer } from './server';

/**
 * Serves MCP over Streamable HTTP, stateless: each POST gets a server of its own, built for its caller (`clientFor`
 * gives the API client acting with the caller's key), so nothing is kept between requests or shared across accounts.
 */
export function streamableHttpHandler(clientFor: (req: IncomingMessage) => TesseraClient) {
  return async (req: IncomingMessage, res: ServerResponse, parsedBody: unknown): Promise<void> => {
    const server = createMcpServer(clientFor(req));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, parsedBody);
  };
}
