import { InvalidArgument, newId, nowIso } from '@tessera/common';
import type { EntityRecord, EntityStore } from '../../ports/entity-store';
import { compareNames } from './compare';
import { describeName, type NameProfile } from './normalize';

export interface Resolution {
  name: string;
  entity_id: string;
  created: boolean;
}

/** How many fuzzy candidates to weigh per unknown name. */
const CANDIDATES = 12;

interface Known {
  entity: EntityRecord;
  profile: NameProfile;
}

/**
 * Turns the names in a batch into entities of one index: exact key or a remembered alias first, then the best
 * fuzzy candidate the comparator accepts (among stored entities and names new earlier in the same batch, so
 * the result does not depend on batch boundaries), else a new entity. Each step is one store round trip for
 * the whole batch; the unique name key makes concurrent creates of one name end in one entity.
 */
export class Resolver {
  constructor(private readonly store: EntityStore) {}

  async resolve(accountId: string, indexId: string, names: string[]): Promise<Resolution[]> {
    const profiles = new Map<string, NameProfile>();
    const surfaceOf = new Map<string, string>();
    const keyOf = new Map<string, string>();
    for (const [position, name] of names.entries()) {
      if (keyOf.has(name)) continue;
      const profile = describeName(name);
      if (!profile.key) {
        throw new InvalidArgument('A name has no letters or digits', {
          field: `names[${position}]`,
          details: `"${name}" cannot name an entity`,
        });
      }
      keyOf.set(name, profile.key);
      if (!profiles.has(profile.key)) {
        profiles.set(profile.key, profile);
        surfaceOf.set(profile.key, name.trim().replace(/\s+/g, ' '));
      }
    }

    const byKey = await this.store.findByKeys(accountId, indexId, [...profiles.keys()]);
    const unknown = [...profiles.keys()].filter((key) => !byKey.has(key));
    const candidates = unknown.length > 0 ? await this.store.candidates(accountId, indexId, unknown, CANDIDATES) : new Map();

    const aliases = new Map<string, string>();
    const fresh: Known[] = [];
    const toCreate: EntityRecord[] = [];
    const now = nowIso();
    for (const key of unknown) {
      const profile = profiles.get(key)!;
      const pool: Known[] = [
        ...(candidates.get(key) ?? []).map((entity: EntityRecord) => ({ entity, profile: describeName(entity.name) })),
        ...fresh,
      ];
      const match = bestMatch(profile, pool);
      if (match) {
        byKey.set(key, match);
        aliases.set(key, match.id);
        continue;
      }
      const entity: EntityRecord = {
        id: newId(), account_id: accountId, index_id: indexId, name: surfaceOf.get(key)!, name_key: key,
        description: '', avatar_url: '', parent_entity_id: null, created_at: now, updated_at: now,
      };
      toCreate.push(entity);
      fresh.push({ entity, profile });
    }

    const created = new Set<string>();
    if (toCreate.length > 0) {
      const holders = await this.store.insertIfAbsent(toCreate);
      for (const entity of toCreate) {
        const holder = holders.get(entity.name_key)!;
        if (holder.id === entity.id) created.add(entity.id);
        byKey.set(entity.name_key, holder);
      }
      // A batch-fresh entity that a later name matched: point that name at whoever holds the key now.
      for (const [key, id] of aliases) {
        const fromBatch = toCreate.find((e) => e.id === id);
        if (fromBatch) {
          const holder = byKey.get(fromBatch.name_key)!;
          aliases.set(key, holder.id);
          byKey.set(key, holder);
        }
      }
    }
    if (aliases.size > 0) {
      await this.store.addAliases(
        accountId,
        [...aliases].map(([alias_key, entity_id]) => ({ index_id: indexId, alias_key, entity_id })),
      );
    }

    return names.map((name) => {
      const entity = byKey.get(keyOf.get(name)!)!;
      return { name, entity_id: entity.id, created: created.has(entity.id) };
    });
  }
}

function bestMatch(profile: NameProfile, pool: Known[]): EntityRecord | undefined {
  let best: { entity: EntityRecord; score: number } | undefined;
  for (const known of pool) {
    const verdict = compareNames(profile, known.profile);
    if (verdict.same && (!best || verdict.score > best.score)) best = { entity: known.entity, score: verdict.score };
  }
  return best?.entity;
}
