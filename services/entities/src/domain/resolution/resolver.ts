import { InvalidArgument, newId, nowIso } from '@tessera/common';
import type { CandidateSource } from '../../ports/candidate-source';
import type { EntityRecord, EntityStore } from '../../ports/entity-store';
import { CandidateIndex, type Candidate } from './candidate-index';
import { compareNames, type MatchKind, type Verdict } from './compare';
import { profileOf, type NameProfile } from './normalize';

export interface Resolution {
  name: string;
  entity_id: string;
  created: boolean;
}

/** How many fuzzy candidates to weigh per unknown name. */
export const CANDIDATES = 12;
/** How many runners-up an explanation lists per name. */
export const RUNNERS_UP = 5;

/** A candidate weighed for a name in a dry run, with the comparator's verdict. */
export interface WeighedCandidate {
  entity_id: string;
  name: string;
  accepted: boolean;
  rule: MatchKind | '';
  reason: string;
  score: number;
}

/** What resolve would do with one name, and why (see Resolver.explain). */
export interface Explanation {
  name: string;
  outcome: 'existing' | 'new';
  entity_id: string | null;
  entity_name: string | null;
  rule: 'exact_key' | 'alias' | MatchKind | 'new';
  reason: string;
  score: number;
  /** A new name joining an earlier new name of the same request (both would become one new entity). */
  joins_name: string | null;
  runners_up: WeighedCandidate[];
}

/** The names of a batch by their exact keys (first surface form of each key); InvalidArgument naming one without a key. */
function profileNames(names: string[]) {
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
  return { profiles, surfaceOf, keyOf };
}

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
    const { profiles, surfaceOf, keyOf } = profileNames(names);

    const byKey = await this.store.findByKeys(accountId, indexId, [...profiles.keys()]);
    const unknown = [...profiles.keys()].filter((key) => !byKey.has(key));
    const pools = await this.candidates.pools(accountId, indexId, unknown.map((key) => profiles.get(key)!), CANDIDATES);

    const aliases = new Map<string, EntityRecord>();
    // The name each match was made under: the entity's own, or one merged into or added to it.
    const matchedName = new Map<string, string>();
    // Names new in this batch, indexed too: comparing each with every earlier one would be quadratic.
    const fresh = new CandidateIndex();
    const toCreate: EntityRecord[] = [];
    const now = nowIso();
    for (const key of unknown) {
      const profile = profiles.get(key)!;
      const match = bestMatch(profile, [...(pools.get(key) ?? []), ...fresh.pool(profile, CANDIDATES)]);
      if (match) {
        aliases.set(key, match.entity);
        matchedName.set(key, match.profile.key);
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
    // then: a reload reads the index). The name matched is confirmed, not the entity's own: a matched name that now
    // belongs to another entity (merged into it, or split off to it) resolves to that entity, so a split-off name
    // never joins the entity it left through another replica's older candidates; one that vanished is resolved
    // afresh as a new name.
    const stored = [...new Set([...aliases].filter(([, e]) => !toCreate.includes(e)).map(([key]) => matchedName.get(key)!))];
    if (stored.length > 0) {
      const alive = await this.store.findByKeys(accountId, indexId, stored);
      for (const [key, entity] of aliases) {
        if (toCreate.includes(entity)) continue;
        const matched = matchedName.get(key)!;
        const current = alive.get(matched);
        if (current && current.id === entity.id) continue;
        this.candidates.stale(accountId, indexId);
        if (current) {
          // The matched name, now held by `current.id`.
          aliases.set(key, { ...entity, id: current.id, name_key: matched });
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

  /**
   * A dry run of resolve for `names` in index `indexId` of account `accountId` (the index's owner): the same steps and
   * comparisons, but nothing is written (no entity, no learned alias) and the candidate cache is only read. Candidates
   * from memory are confirmed against the store (an entity that is gone, or a name that no longer resolves to the
   * entity it was offered under, is left out) instead of marking the cache stale.
   */
  async explain(accountId: string, indexId: string, names: string[]): Promise<Explanation[]> {
    const { profiles, surfaceOf, keyOf } = profileNames(names);
    const byKey = await this.store.findByKeys(accountId, indexId, [...profiles.keys()]);
    const unknown = [...profiles.keys()].filter((key) => !byKey.has(key));
    const pools = await this.candidates.pools(accountId, indexId, unknown.map((key) => profiles.get(key)!), CANDIDATES);
    const ids = new Set([...byKey.values()].map((holder) => holder.id));
    for (const pool of pools.values()) for (const candidate of pool) ids.add(candidate.entity.id);
    const alive = new Map((await this.store.getMany(accountId, [...ids])).filter((e) => e.index_id === indexId).map((e) => [e.id, e]));
    // A candidate under a name merged into or added to its entity counts while that name still resolves to it.
    const otherNames = new Set<string>();
    for (const pool of pools.values()) for (const { entity, profile } of pool) if (profile.key !== entity.name_key) otherNames.add(profile.key);
    const nameHolders = otherNames.size > 0 ? await this.store.findByKeys(accountId, indexId, [...otherNames]) : new Map<string, { id: string }>();
    const current = ({ entity, profile }: Candidate) =>
      alive.has(entity.id) && (profile.key === entity.name_key || nameHolders.get(profile.key)?.id === entity.id);

    const byKeyExplained = new Map<string, Explanation>();
    for (const [key, holder] of byKey) {
      const entity = alive.get(holder.id);
      const own = entity?.name_key === key;
      byKeyExplained.set(key, {
        name: surfaceOf.get(key)!, outcome: 'existing', entity_id: holder.id, entity_name: entity?.name ?? null,
        rule: own ? 'exact_key' : 'alias', reason: own ? 'the entity’s own name, normalised' : 'a name known to resolve to the entity (merged, added or learned)',
        score: 1, joins_name: null, runners_up: [],
      });
    }

    const fresh = new CandidateIndex();
    const freshName = new Map<string, string>();
    for (const key of unknown) {
      const profile = profiles.get(key)!;
      const stored = (pools.get(key) ?? []).filter(current);
      const weighed = [...stored, ...fresh.pool(profile, CANDIDATES)].map((candidate) => ({ candidate, verdict: compareNames(profile, candidate.profile) }));
      let best: (typeof weighed)[number] | undefined;
      for (const entry of weighed) if (better(entry.verdict, best?.verdict)) best = entry;
      const explanation: Explanation = {
        name: surfaceOf.get(key)!, outcome: 'new', entity_id: null, entity_name: null, rule: 'new',
        reason: weighed.length === 0 ? 'no similar name in the index' : 'no candidate is the same entity', score: 0, joins_name: null,
        runners_up: runnersUp(weighed, best?.candidate.entity.id, freshName),
      };
      if (best && freshName.has(best.candidate.entity.id)) {
        explanation.joins_name = freshName.get(best.candidate.entity.id)!;
        explanation.rule = best.verdict.kind!;
        explanation.reason = `${best.verdict.reason} (an earlier new name of this request)`;
        explanation.score = best.verdict.score;
      } else if (best) {
        const entity = alive.get(best.candidate.entity.id)!;
        Object.assign(explanation, {
          outcome: 'existing', entity_id: entity.id, entity_name: entity.name, rule: best.verdict.kind!, reason: best.verdict.reason, score: best.verdict.score,
        });
      } else {
        const id = `new:${key}`;
        freshName.set(id, explanation.name);
        fresh.add({ ...PLACEHOLDER, id, account_id: accountId, index_id: indexId, name: explanation.name, name_key: key }, profile);
      }
      byKeyExplained.set(key, explanation);
    }
    return names.map((name) => ({ ...byKeyExplained.get(keyOf.get(name)!)!, name }));
  }
}

/** The verdict that wins among those accepted: the highest score, the earliest among equals (as in bestMatch). */
function better(verdict: Verdict, best: Verdict | undefined): boolean {
  return verdict.same && (!best || verdict.score > best.score);
}

function bestMatch(profile: NameProfile, pool: Candidate[]): Candidate | undefined {
  let best: { candidate: Candidate; score: number } | undefined;
  for (const candidate of pool) {
    const verdict = compareNames(profile, candidate.profile);
    if (verdict.same && (!best || verdict.score > best.score)) best = { candidate, score: verdict.score };
  }
  return best?.candidate;
}

const PLACEHOLDER: EntityRecord = {
  id: '', account_id: '', index_id: '', name: '', name_key: '', description: '', avatar_url: '', parent_entity_id: null, created_at: '', updated_at: '',
};

/**
 * The candidates that lost, one per entity (its best verdict), accepted ones first by score: up to RUNNERS_UP. A
 * new name of the same request is named, with no entity id.
 */
function runnersUp(weighed: { candidate: Candidate; verdict: Verdict }[], winner: string | undefined, freshName: Map<string, string>): WeighedCandidate[] {
  const byEntity = new Map<string, { candidate: Candidate; verdict: Verdict }>();
  for (const entry of weighed) {
    const id = entry.candidate.entity.id;
    if (id === winner) continue;
    const kept = byEntity.get(id);
    if (!kept || (entry.verdict.same && (!kept.verdict.same || entry.verdict.score > kept.verdict.score))) byEntity.set(id, entry);
  }
  return [...byEntity.values()]
    .sort((a, b) => Number(b.verdict.same) - Number(a.verdict.same) || b.verdict.score - a.verdict.score)
    .slice(0, RUNNERS_UP)
    .map(({ candidate, verdict }) => ({
      entity_id: freshName.has(candidate.entity.id) ? '' : candidate.entity.id,
      // Under a name merged into the entity, the key of that name (the surface form is not kept in memory).
      name: freshName.get(candidate.entity.id) ?? (candidate.profile.key === candidate.entity.name_key ? candidate.entity.name : candidate.profile.key),
      accepted: verdict.same,
      rule: verdict.kind ?? '',
      reason: verdict.same ? `${verdict.reason}, but a better match won` : verdict.reason,
      score: verdict.score,
    }));
}
