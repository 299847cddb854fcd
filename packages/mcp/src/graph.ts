import type { components, TesseraClient } from '@tessera/client';
import { encodeCursor, entity, fact } from './present';

type Triple = components['schemas']['Triple'];

/** Facts read per direction to count an entity's connections; beyond it the counts say "at least". */
const COUNT_SCAN = 500;

function factsAbout(tessera: TesseraClient, side: 'out' | 'in', id: string, query: { offset: number; limit: number; predicate?: string }, signal: AbortSignal) {
  const filter = side === 'out' ? { subject_entity_id: id } : { object_entity_id: id };
  return tessera
    .get('/api/triples', { params: { query: { ...filter, ...query, predicate: query.predicate ? [query.predicate] : undefined } }, signal })
    .then((page) => page.data as Triple[]);
}

const neighbourOf = (t: Triple, side: 'out' | 'in') => (side === 'out' ? t.object_entity_id : t.subject_entity_id);

/** An entity, its first facts, and how many facts and distinct neighbours it has each way. */
export async function entityProfile(tessera: TesseraClient, id: string, limit: number, signal: AbortSignal) {
  const [found, outgoing, incoming] = await Promise.all([
    tessera.get('/api/entities/{id}', { params: { path: { id } }, signal }),
    factsAbout(tessera, 'out', id, { offset: 0, limit: COUNT_SCAN }, signal),
    factsAbout(tessera, 'in', id, { offset: 0, limit: COUNT_SCAN }, signal),
  ]);
  const count = (facts: Triple[], side: 'out' | 'in') => {
    const capped = facts.length >= COUNT_SCAN;
    const neighbours = new Set(facts.map((t) => neighbourOf(t, side)).filter(Boolean)).size;
    return { facts: facts.length, neighbors: neighbours, ...(capped ? { at_least: true } : {}) };
  };
  // Facts where it is both subject and object (a self-loop) appear in both lists: show them once.
  const incomingOnly = incoming.filter((t) => t.subject_entity_id !== id);
  const facts = [...outgoing, ...incomingOnly];
  return {
    entity: entity(found.data),
    counts: { outgoing: count(outgoing, 'out'), incoming: count(incoming, 'in') },
    facts: facts.slice(0, limit).map(fact),
    ...(facts.length > limit ? { more_facts: 'Use the neighbors tool with this id to page through every fact' } : {}),
  };
}

export interface NeighborQuery {
  id: string;
  direction: 'out' | 'in' | 'both';
  predicate?: string;
  limit: number;
  /** Where each direction's listing continues. */
  offsets: Record<string, number>;
}

/** One page of an entity's one-hop connections: outgoing first, then incoming, each listing paged on its own. */
export async function neighborPage(tessera: TesseraClient, query: NeighborQuery, signal: AbortSignal) {
  const sides = query.direction === 'both' ? (['out', 'in'] as const) : ([query.direction] as const);
  const listings = await Promise.all(
    sides.map((side) => factsAbout(tessera, side, query.id, { offset: query.offsets[side]!, limit: query.limit, predicate: query.predicate }, signal)),
  );
  const items: Record<string, unknown>[] = [];
  const next = { ...query.offsets };
  let more = false;
  sides.forEach((side, i) => {
    const listing = listings[i]!;
    const taken = listing.slice(0, query.limit - items.length);
    for (const t of taken) {
      const neighbour = neighbourOf(t, side);
      items.push({
        fact_id: t.id,
        direction: side,
        predicate: t.predicate,
        ...(neighbour ? { neighbor: { id: neighbour, name: side === 'out' ? t.object : t.subject } } : { value: t.object }),
      });
    }
    next[side] = next[side]! + taken.length;
    // A full listing may continue; a listing cut short by the page certainly does.
    if (listing.length === query.limit || taken.length < listing.length) more = true;
  });
  return { id: query.id, neighbors: items, ...(more ? { next_cursor: encodeCursor(next) } : {}) };
}
