import { InvalidArgument, newId, nowIso } from '@tessera/common';
import type { CandidateSource } from '../../ports/candidate-source';
import type { EntityRecord, EntityStore } from '../../ports/entity-store';
import { CandidateIndex, type Candidate } from './candidate-index';
import { compareNames } from './compare';
import { profileOf, type NameProfile } from './normalize';

export interface Resolution {
  name: string;
  entity_id: string;
  created: boolean;
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
  constructor(
    /** Its writes keep `candidates` current (see withCandidateCache). */
    private readonly store: EntityStore,
    private readonly candidates: CandidateSource,
  ) {}

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
    const pools = await this.candidates.pools(accountId, indexId, unknown.map((key) => profiles.get(key)!), CANDIDATES);

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
        this.candidates.stale(accountId, indexId);
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
      for (const entity of toCreate) {
        const holder = holders.get(entity.name_key)!;
        if (holder.id === entity.id) created.add(entity.id);
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
}

function bestMatch(profile: NameProfile, pool: Candidate[]): EntityRecord | undefined {
  let best: { entity: EntityRecord; score: number } | undefined;
  for (const candidate of pool) {
    const verdict = compareNames(profile, candidate.profile);
    if (verdict.same && (!best || verdict.score > best.score)) best = { entity: candidate.entity, score: verdict.score };
  }
  return best?.entity;
}
