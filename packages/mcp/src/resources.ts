import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { TesseraClient } from '@tessera/client';
import { entityProfile } from './graph';
import { DEFAULT_ITEMS, index } from './present';

/** Indexes listed by the indexes resource (the list_indexes tool pages through more). */
const INDEXES_IN_RESOURCE = 100;

const json = (uri: URL, value: unknown) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value) }] });

export function registerResources(server: McpServer, tessera: TesseraClient): void {
  server.registerResource(
    'indexes',
    'tessera://indexes',
    { title: 'Indexes', description: `The indexes your account can use (its own and public ones; the first ${INDEXES_IN_RESOURCE})`, mimeType: 'application/json' },
    async (uri, { signal }) => {
      const page = await tessera.get('/api/indexes', { params: { query: { limit: INDEXES_IN_RESOURCE } }, signal });
      return json(uri, { indexes: page.data.map(index) });
    },
  );

  server.registerResource(
    'entity',
    new ResourceTemplate('tessera://entity/{id}', { list: undefined }),
    { title: 'Entity', description: 'An entity: its description, first facts and connection counts', mimeType: 'application/json' },
    async (uri, { id }, { signal }) => json(uri, await entityProfile(tessera, String(id), DEFAULT_ITEMS, signal)),
  );
}
