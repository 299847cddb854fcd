import { NotFound } from '@tessera/common';
import type { CallerIdentity } from '@tessera/grpc';
import { HISTORY_BOUNDS, publicTriple, type PublicTriple } from '@tessera/proto';
import type { EntitiesPort } from '../ports/entities';
import type { TripleStore } from '../ports/triple-store';
import { checkRange } from './traversal';

/** A fact of the timeline: a triple, at the instant it became valid (valid_from, else when it was stored). */
export interface FactItem {
  kind: 'fact';
  at: string;
  triple: PublicTriple;
}

/** A resolution event of the entity (created, merged_from, alias_added, alias_removed, and later split_into). */
export interface EventItem {
  kind: string;
  at: string;
  other_entity_id?: string;
  name?: string;
  actor?: string;
}

export interface EntityHistory {
  entity: { id: string; name: string };
  items: (FactItem | EventItem)[];
  has_more: boolean;
}

/**
 * An entity's history: its facts (the triples it is the subject or object of, closed ones included, with their valid
 * intervals and what superseded them) and its resolution events (kept by the entities service), newest first. A page
 * of the merged timeline needs at most offset + limit of each source, read newest first from both.
 */
export class History {
  constructor(
    private readonly store: TripleStore,
    private readonly entities: EntitiesPort,
  ) {}

  async entityHistory(caller: CallerIdentity, query: { entity_id: string; offset: number; limit: number }): Promise<EntityHistory> {
    checkRange(query.limit, HISTORY_BOUNDS.page, 'limit');
    checkRange(query.offset, HISTORY_BOUNDS.offset, 'offset');
    const [entity] = await this.entities.visibleEntities(caller, [query.entity_id]);
    if (!entity) throw new NotFound('Entity not found', { field: 'id', details: `No entity with id ${query.entity_id} in your account or a public index` });
    const window = query.offset + query.limit + 1;
    // Own triples, plus those of the public index holding the entity: as the traversals read.
    const readableIndexIds = entity.account_id === caller.accountId ? [] : [entity.index_id];
    const [facts, events] = await Promise.all([
      this.store.entityFacts(caller.accountId, entity.id, { readableIndexIds }, window),
      this.entities.entityEvents(caller, entity.id, window),
    ]);
    const items: (FactItem | EventItem)[] = [
      ...facts.map((t): FactItem => ({ kind: 'fact', at: t.valid_from ?? t.created_at, triple: publicTriple(t) })),
      ...events.map(({ kind, at, other_entity_id, name, actor }): EventItem => ({
        kind, at, ...(other_entity_id ? { other_entity_id } : {}), ...(name ? { name } : {}), ...(actor ? { actor } : {}),
      })),
    ];
    // Newest first; a stable sort keeps each source's own order among equal instants.
    items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    return {
      entity: { id: entity.id, name: entity.name },
      items: items.slice(query.offset, query.offset + query.limit),
      has_more: items.length > query.offset + query.limit,
    };
  }
}
