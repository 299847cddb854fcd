import type { components } from '@tessera/client';

type Triple = components['schemas']['Triple'];
type Entity = components['schemas']['Entity'];
type Index = components['schemas']['Index'];

/** What a tool answers: at most this many facts or entities per call, with a cursor for the rest. */
export const MAX_ITEMS = 50;
export const DEFAULT_ITEMS = 20;

/** A fact as an agent needs it: the triple less the bookkeeping fields. */
export const fact = (t: Triple) => ({
  id: t.id,
  subject: t.subject,
  predicate: t.predicate,
  object: t.object,
  object_type: t.object_type,
  subject_entity_id: t.subject_entity_id,
  ...(t.object_entity_id ? { object_entity_id: t.object_entity_id } : {}),
  ...(t.confidence !== undefined ? { confidence: t.confidence } : {}),
  ...(t.source ? { source: t.source } : {}),
  ...(t.graph_id ? { graph_id: t.graph_id } : {}),
  index_id: t.index_id,
});

export const entity = (e: Entity) => ({
  id: e.id,
  name: e.name,
  description: e.description,
  index_id: e.index_id,
  index_name: e.index_name,
});

export const index = (i: Index) => ({
  id: i.id,
  name: i.name,
  description: i.description,
  is_public: i.is_public,
  entity_count: i.item_count,
});

/** Cursors are opaque to the agent: the offsets to continue from. */
export function encodeCursor(offsets: Record<string, number>): string {
  return Buffer.from(JSON.stringify(offsets)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, keys: string[]): Record<string, number> {
  const start = Object.fromEntries(keys.map((k) => [k, 0]));
  if (!cursor) return start;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    for (const key of keys) {
      const value = parsed[key];
      if (value === undefined) continue;
      if (!Number.isInteger(value) || (value as number) < 0) throw new Error();
      start[key] = value as number;
    }
    return start;
  } catch {
    throw new InvalidCursor();
  }
}

export class InvalidCursor extends Error {
  constructor() {
    super('Invalid cursor: pass the next_cursor of a previous answer of the same tool unchanged');
  }
}
