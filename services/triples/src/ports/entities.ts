import type { CallerIdentity } from '@tessera/grpc';

export interface IndexRef {
  id: string;
  account_id: string;
  is_public: boolean;
  /** Predicates of which a subject has one value at a time (supersession on write). */
  functional_predicates: string[];
}

/** A resolution event of an entity (EntityEvent in entities.proto). */
export interface EntityEventRef {
  kind: string;
  entity_id: string;
  other_entity_id?: string;
  name?: string;
  at: string;
  /** Who made the change (an API key id), where recorded. */
  actor?: string;
}

export interface EntityRef {
  id: string;
  name: string;
  account_id: string;
  index_id: string;
}

/** What the triples service needs from the entities service (which owns indexes and entity resolution). */
export interface EntitiesPort {
  /** The index a read (visible: own or public) or write (own) goes to; the default index when `indexId` is empty. */
  resolveIndex(caller: CallerIdentity, indexId: string | undefined, forWrite: boolean): Promise<IndexRef>;
  /** Entity ids for names in one index, creating entities as needed: one round trip per call. */
  resolveEntities(caller: CallerIdentity, indexId: string, names: string[]): Promise<Map<string, string>>;
  /** The entities among `ids` the caller may read (own, or in a public index); the others are left out. */
  visibleEntities(caller: CallerIdentity, ids: string[]): Promise<EntityRef[]>;
  /** A visible entity's resolution events, newest first, at most `limit`. */
  entityEvents(caller: CallerIdentity, id: string, limit: number): Promise<EntityEventRef[]>;
}
