/** A triple as stored; field names follow the public contract. Absent optional values are null. */
export interface TripleRecord {
  id: string;
  account_id: string;
  index_id: string;
  graph_id: string | null;
  subject: string;
  predicate: string;
  object: string;
  object_type: 'literal' | 'entity';
  confidence: number | null;
  source: string | null;
  subject_entity_id: string;
  object_entity_id: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Valid time (canonicalInstant text, so text order is time order): the fact holds from valid_from (inclusive) to
   * valid_to (exclusive); null is unbounded. created_at stays the transaction time.
   */
  valid_from: string | null;
  valid_to: string | null;
  /** The triple that closed this one (a functional predicate's next value); null while nothing has. */
  superseded_by: string | null;
}

/** Per index id, the predicates of which a subject has one value at a time (the index's functional_predicates). */
export type FunctionalPredicates = Record<string, string[]>;

/** A stored triple closed by a new one: its valid_to became `valid_to` and its superseded_by `superseded_by`. */
export interface Supersession {
  id: string;
  valid_to: string;
  superseded_by: string;
}

export interface InsertOutcome {
  /** Triples closed by the batch (stored before it, or earlier in it), in the order they were closed. */
  closed: Supersession[];
  /** New triples without a valid_from that closed another: they start where it ends. */
  started: { id: string; valid_from: string }[];
}

export interface TripleQuery {
  /** Own triples, plus those of these (public) indexes. */
  readableIndexIds: string[];
  search?: string;
  subject?: string;
  graph_id?: string;
  index_id?: string;
  subject_entity_id?: string;
  object_entity_id?: string;
  predicates?: string[];
  /** Only the triples valid at this instant (canonicalInstant text). */
  valid_at?: string;
  offset: number;
  limit: number;
}

/** Which way an edge is followed from an entity: as its subject (out), as its object (in), or either. */
export type Direction = 'out' | 'in' | 'both';

/**
 * What a traversal may read: the same tenancy as TripleQuery (own triples plus the named readable indexes), narrowed by
 * index and predicates. Further filters (e.g. a point in time) belong here, so every adjacency read applies them.
 */
export interface EdgeFilter {
  readableIndexIds: string[];
  index_id?: string;
  predicates?: string[];
  /** Only the triples valid at this instant, as TripleQuery.valid_at. */
  valid_at?: string;
}

/**
 * What an export reads: every triple of one index (the domain has checked it is readable), optionally one graph's, valid
 * at an instant. Paged by a keyset cursor, so reading a whole index costs one index walk whatever its size.
 */
export interface ExportFilter {
  index_id: string;
  graph_id?: string;
  /** Only the triples valid at this instant, as TripleQuery.valid_at. */
  valid_at?: string;
}

export interface ExportPage {
  triples: TripleRecord[];
  /** Where the next page starts (an opaque store-specific position); null when this page was the last. */
  next: string | null;
}

export interface PredicateCount {
  predicate: string;
  /** out: the entity is the subject; in: the object. */
  direction: 'out' | 'in';
  count: number;
}

export interface EdgeCounts {
  counts: PredicateCount[];
  /** True when a direction held `cap` edges or more: its counts then stop there, lower bounds of the real ones. */
  truncated: boolean;
}

export type TriplePatch = Partial<
  Pick<TripleRecord, 'subject' | 'predicate' | 'object' | 'confidence' | 'source' | 'graph_id' | 'subject_entity_id' | 'object_entity_id' | 'valid_from' | 'valid_to'>
>;

export interface GraphRecord {
  id: string;
  account_id: string;
  name: string;
  description: string;
  index_id: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface GraphView extends GraphRecord {
  triple_count: number;
}

export type GraphPatch = Partial<Pick<GraphRecord, 'name' | 'description' | 'index_id' | 'metadata'>>;

/**
 * Storage of triples and graphs. Every write is scoped to the account; reads see the account's own data plus
 * triples in the readable indexes the caller names. Newest first, stable under paging.
 */
export interface TripleStore {
  /**
   * Stores the triples, all or nothing. With `functional`, a new triple whose predicate is functional in its index
   * closes the triples with the same account, index, subject entity and predicate that are valid at its start
   * (valid_from, else created_at) and not yet superseded: their valid_to becomes that start and their superseded_by
   * the new id; a new triple without valid_from then starts there. Nothing is closed when one of them already has
   * the new value (same object type and object, or object entity). The batch applies in order, so it may close its
   * own earlier triples. Without `functional` nothing else is read or written.
   */
  insert(triples: TripleRecord[], functional?: FunctionalPredicates): Promise<InsertOutcome>;
  query(accountId: string, query: TripleQuery): Promise<TripleRecord[]>;
  /**
   * The same triples as `query`, each as the JSON text of publicTriple(t): the same keys in the same order, the same
   * text, except that a store may spell a number differently where JSON allows it (SQLite writes 1e-7 as 1.0e-07).
   * Lets a store render a list page without building a JS object per row (14 columns of strings cost more than the
   * SQLite look-up itself).
   */
  queryPublic(accountId: string, query: TripleQuery): Promise<string[]>;
  /**
   * Edges of a traversal: the readable triples with an entity object (object_entity_id set) whose subject (out) or
   * object (in) is one of `entityIds`, at most `limit` of them, oldest first within each direction (out before in).
   * A triple found both ways (a self-loop, or both ends among `entityIds`) is returned once.
   */
  edges(accountId: string, entityIds: string[], direction: Direction, filter: EdgeFilter, limit: number): Promise<TripleRecord[]>;
  /**
   * How many edges (as `edges` reads them) each predicate gives one entity, per direction, in no particular order;
   * at most `cap` edges are counted per direction, so a hub costs no more than reading `cap` of its edges.
   */
  countEdges(accountId: string, entityId: string, direction: Direction, filter: EdgeFilter, cap: number): Promise<EdgeCounts>;
  /**
   * An entity's facts for its history: the readable triples it is the subject or object of (closed ones too), newest
   * first by when they became valid (valid_from, else created_at), at most `limit`.
   */
  entityFacts(accountId: string, entityId: string, filter: Pick<EdgeFilter, 'readableIndexIds'>, limit: number): Promise<TripleRecord[]>;
  /**
   * One page of an export, in a stable order (oldest first): at most `limit` triples after the position `after` (a
   * previous page's `next`; undefined: from the start). Triples stored after the export began may or may not appear.
   */
  exportPage(filter: ExportFilter, after: string | undefined, limit: number): Promise<ExportPage>;
  getOwn(accountId: string, id: string): Promise<TripleRecord | null>;
  /** The account's triples among `ids`, oldest first; unknown ids are skipped. */
  getOwnMany(accountId: string, ids: string[]): Promise<TripleRecord[]>;
  update(accountId: string, id: string, patch: TriplePatch, updatedAt: string): Promise<TripleRecord | null>;
  delete(accountId: string, ids: string[]): Promise<number>;
  deleteByEntities(accountId: string, entityIds: string[]): Promise<number>;
  deleteInIndex(accountId: string, indexId: string): Promise<number>;
  repointEntity(accountId: string, fromEntityId: string, toEntityId: string): Promise<number>;
  /** The distinct texts the triples of an own index name an entity with, as subject or as entity object. */
  entityNames(accountId: string, indexId: string, entityId: string): Promise<string[]>;
  /**
   * Re-points the subjects and entity objects of an own index written with one of `names` (exact texts) from one
   * entity to another; the number of triples changed (a triple changed on both sides counts twice).
   */
  repointNames(accountId: string, indexId: string, fromEntityId: string, toEntityId: string, names: string[]): Promise<number>;
  moveIndex(accountId: string, fromIndexId: string, toIndexId: string): Promise<number>;

  createGraph(graph: GraphRecord): Promise<void>;
  getGraph(accountId: string, id: string): Promise<GraphView | null>;
  listGraphs(accountId: string, query: { search?: string; offset: number; limit: number }): Promise<GraphView[]>;
  updateGraph(accountId: string, id: string, patch: GraphPatch, updatedAt: string): Promise<GraphView | null>;
  /** Deletes an own graph; its triples are deleted or keep existing with graph_id cleared. Null when not owned. */
  deleteGraph(accountId: string, id: string, deleteTriples: boolean): Promise<{ deleted_triples: number } | null>;
  close(): Promise<void>;
}

import type { Outbox } from '@tessera/storage';

/** Everything the triples service stores, opened together because the stores share one database. */
export interface TriplesStorage {
  triples: TripleStore;
  /** Change events of triples and graphs, for the search service. */
  outbox: Outbox;
  close(): Promise<void>;
}
