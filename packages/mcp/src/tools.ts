import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TesseraApiError, type components, type TesseraClient } from '@tessera/client';
import { z } from 'zod';
import { entityProfile, neighborPage } from './graph';
import { decodeCursor, DEFAULT_ITEMS, encodeCursor, entity, fact, index, MAX_ITEMS } from './present';

type Triple = components['schemas']['Triple'];

const uuid = (what: string) => z.uuid(`${what} must be a UUID`);
const limit = z.number().int().min(1).max(MAX_ITEMS).default(DEFAULT_ITEMS).describe(`How many to return (1 to ${MAX_ITEMS}, default ${DEFAULT_ITEMS})`);
const cursor = z.string().max(500).optional().describe('next_cursor from the previous answer, to continue where it stopped');

/** The answer as JSON text (what an agent reads) and as structured content. */
export function answer(result: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
}

/** An API error becomes a tool error carrying the API's own message, never a protocol error or a crash. */
export function toolError(error: unknown): CallToolResult {
  const text =
    error instanceof TesseraApiError
      ? `Tessera API error ${error.status}: ${error.message}${error.retryAfterSeconds ? ` (retry after ${error.retryAfterSeconds} s)` : ''}`
      : error instanceof Error
        ? error.message
        : String(error);
  return { content: [{ type: 'text', text }], isError: true };
}

const guarded =
  <A>(run: (args: A, extra: { signal: AbortSignal }) => Promise<Record<string, unknown>>) =>
  async (args: A, extra: { signal: AbortSignal }): Promise<CallToolResult> => {
    try {
      return answer(await run(args, extra));
    } catch (error) {
      return toolError(error);
    }
  };

/** Up to `concurrency` calls at a time, results in input order. */
async function mapLimited<T, R>(items: T[], concurrency: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}

export function registerTools(server: McpServer, tessera: TesseraClient): void {
  server.registerTool(
    'search',
    {
      title: 'Semantic search',
      description:
        'Semantic (meaning-based) search over the knowledge graph: entities, facts (subject-predicate-object triples) ' +
        'and graphs of your account and of public indexes, best match first with a similarity in [0, 1]. Use it to ' +
        'find what is known about a topic or to find an entity id before get_entity or neighbors. Answers at most ' +
        '`limit` items of each type and a next_cursor when there may be more.',
      inputSchema: {
        query: z.string().trim().min(1).max(1000).describe('What to look for, in natural language'),
        types: z.array(z.enum(['entities', 'triples', 'graphs'])).min(1).optional().describe('Which types to search (default entities and triples)'),
        index_id: uuid('index_id').optional().describe('Search one index only'),
        limit,
        cursor,
      },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ query, types, index_id, limit, cursor }, { signal }) => {
      const { offset } = decodeCursor(cursor, ['offset']);
      const found = await tessera.post('/api/search', { body: { query, types: types ?? ['entities', 'triples'], index_id, limit, offset: offset!, threshold: 0.3 }, signal });
      const { entities, triples, graphs } = found.data;
      const more = [entities, triples, graphs].some((list) => list.length >= limit);
      return {
        entities: entities.map((e) => ({ ...entity(e), similarity: e.similarity, fact_count: e.triple_count })),
        facts: triples.map((t) => ({ ...fact(t), similarity: t.similarity })),
        graphs: graphs.map((g) => ({ id: g.id, name: g.name, description: g.description, similarity: g.similarity })),
        ...(more ? { next_cursor: encodeCursor({ offset: offset! + limit }) } : {}),
      };
    }),
  );

  server.registerTool(
    'add_facts',
    {
      title: 'Add facts',
      description:
        `Stores up to ${MAX_ITEMS} facts as subject-predicate-object triples. Names are resolved to existing entities ` +
        '(e.g. "M. Curie" to "Marie Curie") or become new entities; the answer lists the stored facts and the ' +
        'entities each name resolved to (id and canonical name). Use object_type "literal" for values such as ' +
        'dates, numbers or quotes, and "entity" (the default) when the object names a thing. Without index_id the ' +
        'account\'s default index is used.',
      inputSchema: {
        facts: z
          .array(
            z.object({
              subject: z.string().trim().min(1).max(500).describe('The entity the fact is about, by name'),
              predicate: z.string().trim().min(1).max(200).describe('The relation, e.g. born_in, works_for'),
              object: z.string().trim().min(1).max(2000).describe('The other entity\'s name, or a literal value'),
              object_type: z.enum(['entity', 'literal']).default('entity'),
              confidence: z.number().min(0).max(1).optional(),
              source: z.url().optional().describe('Where the fact comes from (an absolute URL)'),
            }),
          )
          .min(1)
          .max(MAX_ITEMS),
        index_id: uuid('index_id').optional().describe('The index to store in (see list_indexes)'),
        graph_id: uuid('graph_id').optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    guarded(async ({ facts, index_id, graph_id }, { signal }) => {
      const created = await tessera.post('/api/triples', { body: { triples: facts, index_id, graph_id }, signal });
      const mentions = new Map<string, Set<string>>();
      const mention = (id: string | undefined, name: string) => {
        if (id) mentions.set(id, (mentions.get(id) ?? new Set()).add(name));
      };
      for (const t of created.data as Triple[]) {
        mention(t.subject_entity_id, t.subject);
        mention(t.object_entity_id, t.object);
      }
      const entities = await mapLimited([...mentions], 4, async ([id, names]) => {
        const { data } = await tessera.get('/api/entities/{id}', { params: { path: { id } }, signal });
        return { id, name: data.name, mentioned_as: [...names], index_id: data.index_id };
      });
      return { inserted_count: created.inserted_count, facts: (created.data as Triple[]).map(fact), entities };
    }),
  );

  server.registerTool(
    'get_entity',
    {
      title: 'Get an entity',
      description:
        'One entity by id, or by name (exact match after normalising case, accents and punctuation; the closest ' +
        'names are suggested when none matches): its description, its facts (as subject or object, at most ' +
        '`limit`) and how many facts and distinct neighbouring entities it has in each direction. Use neighbors ' +
        'to page through all of its connections.',
      inputSchema: {
        id: uuid('id').optional().describe('The entity id'),
        name: z.string().trim().min(1).max(500).optional().describe('The entity name, when the id is not known'),
        index_id: uuid('index_id').optional().describe('Look the name up in this index only'),
        limit,
      },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ id, name, index_id, limit }, { signal }) => {
      if (!id && !name) throw new Error('Pass id or name');
      let entityId = id;
      let otherMatches: ReturnType<typeof entity>[] = [];
      if (!entityId) {
        const exact = await tessera.get('/api/entities', { params: { query: { search: name, exact: true, index_id, limit: 5 } }, signal });
        if (exact.data.length === 0) {
          const near = await tessera.get('/api/entities', { params: { query: { search: name, index_id, limit: 5 } }, signal });
          const suggestions = near.data.map((e) => `${e.name} (${e.id})`).join('; ');
          throw new Error(`No entity is named "${name}"${suggestions ? `. Closest: ${suggestions}` : ''}`);
        }
        entityId = exact.data[0]!.id;
        otherMatches = exact.data.slice(1).map(entity);
      }
      const profile = await entityProfile(tessera, entityId, limit, signal);
      return { ...profile, ...(otherMatches.length ? { other_matches: otherMatches } : {}) };
    }),
  );

  server.registerTool(
    'neighbors',
    {
      title: 'Neighbours of an entity',
      description:
        'The facts connecting an entity to others, one hop: "out" where it is the subject, "in" where it is the ' +
        'object, or both. Each item gives the predicate, the direction and the neighbouring entity (or the literal ' +
        `value). At most \`limit\` (up to ${MAX_ITEMS}) per call, with a next_cursor while more remain.`,
      inputSchema: {
        id: uuid('id').describe('The entity id (see search or get_entity)'),
        direction: z.enum(['out', 'in', 'both']).default('both'),
        predicate: z.string().trim().min(1).max(200).optional().describe('Only facts with this predicate'),
        limit,
        cursor,
      },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ id, direction, predicate, limit, cursor }, { signal }) =>
      neighborPage(tessera, { id, direction, predicate, limit, offsets: decodeCursor(cursor, ['out', 'in']) }, signal),
    ),
  );

  server.registerTool(
    'list_indexes',
    {
      title: 'List indexes',
      description:
        'The indexes (collections of entities) your account can use: its own and public ones, newest first, with ' +
        'their entity counts. Pass an index id to other tools to work in that index.',
      inputSchema: { limit: limit.default(MAX_ITEMS), cursor },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ limit, cursor }, { signal }) => {
      const { offset } = decodeCursor(cursor, ['offset']);
      const page = await tessera.get('/api/indexes', { params: { query: { offset, limit } }, signal });
      return {
        indexes: page.data.map(index),
        ...(page.data.length === limit ? { next_cursor: encodeCursor({ offset: offset! + limit }) } : {}),
      };
    }),
  );

  server.registerTool(
    'delete_facts',
    {
      title: 'Delete facts',
      description:
        'Deletes facts (triples) of your account by id (as returned by add_facts, get_entity, neighbors or search), ' +
        'at most 100 per call. The entities stay. This cannot be undone.',
      inputSchema: { ids: z.array(uuid('ids[]')).min(1).max(100) },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    },
    guarded(async ({ ids }, { signal }) => {
      const deleted = await tessera.delete('/api/triples', { params: { query: { ids } }, signal });
      return { deleted_count: deleted.deleted_count, message: deleted.message };
    }),
  );

  server.registerTool(
    'generate_facts',
    {
      title: 'Generate facts (charges credits)',
      description:
        'CHARGES CREDITS: 2 cents per call, 5 with web_search. Extracts facts about `query` with the configured LLM ' +
        '(or, without one, from the text of `query` itself), resolves their names to entities of `index_id` and ' +
        'stores them. Answers the stored facts, credits_used and balance_remaining; when generation outlasts the ' +
        'wait, status "pending" and a job id instead. Fails with 402 when the balance is too low.',
      inputSchema: {
        query: z.string().trim().min(1).max(4000).describe('What to extract facts about, or the text to extract them from'),
        index_id: uuid('index_id').describe('The index to store in (see list_indexes)'),
        graph_id: uuid('graph_id').optional(),
        triple_count: z.number().int().min(1).max(MAX_ITEMS).default(10).describe('How many facts to aim for'),
        web_search: z.boolean().default(false).describe('Use web search results as sources (5 cents instead of 2)'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    guarded(async ({ query, index_id, graph_id, triple_count, web_search }, { signal }) => {
      const result = await tessera.post('/api/triples/generate', {
        body: { query, index_id, graph_id, triple_count, web_search, news_search: false, create_graph: true },
        params: { query: { format: 'json' } },
        signal,
      });
      if ('status' in result && result.status === 'pending') {
        return { status: 'pending', job_id: result.job_id, message: `${result.message}. Credits are charged when it completes.` };
      }
      const done = result as Extract<typeof result, { data: unknown }>;
      return {
        status: 'completed',
        facts: done.data.slice(0, MAX_ITEMS).map(fact),
        credits_used: done.credits_used,
        balance_remaining: done.balance_remaining,
        graph_id: done.graph_id,
      };
    }),
  );

  server.registerTool(
    'describe_entity',
    {
      title: 'Describe an entity (charges credits)',
      description:
        'CHARGES CREDITS: 1 cent per call. Writes a description of an entity from what the graph knows about it ' +
        '(and the configured LLM) and, unless save is false, stores it on the entity. Answers the entity with its ' +
        'new description, credits_used and balance_remaining. Fails with 402 when the balance is too low.',
      inputSchema: {
        id: uuid('id').describe('The entity id'),
        rules: z.string().max(4000).optional().describe('Instructions for the description (tone, length, focus)'),
        save: z.boolean().default(true).describe('Store the description on the entity'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    guarded(async ({ id, rules, save }, { signal }) => {
      const result = await tessera.post('/api/entities/{id}/description', { params: { path: { id } }, body: { rules, save }, signal });
      return { entity: entity(result.data), credits_used: result.credits_used, balance_remaining: result.balance_remaining };
    }),
  );
}
