import type { Triple } from './api';

/** The triples linking an entity to other entities by one predicate in one direction: "works_at (12)". */
export interface PredicateGroup {
  key: string;
  predicate: string;
  /** 'out': the entity is the subject; 'in': the entity is the object. */
  direction: 'out' | 'in';
  triples: Triple[];
  /** Distinct entities at the other end. */
  neighbours: number;
}

/** The entity's links to other entities, grouped by predicate and direction, largest group first. */
export function groupByPredicate(entityId: string, triples: Iterable<Triple>): PredicateGroup[] {
  const groups = new Map<string, PredicateGroup & { ends: Set<string> }>();
  const seen = new Set<string>();
  for (const triple of triples) {
    if (seen.has(triple.id) || !triple.object_entity_id) continue;
    seen.add(triple.id);
    const direction = triple.subject_entity_id === entityId ? 'out' : triple.object_entity_id === entityId ? 'in' : undefined;
    if (!direction) continue;
    const key = `${direction}:${triple.predicate}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, predicate: triple.predicate, direction, triples: [], neighbours: 0, ends: new Set() }));
    group.triples.push(triple);
    group.ends.add(direction === 'out' ? triple.object_entity_id : triple.subject_entity_id);
  }
  return [...groups.values()]
    .map(({ ends, ...group }) => ({ ...group, neighbours: ends.size }))
    .sort((a, b) => b.triples.length - a.triples.length || a.predicate.localeCompare(b.predicate) || a.direction.localeCompare(b.direction));
}
