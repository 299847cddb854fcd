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
 * Something that happened to an entity in resolution, kept with it: merged_from (other_entity_id and name: the
 * entity folded into it), alias_added and alias_removed (name: the alias); split_into is written by the feature that
 * adds it. `actor`: who made the change (an API key id), where recorded.
 */
export interface EntityEvent {
  kind: string;
  entity_id: string;
  other_entity_id: string | null;
  name: string | null;
  at: string;
  actor?: string | null;
}

/**
 * A stored alias of an entity. origin: "merged" (the name of an entity merged into it), "added" (through the aliases
 * API), "learned" (a spelling resolution matched to it; only its key is kept, so `name` is null).
 */
export interface StoredAlias {
  alias_key: string;
  name: string | null;
  origin: 'merged' | 'added' | 'learned';
}

/** An alias added by hand: its key and the surface form it is kept with. */
export interface NamedAlias {
  alias_key: string;
  name: string;
}

/** When, and by whom, aliases are changed: recorded in the entity's events. */
export interface AliasChange {
  at: string;
  actor: string;
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
  absorb(accountId: string, fromId: string, intoId: string, at?: string, actor?: string): Promise<void>;
  /**
   * An entity's events, newest first, at most `limit` (the caller has checked it may read the entity). absorb
   * clears a cannot-link between the two and passes the absorbed entity's other cannot-links to the survivor; it
   * records a merged_from event on the survivor at `at` (default: now), by `actor` where given, in the same transaction, and the events of
   * the absorbed entity pass to it.
   */
  events(entityId: string, limit: number): Promise<EntityEvent[]>;
  /** The aliases of an entity (not its own name), any order (the caller has checked it may read the entity). */
  aliasesOf(entityId: string): Promise<StoredAlias[]>;
  /**
   * Adds names to an own entity with their surface form (exact keys and fuzzy candidates alike; a learned key of the
   * entity gains its surface form), each recorded as an alias_added event, and publishes the entity (updated_at = at),
   * in one transaction. False when the account owns no such entity; Conflict when a key is another entity's alias
   * (the caller refuses keys other entities hold first; this is the race's backstop).
   */
  addNamedAliases(accountId: string, entityId: string, aliases: NamedAlias[], change: AliasChange): Promise<boolean>;
  /**
   * Removes aliases (by key) of an own entity, each recorded as an alias_removed event under `names[key]` (or the
   * key), and publishes the entity, in one transaction. False when the account owns no such entity.
   */
  removeAliases(accountId: string, entityId: string, names: Map<string, string>, change: AliasChange): Promise<boolean>;
  /**
   * Splits names off an own entity, in one transaction: `created` (named with the first of `moved`, in the same
   * index) is inserted and published, the aliases `moved` holds move to it (the first becomes its own name), a
   * cannot-link between the two is recorded, and split_into (on the entity) and split_from (on `created`) events,
   * with `change`. False when the account owns no such entity.
   */
  split(accountId: string, entityId: string, created: EntityRecord, moved: string[], change: AliasChange): Promise<boolean>;
  /** The entities recorded as not the same as `entityId` (a split); absorb clears the pair it merges. */
  cannotLinks(entityId: string): Promise<string[]>;
  /** The parent chain starting at `id` (own entities only), for cycle checks. */
  ancestors(accountId: string, id: string, maxDepth: number): Promise<string[]>;
}
