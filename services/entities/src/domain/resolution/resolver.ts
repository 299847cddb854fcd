import { InvalidArgument, newId, nowIso } from '@tessera/common';
import type { EntityRecord, EntityStore } from '../../ports/entity-store';
import { CandidateIndex, type Candidate } from './candidate-index';
import { compareNames } from './compare';
import { profileOf, type NameProfile } from './normalize';

export interface Resolution {
  name: string;
  entity_id: string;
  created: boolean;
}

export interface ResolverOptions {
  /** Indexes with more entities than this use the store's own candidate search instead of memory. */
  maxCachedEntities?: number;
  /** A cached candidate index older than this is reloaded (picks up other replicas' entities). */
  cacheMaxAgeMs?: number;
}

/** How many fuzzy candidates to weigh per unknown name. */
export const CANDIDATES = 12;

/**
 * Turns the names in a batch into entities of one index: exact key or a remembered alias first, then the best
 * fuzzy candidate the comparator accepts (among stored entities and names new earlier in the same batch, so the
 * result does not depend on batch boundaries), else a new entity. Store round trips per batch are fixed, not per
 * name; the unique name key makes concurrent creates of one name end in one entity.
 */
export class Resolver {
  private readonly caches = new Map<string, Promise<CandidateIndex | null>>();
  private readonly maxCached: number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly store: EntityStore,
    options: ResolverOptions = {},
  ) {
    this.maxCached = options.maxCachedEntities ?? 250_000;
    this.maxAgeMs = options.cacheMaxAgeMs ?? 5 * 60_000;
  }

  /** A new entity made outside resolution (a manual create): fuzzy matching sees it at once, not at the next reload. */
  async remember(entity: EntityRecord): Promise<void> {
    const cache = await this.caches.get(cacheKey(entity.account_id, entity.index_id))?.catch(() => null);
    cache?.add(entity);
  }

  /**
   * Names changed outside resolution (a rename, a move between indexes, an index deleted into the default one):
   * the index's candidates are reloaded on the next resolve.
   */
  forget(accountId: string, indexId: string): void {
    this.caches.delete(cacheKey(accountId, indexId));
  }

  async resolve(accountId: string, indexId: string, names: string[]): Promise<Resolution[]> {
    const profiles = new Map<string, NameProfile>();
    const surfaceOf = new Map<string, string>();
    const keyOf = new Map<string, string>();
    for (const [position, name] of names.entries()) {
      if (keyOf.has(name)) continue;
      const profile = profileOf(name);
      if (!profile.key) {
        throw new InvalidArgument('A name has no letters or digits', { field: `names[${position}]`, details: `"${name}" cannot name an entity` });
      }
      keyOf.set(name, profile.key);
      if (!profiles.has(profile.key)) {
        profiles.set(profile.key, profile);
        surfaceOf.set(profile.key, name.trim().replace(/\s+/g, ' '));
      }
    }

    const byKey = await this.store.findByKeys(accountId, indexId, [...profiles.keys()]);
    const unknown = [...profiles.keys()].filter((key) => !byKey.has(key));
    const pools = await this.candidatePools(accountId, indexId, unknown.map((key) => profiles.get(key)!));

    const aliases = new Map<string, EntityRecord>();
    // Names new in this batch, indexed too: comparing each with every earlier one would be quadratic.
    const fresh = new CandidateIndex();
    const toCreate: EntityRecord[] = [];
    const now = nowIso();
    for (const key of unknown) {
      const profile = profiles.get(key)!;
      const match = bestMatch(profile, [...(pools.get(key) ?? []), ...fresh.pool(profile, CANDIDATES)]);
      if (match) {
        aliases.set(key, match);
        continue;
      }
      const entity: EntityRecord = {
        id: newId(), account_id: accountId, index_id: indexId, name: surfaceOf.get(key)!, name_key: key,
        description: '', avatar_url: '', parent_entity_id: null, created_at: now, updated_at: now,
      };
      toCreate.push(entity);
      fresh.add(entity, profile);
    }

    // Matches from memory may be stale: confirm them against the store, and reload the candidates next time (only
    // then: a reload reads the index). A matched name that now belongs to another entity (merged into it, so kept as
    // its alias) resolves to that entity; one that vanished is resolved afresh as a new name.
    const stored = [...new Set([...aliases.values()].filter((e) => !toCreate.includes(e)).map((e) => e.name_key))];
    if (stored.length > 0) {
      const alive = await this.store.findByKeys(accountId, indexId, stored);
      for (const [key, entity] of aliases) {
        if (toCreate.includes(entity)) continue;
        const current = alive.get(entity.name_key);
        if (current && current.id === entity.id) continue;
        this.caches.delete(cacheKey(accountId, indexId));
        if (current) {
          // The matched name, now held by `current.id`.
          aliases.set(key, { ...entity, id: current.id });
          continue;
        }
        aliases.delete(key);
        const replacement: EntityRecord = { ...entity, id: newId(), name: surfaceOf.get(key)!, name_key: key, created_at: now, updated_at: now };
        toCreate.push(replacement);
      }
    }

    const created = new Set<string>();
    if (toCreate.length > 0) {
      const holders = await this.store.insertIfAbsent(toCreate);
      const cache = await this.caches.get(cacheKey(accountId, indexId));
      for (const entity of toCreate) {
        const holder = holders.get(entity.name_key)!;
        if (holder.id === entity.id) {
          created.add(entity.id);
          cache?.add(holder, profiles.get(entity.name_key));
        }
        byKey.set(entity.name_key, holder);
      }
    }
    for (const [key, match] of aliases) {
      // A match made earlier in this batch resolves to whoever holds that name now.
      byKey.set(key, byKey.get(match.name_key) ?? match);
    }
    if (aliases.size > 0) {
      await this.store.addAliases(
        accountId,
        [...aliases.keys()].map((alias_key) => ({ index_id: indexId, alias_key, entity_id: byKey.get(alias_key)!.id })),
      );
    }

    return names.map((name) => {
      const entity = byKey.get(keyOf.get(name)!)!;
      return { name, entity_id: entity.id, created: created.has(entity.id) };
    });
  }

  /** Fuzzy candidates for each unknown name: from the in-memory index when the index is small enough. */
  private async candidatePools(accountId: string, indexId: string, unknown: NameProfile[]): Promise<Map<string, Candidate[]>> {
    const pools = new Map<string, Candidate[]>();
    if (unknown.length === 0) return pools;
    const cache = await this.cache(accountId, indexId);
    if (cache) {
      for (const profile of unknown) pools.set(profile.key, cache.pool(profile, CANDIDATES));
      return pools;
    }
    const found = await this.store.candidates(accountId, indexId, unknown.map((p) => p.key), CANDIDATES);
    for (const [key, entities] of found) pools.set(key, entities.map((entity) => ({ entity, profile: profileOf(entity.name) })));
    return pools;
  }

  private async cache(accountId: string, indexId: string): Promise<CandidateIndex | null> {
    const key = cacheKey(accountId, indexId);
    const existing = await this.caches.get(key);
    if (existing !== undefined && (existing === null || Date.now() - existing.loadedAt < this.maxAgeMs)) return existing;
    const loading = this.store.scanIndex(accountId, indexId, this.maxCached).then((entities) => {
      if (!entities) return null;
      const index = new CandidateIndex();
      for (const entity of entities) index.add(entity);
      return index;
    });
    this.caches.set(key, loading);
    loading.catch(() => this.caches.delete(key));
    return loading;
  }
}

const cacheKey = (accountId: string, indexId: string) => `${accountId}\u0000${indexId}`;

function bestMatch(profile: NameProfile, pool: Candidate[]): EntityRecord | undefined {
  let best: { entity: EntityRecord; score: number } | undefined;
  for (const candidate of pool) {
    const verdict = compareNames(profile, candidate.profile);
    if (verdict.same && (!best || verdict.score > best.score)) best = { entity: candidate.entity, score: verdict.score };
  }
  return best?.entity;
}
