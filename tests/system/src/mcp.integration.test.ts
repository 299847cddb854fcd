import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startSystem, type System } from './testing/harness';
import { listen } from './testing/listen';

const TOOLS = ['add_facts', 'delete_facts', 'describe_entity', 'generate_facts', 'get_entity', 'list_indexes', 'neighbors', 'search'];
// The stdio server as `npx tessera mcp` runs it: the built bin of @tessera/mcp.
const BIN = join(__dirname, '../../../packages/mcp/dist/cli.js');

type Json = Record<string, any>;

async function httpClient(url: string, key: string): Promise<Client> {
  const client = new Client({ name: 'system-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
  return client;
}

async function stdioClient(url: string, key: string): Promise<Client> {
  const client = new Client({ name: 'system-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp'], env: { TESSERA_URL: url, TESSERA_API_KEY: key }, stderr: 'pipe' }),
  );
  return client;
}

/** A successful tool call's structured answer; fails the test on a tool error. */
async function call(client: Client, name: string, args: Json): Promise<Json> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
  expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(result.structuredContent);
  return result.structuredContent as Json;
}

/** A tool call expected to fail: its error text. */
async function failure(client: Client, name: string, args: Json): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError).toBe(true);
  return (result.content[0] as { text: string }).text;
}

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('MCP server', () => {
  let sys: System;
  let server: Awaited<ReturnType<typeof listen>>;
  let alice: { id: string; key: string };
  let bob: { id: string; key: string };
  const clients: Client[] = [];

  beforeAll(async () => {
    sys = await startSystem({ searchIndexing: true });
    server = await listen(sys.app);
    alice = await sys.newAccount('mcp-alice', 100);
    bob = await sys.newAccount('mcp-bob', 0);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server?.close();
    await sys?.stop();
  });

  describe('over Streamable HTTP at /mcp', () => {
    let mcp: Client;
    let indexId: string;
    beforeAll(async () => {
      mcp = await httpClient(server.url, alice.key);
      clients.push(mcp);
      indexId = (await call(mcp, 'list_indexes', {})).indexes[0].id;
    });

    it('answers 401 with the API error body without an API key, as /api does', async () => {
      const res = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, error: expect.any(String) });
      const client = new Client({ name: 'keyless', version: '1.0.0' });
      await expect(client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)))).rejects.toThrow();
    });

    it('is described in the served OpenAPI document as a Tessera extension', async () => {
      const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Json;
      expect(Object.keys(doc.paths['/mcp']).sort()).toEqual(['delete', 'get', 'post']);
      expect(doc.paths['/mcp'].post.tags).toEqual(['MCP (Tessera extension)']);
      expect(doc.paths['/mcp'].post.responses['401']).toBeDefined();
      const get = await fetch(`${server.url}/mcp`, { headers: { Authorization: `Bearer ${alice.key}` } });
      expect(get.status).toBe(405);
    });

    it('lists every tool with a description and a JSON schema; the paid ones say they charge credits', async () => {
      const { tools } = await mcp.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
      for (const tool of tools) {
        expect(tool.description!.length).toBeGreaterThan(60);
        expect(tool.inputSchema.type).toBe('object');
      }
      for (const paid of ['generate_facts', 'describe_entity']) expect(tools.find((t) => t.name === paid)!.description).toMatch(/CHARGES CREDITS/);
      expect(tools.find((t) => t.name === 'add_facts')!.inputSchema.properties!.facts).toMatchObject({ type: 'array', maxItems: 50 });
    });

    it('adds facts and answers the entities the names resolved to', async () => {
      const added = await call(mcp, 'add_facts', {
        index_id: indexId,
        facts: [
          { subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw' },
          { subject: 'marie curie', predicate: 'discovered', object: 'Polonium' },
          { subject: 'Marie Curie', predicate: 'born_on', object: '1867-11-07', object_type: 'literal' },
        ],
      });
      expect(added.inserted_count).toBe(3);
      expect(added.facts).toHaveLength(3);
      const curie = added.entities.find((e: Json) => e.name === 'Marie Curie');
      expect(curie.mentioned_as.sort()).toEqual(['Marie Curie', 'marie curie']);
      expect(added.entities.map((e: Json) => e.name).sort()).toEqual(['Marie Curie', 'Polonium', 'Warsaw']);
      expect(added.facts[2]).not.toHaveProperty('object_entity_id');
    });

    it('gets an entity by name or id with its facts and connection counts', async () => {
      const byName = await call(mcp, 'get_entity', { name: 'MARIE CURIE' });
      expect(byName.entity.name).toBe('Marie Curie');
      expect(byName.counts).toEqual({ outgoing: { facts: 3, neighbors: 2 }, incoming: { facts: 0, neighbors: 0 } });
      expect(byName.facts.map((f: Json) => f.predicate).sort()).toEqual(['born_in', 'born_on', 'discovered']);
      const byId = await call(mcp, 'get_entity', { id: byName.entity.id, limit: 1 });
      expect(byId.facts).toHaveLength(1);
      expect(byId.more_facts).toBeDefined();
      const warsaw = (await call(mcp, 'get_entity', { name: 'Warsaw' })).counts;
      expect(warsaw.incoming).toEqual({ facts: 1, neighbors: 1 });
    });

    it('suggests the closest names when no entity has the name asked for', async () => {
      expect(await failure(mcp, 'get_entity', { name: 'Marie Curi' })).toMatch(/No entity is named "Marie Curi".*Marie Curie/);
    });

    it('pages through neighbours with a cursor, bounded by the limit, until every fact is seen once', async () => {
      const hub = 'Hub Entity';
      await call(mcp, 'add_facts', {
        index_id: indexId,
        facts: [
          ...Array.from({ length: 4 }, (_, i) => ({ subject: hub, predicate: 'links_to', object: `Spoke ${i}` })),
          ...Array.from({ length: 3 }, (_, i) => ({ subject: `Feeder ${i}`, predicate: 'feeds', object: hub })),
        ],
      });
      const { entity } = await call(mcp, 'get_entity', { name: hub });
      const seen: Json[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await call(mcp, 'neighbors', { id: entity.id, limit: 3, ...(cursor ? { cursor } : {}) });
        expect(page.neighbors.length).toBeLessThanOrEqual(3);
        seen.push(...page.neighbors);
        cursor = page.next_cursor;
        pages++;
      } while (cursor && pages < 10);
      expect(seen).toHaveLength(7);
      expect(new Set(seen.map((n) => n.fact_id)).size).toBe(7);
      expect(seen.filter((n) => n.direction === 'out').map((n) => n.neighbor.name).sort()).toEqual(['Spoke 0', 'Spoke 1', 'Spoke 2', 'Spoke 3']);
      const incoming = await call(mcp, 'neighbors', { id: entity.id, direction: 'in', predicate: 'feeds' });
      expect(incoming.neighbors.map((n: Json) => n.neighbor.name).sort()).toEqual(['Feeder 0', 'Feeder 1', 'Feeder 2']);
      expect(incoming.next_cursor).toBeUndefined();
    });

    it('bounds every answer: a default of at most 20 items, and no more than 50 on request', async () => {
      const many = Array.from({ length: 50 }, (_, i) => ({ subject: 'Big Hub', predicate: 'has_part', object: `Part ${i}` }));
      await call(mcp, 'add_facts', { index_id: indexId, facts: many });
      const { entity, facts } = await call(mcp, 'get_entity', { name: 'Big Hub' });
      expect(facts).toHaveLength(20);
      const first = await call(mcp, 'neighbors', { id: entity.id });
      expect(first.neighbors).toHaveLength(20);
      expect(first.next_cursor).toEqual(expect.any(String));
      expect(await failure(mcp, 'neighbors', { id: entity.id, limit: 51 })).toMatch(/limit/);
      expect(await failure(mcp, 'add_facts', { facts: [...many, { subject: 'a', predicate: 'b', object: 'c' }] })).toMatch(/facts/);
    });

    it('answers bad arguments as tool errors naming the argument', async () => {
      expect(await failure(mcp, 'get_entity', { id: 'not-a-uuid' })).toMatch(/id must be a UUID/);
      expect(await failure(mcp, 'get_entity', {})).toMatch(/Pass id or name/);
      expect(await failure(mcp, 'search', { query: '' })).toMatch(/query/);
      expect(await failure(mcp, 'neighbors', { id: '00000000-0000-4000-8000-000000000000', cursor: 'garbage' })).toMatch(/Invalid cursor/);
    });

    it('answers API errors as tool errors with the API message', async () => {
      expect(await failure(mcp, 'get_entity', { id: '00000000-0000-4000-8000-000000000000' })).toMatch(/^Tessera API error 404: Entity not found/);
    });

    it('searches semantically across types once the facts are indexed', async () => {
      const found = await eventually(async () => {
        const result = await call(mcp, 'search', { query: 'Where was Marie Curie born?', limit: 5 });
        return result.entities.some((e: Json) => e.name === 'Marie Curie') ? result : undefined;
      });
      expect(found.entities.length).toBeLessThanOrEqual(5);
      expect(found.facts.length).toBeLessThanOrEqual(5);
      expect(found.entities[0]).toMatchObject({ similarity: expect.any(Number) });
    });

    it('lists indexes and deletes facts', async () => {
      const { indexes } = await call(mcp, 'list_indexes', { limit: 5 });
      expect(indexes.map((i: Json) => i.id)).toContain(indexId);
      const added = await call(mcp, 'add_facts', { index_id: indexId, facts: [{ subject: 'Temp', predicate: 'is', object: 'gone soon', object_type: 'literal' }] });
      const deleted = await call(mcp, 'delete_facts', { ids: [added.facts[0].id] });
      expect(deleted.deleted_count).toBe(1);
      expect((await call(mcp, 'get_entity', { name: 'Temp' })).counts.outgoing.facts).toBe(0);
    });

    it('generates facts and describes entities, reporting the credits charged', async () => {
      const generated = await call(mcp, 'generate_facts', { query: 'Pierre Curie was born in Paris.', index_id: indexId });
      expect(generated).toMatchObject({ status: 'completed', credits_used: 2, balance_remaining: 98 });
      expect(generated.facts.map((f: Json) => [f.subject, f.predicate, f.object])).toContainEqual(['Pierre Curie', 'born_in', 'Paris']);
      const { entity } = await call(mcp, 'get_entity', { name: 'Pierre Curie' });
      const described = await call(mcp, 'describe_entity', { id: entity.id });
      expect(described).toMatchObject({ credits_used: 1, balance_remaining: 97, entity: { id: entity.id } });
      expect(described.entity.description.length).toBeGreaterThan(0);
    });

    it('keeps accounts apart: another key neither reads nor deletes these facts, and pays for itself', async () => {
      const mine = await call(mcp, 'get_entity', { name: 'Marie Curie' });
      const other = await httpClient(server.url, bob.key);
      clients.push(other);
      expect(await failure(other, 'get_entity', { id: mine.entity.id })).toMatch(/404/);
      expect(await failure(other, 'get_entity', { name: 'Marie Curie' })).toMatch(/No entity is named/);
      const stolen = (await call(other, 'delete_facts', { ids: [mine.facts[0].id] })).deleted_count;
      expect(stolen).toBe(0);
      expect((await call(mcp, 'get_entity', { id: mine.entity.id })).counts.outgoing.facts).toBe(3);
      const { indexes } = await call(other, 'list_indexes', {});
      expect(indexes.map((i: Json) => i.id)).not.toContain(mine.entity.index_id);
      expect(await failure(other, 'generate_facts', { query: 'Bob was born in Oslo.', index_id: indexes[0].id })).toMatch(/402: Insufficient credits/);
    });

    it('offers the account\'s indexes and each entity as resources', async () => {
      const { resources } = await mcp.listResources();
      expect(resources.map((r) => r.uri)).toContain('tessera://indexes');
      const { resourceTemplates } = await mcp.listResourceTemplates();
      expect(resourceTemplates.map((t) => t.uriTemplate)).toContain('tessera://entity/{id}');
      const indexes = JSON.parse(((await mcp.readResource({ uri: 'tessera://indexes' })).contents[0] as { text: string }).text);
      expect(indexes.indexes.map((i: Json) => i.id)).toContain(indexId);
      const { entity } = await call(mcp, 'get_entity', { name: 'Marie Curie' });
      const read = await mcp.readResource({ uri: `tessera://entity/${entity.id}` });
      expect(JSON.parse((read.contents[0] as { text: string }).text)).toMatchObject({ entity: { name: 'Marie Curie' }, counts: { outgoing: { facts: 3 } } });
    });
  });

  describe('over stdio (tessera mcp)', () => {
    it('serves the same tools with TESSERA_URL and TESSERA_API_KEY, and tool errors for a bad key', async () => {
      const mcp = await stdioClient(server.url, alice.key);
      clients.push(mcp);
      expect((await mcp.listTools()).tools.map((t) => t.name).sort()).toEqual(TOOLS);
      const { indexes } = await call(mcp, 'list_indexes', {});
      const added = await call(mcp, 'add_facts', { index_id: indexes[0].id, facts: [{ subject: 'Stdio Subject', predicate: 'reached_over', object: 'Stdio' }] });
      expect(added.entities.map((e: Json) => e.name).sort()).toEqual(['Stdio', 'Stdio Subject']);
      const got = await call(mcp, 'get_entity', { id: added.facts[0].subject_entity_id });
      expect(got.counts.outgoing.facts).toBe(1);
      expect(await failure(mcp, 'get_entity', { id: 'nope' })).toMatch(/UUID/);

      const stranger = await stdioClient(server.url, 'kg_NoSuchKey0123456789abcdef');
      clients.push(stranger);
      expect(await failure(stranger, 'list_indexes', {})).toMatch(/^Tessera API error 401/);
    });
  });

  describe('rate limits', () => {
    it('spends the key\'s /api budget: the /mcp request and each API call a tool makes count', async () => {
      const limited = await startSystem({ standardPerMinute: 8 });
      const limitedServer = await listen(limited.app);
      try {
        const { key } = await limited.newAccount('mcp-limited');
        const mcp = await httpClient(limitedServer.url, key);
        clients.push(mcp);
        await new Promise((r) => setTimeout(r, 200)); // the client's optional GET /mcp (405) counts too
        const remaining = async () => {
          const res = await fetch(`${limitedServer.url}/api/indexes`, { headers: { Authorization: `Bearer ${key}` } });
          return Number(res.headers.get('X-RateLimit-Remaining'));
        };
        let left = await remaining();
        if (left % 2 === 0) left = await remaining();
        // Each tool call here is 2 requests (the /mcp request and GET /api/indexes); with one left, the /mcp
        // request passes and the tool's own API call is refused, which the agent sees as a tool error.
        for (; left > 1; left -= 2) await call(mcp, 'list_indexes', {});
        expect(await failure(mcp, 'list_indexes', {})).toMatch(/^Tessera API error 429: Rate limit exceeded/);
        await expect(mcp.listTools()).rejects.toThrow(/Rate limit exceeded/);
      } finally {
        await limitedServer.close();
        await limited.stop();
      }
    });
  });
});
