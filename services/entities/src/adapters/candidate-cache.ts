import { CandidateIndex, type Candidate } from '../domain/resolution/candidate-index';
import { profileOf, type NameProfile } from '../domain/resolution/normalize';
import type { CandidateSource } from '../ports/candidate-source';
import type { Alias, AliasChange, EntityListQuery, NamedAlias, EntityPatch, EntityRecord, EntityStore } from '../ports/entity-store';
import type { IndexPatch, IndexRecord, IndexStore, ListQuery } from '../ports/index-store';
import type { EntitiesStorage } from '../ports/storage';

export interface CandidateCacheOptions {
  /** Indexes with more entities than this use the store's own candidate search instead of memory. */
  maxCachedEntities?: number;
  /** A cached index older than this is read again (picks up other replicas' entities). */
  maxAgeMs?: number;
}

/**
 * Fuzzy candidates from memory: each index's entities in a CandidateIndex, read once from the store, while the index
 * is small enough; larger ones ask the store. It stays right because it sits in front of the stores (see
 * withCandidateCache): every write that adds, renames, moves or removes entities passes through it.
 */
export class CandidateCache implements CandidateSource {
  /** By account, then index: an index's candidates, or null when it is too large to keep. */
  private readonly accounts = new Map<string, Map<string, Promise<CandidateIndex | null>>>();
  private readonly maxCached: number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly store: Pick<EntityStore, 'scanIndex' | 'candidates'>,
    { maxCachedEntities = 250_000, maxAgeMs = 5 * 60_000 }: CandidateCacheOptions = {},
  ) {
    this.maxCached = maxCachedEntities;
    this.maxAgeMs = maxAgeMs;
  }

  async pools(accountId: string, indexId: string, unknown: NameProfile[], limit: number): Promise<Map<string, Candidate[]>> {
    const pools = new Map<string, Candidate[]>();
    if (unknown.length === 0) return pools;
    const index = await this.index(accountId, indexId);
    if (index) {
      for (const profile of unknown) pools.set(profile.key, index.pool(profile, limit));
      return pools;
    }
    const found = await this.store.candidates(accountId, indexId, unknown.map((p) => p.key), limit);
    for (const [key, named] of found) pools.set(key, named.map(({ name, entity }) => ({ entity, profile: profileOf(name) })));
    return pools;
  }

  stale(accountId: string, indexId: string): void {
    this.accounts.get(accountId)?.delete(indexId);
  }

  /** Entities just stored: a loaded index takes them in at once. */
  async added(entities: EntityRecord[]): Promise<void> {
    const byIndex = new Map<Promise<CandidateIndex | null>, EntityRecord[]>();
    for (const entity of entities) {
      const loaded = this.accounts.get(entity.account_id)?.get(entity.index_id);
      if (loaded) byIndex.set(loaded, [...(byIndex.get(loaded) ?? []), entity]);
    }
    for (const [loaded, added] of byIndex) {
      const index = await loaded.catch(() => null);
      for (const entity of added) index?.add(entity);
    }
  }


  private async index(accountId: string, indexId: string): Promise<CandidateIndex | null> {
    let indexes = this.accounts.get(accountId);
    const existing = await indexes?.get(indexId);
    if (existing !== undefined && (existing === null || Date.now() - existing.loadedAt < this.maxAgeMs)) return existing;
    const loading = this.store.scanIndex(accountId, indexId, this.maxCached).then((named) => {
      if (!named) return null;
      const index = new CandidateIndex();
      for (const { name, entity } of named) index.add(entity, profileOf(name));
      return index;
    });
    if (!indexes) this.accounts.set(accountId, (indexes = new Map()));
    indexes.set(indexId, loading);
    loading.catch(() => this.accounts.get(accountId)?.delete(indexId));
    return loading;
  }
}

/** The entity store, telling the cache about every write that changes what fuzzy matching could find. */
class CachedEntityStore implements EntityStore {
  constructor(
    private readonly inner: EntityStore,
    private readonly cache: CandidateCache,
  ) {}

  findByKeys(accountId: string, indexId: string, keys: string[]) {
    return this.inner.findByKeys(accountId, indexId, keys);
  }

  scanIndex(accountId: string, indexId: string, max: number) {
    return this.inner.scanIndex(accountId, indexId, max);
  }

  candidates(accountId: string, indexId: string, texts: string[], limit: number) {
    return this.inner.candidates(accountId, indexId, texts, limit);
  }

  async insertIfAbsent(entities: EntityRecord[]) {
    const holders = await this.inner.insertIfAbsent(entities);
    await this.cache.added(entities.filter((entity) => holders.get(entity.name_key)?.id === entity.id));
    return holders;
  }

  addAliases(accountId: string, aliases: Alias[]) {
    // An alias is found by its exact key (findByKeys), never among fuzzy candidates.
    return this.inner.addAliases(accountId, aliases);
  }

  get(accountId: string, id: string) {
    return this.inner.get(accountId, id);
  }

  getMany(accountId: string, ids: string[]) {
    return this.inner.getMany(accountId, ids);
  }

  list(accountId: string, query: EntityListQuery) {
    return this.inner.list(accountId, query);
  }

  // A rename, move, delete or merge makes the indexes it touched read again when next needed (only those: reading an
  // index is a scan of it). The record is read first to know which index held the entity.

  async update(accountId: string, id: string, patch: EntityPatch, updatedAt: string) {
    const naming = patch.name !== undefined || patch.name_key !== undefined || patch.index_id !== undefined;
    const before = naming ? await this.inner.get(accountId, id) : null;
    const updated = await this.inner.update(accountId, id, patch, updatedAt);
    if (updated && before) {
      this.cache.stale(accountId, before.index_id);
      this.cache.stale(accountId, updated.index_id);
    }
    return updated;
  }

  async delete(accountId: string, id: string) {
    const before = await this.inner.get(accountId, id);
    const deleted = await this.inner.delete(accountId, id);
    if (deleted && before) this.cache.stale(accountId, before.index_id);
    return deleted;
  }

  async absorb(accountId: string, fromId: string, intoId: string, at?: string, actor?: string) {
    const from = await this.inner.get(accountId, fromId);
    await this.inner.absorb(accountId, fromId, intoId, at, actor);
    if (from) this.cache.stale(accountId, from.index_id);
  }

  // A split moves names (fuzzy candidates) to a new entity: the index is read again.
  async split(accountId: string, entityId: string, created: EntityRecord, moved: string[], change: AliasChange) {
    try {
      return await this.inner.split(accountId, entityId, created, moved, change);
    } finally {
      this.cache.stale(accountId, created.index_id);
    }
  }

  cannotLinks(entityId: string) {
    return this.inner.cannotLinks(entityId);
  }

  aliasesOf(entityId: string) {
    return this.inner.aliasesOf(entityId);
  }

  // Names added or removed by hand are fuzzy candidates (added) or were (removed): the entity's index is read again.

  async addNamedAliases(accountId: string, entityId: string, aliases: NamedAlias[], change: AliasChange) {
    const before = await this.inner.get(accountId, entityId);
    try {
      return await this.inner.addNamedAliases(accountId, entityId, aliases, change);
    } finally {
      if (before) this.cache.stale(accountId, before.index_id);
    }
  }

  async removeAliases(accountId: string, entityId: string, names: Map<string, string>, change: AliasChange) {
    const before = await this.inner.get(accountId, entityId);
    try {
      return await this.inner.removeAliases(accountId, entityId, names, change);
    } finally {
      if (before) this.cache.stale(accountId, before.index_id);
    }
  }

  ancestors(accountId: string, id: string, maxDepth: number) {
    return this.inner.ancestors(accountId, id, maxDepth);
  }

  events(entityId: string, limit: number) {
    return this.inner.events(entityId, limit);
  }
}

/** The index store, telling the cache when an index's entities are deleted or move into another index. */
class CachedIndexStore implements IndexStore {
  constructor(
    private readonly inner: IndexStore,
    private readonly cache: CandidateCache,
  ) {}

  ensureDefault(accountId: string, template: IndexRecord) {
    return this.inner.ensureDefault(accountId, template);
  }

  create(record: IndexRecord) {
    return this.inner.create(record);
  }

  list(accountId: string, query: ListQuery) {
    return this.inner.list(accountId, query);
  }

  get(accountId: string, id: string) {
    return this.inner.get(accountId, id);
  }

  getRecord(accountId: string, id: string) {
    return this.inner.getRecord(accountId, id);
  }

  update(accountId: string, id: string, patch: IndexPatch, updatedAt: string) {
    return this.inner.update(accountId, id, patch, updatedAt);
  }

  async delete(accountId: string, id: string, entities: { deleteEntities: true } | { moveTo: string }) {
    const outcome = await this.inner.delete(accountId, id, entities);
    if (outcome) {
      this.cache.stale(accountId, id);
      if ('moveTo' in entities) this.cache.stale(accountId, entities.moveTo);
    }
    return outcome;
  }
}

/**
 * The storage with resolution's candidate cache in front of it: use the returned stores for every write, and give
 * `candidates` to the resolver. Nothing else needs to tell the cache anything.
 */
export function withCandidateCache(storage: EntitiesStorage, options: CandidateCacheOptions = {}): { storage: EntitiesStorage; candidates: CandidateSource } {
  const cache = new CandidateCache(storage.entities, options);
  return {
    storage: { ...storage, entities: new CachedEntityStore(storage.entities, cache), indexes: new CachedIndexStore(storage.indexes, cache) },
    candidates: cache,
  };
}
