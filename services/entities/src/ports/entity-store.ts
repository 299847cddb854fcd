/** An entity as stored. `name_key` is the normalised exact-match key, unique per account and index. */
export interface EntityRecord {
  id: string;
  account_id: string;
  index_id: string;
  name: string;
  name_key: string;
  description: string;
  avatar_url: string;
  parent_entity_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Who holds a name key in an index. */
export interface EntityKeyHolder {
  id: string;
}

export interface EntityView extends EntityRecord {
  index_name: string;
}

export type EntityPatch = Partial<Pick<EntityRecord, 'name' | 'name_key' | 'description' | 'avatar_url' | 'index_id' | 'parent_entity_id'>>;

/**
 * Something that happened to an entity in resolution, kept with it: merged_from now (other_entity_id and name: the
 * entity folded into it); alias_added and split_into are written by the features that add them.
 */
export interface EntityEvent {
  kind: string;
  entity_id: string;
  other_entity_id: string | null;
  name: string | null;
  at: string;
}

export interface EntityListQuery {
  /** Restrict to one index (already checked visible by the caller). */
  indexId?: string;
  /** Exact match on the normalised name key. */
  nameKey?: string;
  /** Fuzzy: entities whose name or description shares character trigrams with this text, best first. */
  search?: string;
  offset: number;
  limit: number;
}

export interface Alias {
  index_id: string;
  alias_key: string;
  entity_id: string;
}

/**
 * An entity under one name fuzzy matching may find it by: its own, or the name of an entity merged into it (a typo
 * of a merged-away name must still find the survivor, also after a restart).
 */
export interface NamedEntity {
  name: string;
  entity: EntityRecord;
}

/**
 * Storage of entities and their aliases. Reads see the account's own entities plus those in public indexes;
 * writes touch only the account's own. The resolver's primitives are batched: each is one round trip.
 */
export interface EntityStore {
  /**
   * The ids of the entities of one index whose name key or a remembered alias key is among `keys`, by that key. Only
   * ids: resolution asks this for every name of every batch, and reading whole rows cost twice as much per key.
   */
  findByKeys(accountId: string, indexId: string, keys: string[]): Promise<Map<string, EntityKeyHolder>>;
  /**
   * Every entity of an own index under its name and under each name merged into it, for building an in-memory
   * candidate index; null when there are more than `max` entries.
   */
  scanIndex(accountId: string, indexId: string, max: number): Promise<NamedEntity[] | null>;
  /**
   * For each text, up to `limit` entities of the index sharing the most character trigrams with it, and up to `limit`
   * more by the names merged into them.
   */
  candidates(accountId: string, indexId: string, texts: string[], limit: number): Promise<Map<string, NamedEntity[]>>;
  /**
   * Inserts the entities whose (account, index, name_key) is free; returns, by name key, the entity that holds
   * each key afterwards: the new one, or one a concurrent writer inserted first.
   */
  insertIfAbsent(entities: EntityRecord[]): Promise<Map<string, EntityRecord>>;
  addAliases(accountId: string, aliases: Alias[]): Promise<void>;

  get(accountId: string, id: string): Promise<EntityView | null>;
  getMany(accountId: string, ids: string[]): Promise<EntityView[]>;
  list(accountId: string, query: EntityListQuery): Promise<EntityView[]>;
  /** Applies the patch to an own entity; null when the account owns none with this id. */
  update(accountId: string, id: string, patch: EntityPatch, updatedAt: string): Promise<EntityView | null>;
  /** Deletes an own entity and its aliases; false when there was none. */
  delete(accountId: string, id: string): Promise<boolean>;
  /**
   * Folds an own entity into another of the same index: its aliases and children move over, its name becomes an
   * alias of the survivor (kept with its surface form, so fuzzy matching still finds it), and it is deleted.
   */
  absorb(accountId: string, fromId: string, intoId: string, at?: string): Promise<void>;
  /**
   * An entity's events, newest first, at most `limit` (the caller has checked it may read the entity). absorb
   * records a merged_from event on the survivor at `at` (default: now) in the same transaction, and the events of
   * the absorbed entity pass to it.
   */
  events(entityId: string, limit: number): Promise<EntityEvent[]>;
  /** The parent chain starting at `id` (own entities only), for cycle checks. */
  ancestors(accountId: string, id: string, maxDepth: number): Promise<string[]>;
}
