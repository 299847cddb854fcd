import type { FunctionalPredicates, InsertOutcome, TripleRecord } from './triple-store';

/** What the rule reads of a stored triple that may be closed. */
export type LiveTriple = Pick<
  TripleRecord,
  'id' | 'account_id' | 'index_id' | 'subject_entity_id' | 'predicate' | 'object' | 'object_type' | 'object_entity_id' | 'valid_from' | 'valid_to'
>;

const keyOf = (t: LiveTriple) => `${t.account_id}\u0000${t.index_id}\u0000${t.subject_entity_id}\u0000${t.predicate}`;
const sameValue = (a: LiveTriple, b: LiveTriple) =>
  a.object_type === b.object_type && (a.object_type === 'entity' ? a.object_entity_id === b.object_entity_id : a.object === b.object);
// A bound may be missing rather than null (a MongoDB document stored before valid time): unbounded either way.
const validAt = (t: LiveTriple, instant: string) => (!t.valid_from || t.valid_from <= instant) && (!t.valid_to || t.valid_to > instant);

/** The new triples a functional rule applies to (none: the store reads and writes nothing more). */
export function functionalTriples(triples: TripleRecord[], functional: FunctionalPredicates | undefined): TripleRecord[] {
  if (!functional) return [];
  return triples.filter((t) => functional[t.index_id]?.includes(t.predicate));
}

/**
 * The supersession rule of TripleStore.insert, over the stored triples not yet superseded that share a (account,
 * index, subject entity, predicate) with a functional new triple. Pure, so every store applies the same rule: it
 * sets valid_to/superseded_by/valid_from on the new records it closes or starts, and answers what changed (the
 * caller writes the closures of stored triples).
 */
export function applySupersession(batch: TripleRecord[], functional: FunctionalPredicates, stored: LiveTriple[]): InsertOutcome {
  const outcome: InsertOutcome = { closed: [], started: [] };
  const live = new Map<string, LiveTriple[]>();
  const fresh = new Set<LiveTriple>(batch);
  for (const t of stored) live.set(keyOf(t), [...(live.get(keyOf(t)) ?? []), t]);
  for (const triple of functionalTriples(batch, functional)) {
    const key = keyOf(triple);
    const start = triple.valid_from ?? triple.created_at;
    const current = live.get(key) ?? [];
    const valid = current.filter((t) => validAt(t, start));
    if (!valid.some((t) => sameValue(t, triple)) && valid.length > 0) {
      for (const old of valid) {
        outcome.closed.push({ id: old.id, valid_to: start, superseded_by: triple.id });
        // A triple of this batch is closed in its record, before it is stored.
        if (fresh.has(old)) Object.assign(old, { valid_to: start, superseded_by: triple.id });
      }
      if (!triple.valid_from) {
        triple.valid_from = start;
        outcome.started.push({ id: triple.id, valid_from: start });
      }
      live.set(key, [...current.filter((t) => !valid.includes(t)), triple]);
    } else {
      live.set(key, [...current, triple]);
    }
  }
  return outcome;
}
