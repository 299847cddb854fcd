export type Kind = 'entity' | 'triple' | 'graph';
export const KINDS: Kind[] = ['entity', 'triple', 'graph'];

/** One searchable resource: its vector, the text it was made from, and the resource as its owner published it. */
export interface VectorDoc {
  id: string;
  kind: Kind;
  account_id: string;
  index_id: string | null;
  /** The owner's change-event version; an older version never replaces a newer one. */
  version: number;
  /** The normalised name of what the doc is about (entity: its name; triple: its subject; graph: ''), for lexical lookups. */
  name_key: string;
  text: string;
  payload: string;
  vector: Float32Array;
  /** The entities the doc references: a triple's subject and object entities (for entities' triple counts). */
  entity_ids?: string[];
}

export interface IndexMeta {
  id: string;
  account_id: string;
  name: string;
  is_public: boolean;
  version: number;
}

export interface VectorHit {
  id: string;
  kind: Kind;
  /** Cosine similarity with the query vector. */
  score: number;
  text: string;
  name_key: string;
  payload: string;
  index_id: string | null;
}

/** Whose documents a search may see: the account's own, plus those in public indexes; `indexId` narrows to one. */
export interface Visibility {
  accountId: string;
  publicIndexIds: string[];
  indexId?: string;
}

export interface VectorStore {
  /** Stores docs whose version is newer than what is stored (or was deleted). Returns how many were applied. */
  upsert(docs: VectorDoc[]): Promise<number>;
  /** Removes docs, remembering the version so an older upsert arriving later stays out. */
  remove(items: { id: string; kind: Kind; version: number }[]): Promise<void>;
  putIndex(meta: IndexMeta): Promise<void>;
  removeIndex(id: string, version: number): Promise<void>;
  /** Public index ids, and names of the given indexes. */
  publicIndexIds(): Promise<string[]>;
  indexes(ids: string[]): Promise<Map<string, IndexMeta>>;
  /** The k nearest docs of a kind among the visible ones, by cosine similarity, best first. */
  search(kind: Kind, vector: Float32Array, visibility: Visibility, k: number): Promise<VectorHit[]>;
  /**
   * The payloads of hits this store returned, in order. A hit's own `payload` may be read lazily (one look-up per
   * hit); this reads them all in one go. null for a doc removed since the search found it (a delete indexed
   * meanwhile): the caller leaves that hit out.
   */
  payloads(hits: VectorHit[]): Promise<(string | null)[]>;
  /** Visible docs of a kind whose name_key is one of `nameKeys`, scored against `vector`. */
  byName(kind: Kind, nameKeys: string[], vector: Float32Array, visibility: Visibility, limit: number): Promise<VectorHit[]>;
  /** Per entity id, how many visible triples reference it (each triple once, whether as subject, object or both). */
  tripleCounts(entityIds: string[], visibility: Visibility): Promise<Map<string, number>>;
  counts(): Promise<Record<Kind, number>>;
  /** The embedding model the stored vectors came from ('' when empty). */
  model(): Promise<string>;
  setModel(model: string): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
}
