import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { TesseraClient } from '@tessera/client';
import { registerResources } from './resources';
import { registerTools } from './tools';

export const SERVER_INFO = { name: 'tessera', version: '0.1.0' };

/** Tessera's MCP server: every tool and resource calls the public REST API through `tessera` (its key, its account). */
export function createMcpServer(tessera: TesseraClient): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions:
      'Tessera is a knowledge graph: entities connected by facts (subject-predicate-object triples) in indexes. ' +
      'Find things with search, read them with get_entity and neighbors, store facts with add_facts. ' +
      'generate_facts and describe_entity charge the account credits.',
  });
  registerTools(server, tessera);
  registerResources(server, tessera);
  return server;
}
