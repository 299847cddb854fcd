/** An index as stored. Field names follow the public contract (snake_case) so no layer has to rename them. */
export interface IndexRecord {
  id: string;
  account_id: string;
  name: string;
  description: string;
  is_public: boolean;
  preferred_predicates: string[];
  /** Predicates of which a subject has one value at a time: the triples service closes the old value on a new one. */
  functional_predicates: string[];
  rules: string;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

export interface IndexView extends IndexRecord {
  /** Entities in the index. */
  item_count: number;
}

export type IndexPatch = Partial<Pick<IndexRecord, 'name' | 'description' | 'is_public' | 'preferred_predicates' | 'functional_predicates' | 'rules'>>;

export interface ListQuery {
  search?: string;
  offset: number;
  limit: number;
}

export interface DeleteOutcome {
  deleted_entities: number;
  moved_entities: number;
  /** Moved entities whose name the target index already held: merged into that entity (alias kept, row deleted). */
  merged: { from_entity_id: string; to_entity_id: string }[];
}

/**
 * Storage of indexes. Reads see the caller's own indexes plus public ones; writes touch only the caller's own.
 * The one seam between the entities domain and MongoDB/SQLite.
 */
export interface IndexStore {
  /** The account's default index, created on first use; concurrent first calls create one. */
  ensureDefault(accountId: string, template: IndexRecord): Promise<IndexRecord>;
  create(record: IndexRecord): Promise<void>;
  /** Own and public indexes, newest first (ties by id), matching `search` in name or description. */
  list(accountId: string, query: ListQuery): Promise<IndexView[]>;
  /** An own or public index, or null. */
  get(accountId: string, id: string): Promise<IndexView | null>;
  /** Like get, without counting its entities (for access checks on every write). */
  getRecord(accountId: string, id: string): Promise<IndexRecord | null>;
  /** Applies the patch to an own index; null when the account owns no such index. */
  update(accountId: string, id: string, patch: IndexPatch, updatedAt: string): Promise<IndexView | null>;
  /**
   * Deletes an own, non-default index. Its entities are deleted, or moved to `moveTo`. Null when not owned.
   */
  delete(accountId: string, id: string, entities: { deleteEntities: true } | { moveTo: string }): Promise<DeleteOutcome | null>;
}
