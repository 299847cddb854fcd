import { Conflict, InvalidArgument, NotFound, PermissionDenied, newId, nowIso } from '@tessera/common';
import jaroWinkler from 'talisman/metrics/jaro-winkler';
import type { EntityEvent, EntityPatch, EntityStore, EntityView, StoredAlias } from '../ports/entity-store';
import type { TriplesPort } from '../ports/triples';
import type { Indexes } from './indexes';
import { fold, nameKey } from './resolution/normalize';

export interface EntityListInput {
  search?: string;
  index_id?: string;
  exact: boolean;
  offset: number;
  limit: number;
}

export interface EntityInput {
  name?: string;
  description?: string;
  index_id?: string;
  avatar_url?: string;
  parent_entity_id?: string;
}

/** Most names one alias, split or explain request may carry. */
export const MAX_NAMES = 100;

/** A name that resolves to an entity: its own ("name"), or an alias of a kind (see StoredAlias). */
export interface AliasView {
  /** Null for a learned spelling: only its key is kept. */
  name: string | null;
  key: string;
  kind: 'name' | StoredAlias['origin'];
}

const KIND_ORDER = { name: 0, added: 1, merged: 2, learned: 3 } as const;

/**
 * The names of a request by key (first surface form of each): 1 to MAX_NAMES names, each with letters or digits;
 * InvalidArgument naming the field otherwise.
 */
export function requestedNames(names: string[]): Map<string, string> {
  if (names.length === 0) throw new InvalidArgument('names is required', { field: 'names', details: 'Send at least one name' });
  if (names.length > MAX_NAMES) throw new InvalidArgument(`names takes at most ${MAX_NAMES} names`, { field: 'names', details: `${names.length} names sent` });
  const byKey = new Map<string, string>();
  for (const [position, raw] of names.entries()) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = nameKey(name);
    if (!key) throw new InvalidArgument('A name has no letters or digits', { field: `names[${position}]`, details: `"${raw}" cannot name an entity` });
    if (!byKey.has(key)) byKey.set(key, name);
  }
  return byKey;
}

const quoted = (names: Iterable<string>) => [...names].map((name) => `"${name}"`).join(', ');

/** How many trigram matches to weigh when ranking a search, at most. */
const SEARCH_WINDOW = 2000;
const MAX_PARENT_DEPTH = 100;

/** Similarity of a search text to an entity: best word-to-word Jaro-Winkler, or containment. */
export function searchScore(query: string, entity: Pick<EntityView, 'name' | 'description'>): number {
  const q = fold(query).trim();
  const name = fold(entity.name);
  if (name === q) return 1;
  if (name.includes(q)) return 0.95;
  const queryWords = q.split(/\s+/).filter((w) => w.length >= 2);
  const nameWords = name.split(/[\s\-,.]+/).filter(Boolean);
  let best = 0;
  for (const qw of queryWords) for (const nw of nameWords) best = Math.max(best, jaroWinkler(qw, nw));
  if (best < 0.85 && fold(entity.description).includes(q)) best = 0.85;
  return best;
}

export class Entities {
  constructor(
    private readonly store: EntityStore,
    private readonly indexes: Indexes,
    private readonly triples: TriplesPort,
  ) {}

  async list(accountId: string, input: EntityListInput): Promise<EntityView[]> {
    if (input.index_id) await this.indexes.requireVisible(accountId, input.index_id);
    else await this.indexes.defaultIndexId(accountId);
    const base = { indexId: input.index_id, offset: input.offset, limit: input.limit };
    if (!input.search) return this.store.list(accountId, base);
    if (input.exact) return this.store.list(accountId, { ...base, nameKey: nameKey(input.search) });
    // Trigram matches are broad; rank them by how well the name answers the search and keep the good ones.
    const window = await this.store.list(accountId, { ...base, search: input.search, offset: 0, limit: SEARCH_WINDOW });
    return window
      .map((entity) => ({ entity, score: searchScore(input.search!, entity) }))
      .filter(({ score }) => score >= 0.85)
      .sort((a, b) => b.score - a.score)
      .slice(input.offset, input.offset + input.limit)
      .map(({ entity }) => entity);
  }

  async get(accountId: string, id: string): Promise<EntityView> {
    const entity = await this.store.get(accountId, id);
    if (!entity) throw notFound(id);
    return entity;
  }

  /**
   * A readable entity's resolution events, newest first, at most `limit`: those recorded with it (merges) and its
   * creation, which its created_at records.
   */
  async events(accountId: string, id: string, limit: number): Promise<EntityEvent[]> {
    const entity = await this.get(accountId, id);
    const created: EntityEvent = { kind: 'created', entity_id: entity.id, other_entity_id: null, name: entity.name, at: entity.created_at };
    const recorded = await this.store.events(entity.id, limit);
    // Stable: a merge recorded in the same millisecond as the creation still comes first.
    return [...recorded, created].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
  }

  async getMany(accountId: string, ids: string[]): Promise<EntityView[]> {
    return this.store.getMany(accountId, ids);
  }

  /**
   * A manual create. Only the exact normalised name must be free in the index (409 naming the holder otherwise);
   * fuzzy resolution is for names arriving in triples, not for an entity a user deliberately creates.
   */
  async create(accountId: string, input: EntityInput): Promise<EntityView> {
    const name = requireName(input.name);
    const index = await this.indexes.requireWritable(accountId, input.index_id);
    const now = nowIso();
    const id = newId();
    const parent = input.parent_entity_id ? await this.checkParent(accountId, id, input.parent_entity_id) : null;
    const record = {
      id, account_id: accountId, index_id: index.id, name, name_key: nameKey(name), description: input.description ?? '',
      avatar_url: input.avatar_url ?? '', parent_entity_id: parent, created_at: now, updated_at: now,
    };
    const holder = (await this.store.insertIfAbsent([record])).get(record.name_key)!;
    if (holder.id !== id) throw taken(holder.id);
    return this.get(accountId, id);
  }

  async update(accountId: string, id: string, input: EntityInput): Promise<EntityView> {
    const current = await this.get(accountId, id);
    if (current.account_id !== accountId) throw new NotFound('Entity not found', { details: `No entity with id ${id} in your account` });
    const patch: EntityPatch = {};
    if (input.name !== undefined) {
      patch.name = requireName(input.name);
      patch.name_key = nameKey(patch.name);
    }
    if (input.description !== undefined) patch.description = input.description;
    if (input.avatar_url !== undefined) patch.avatar_url = input.avatar_url;
    if (input.index_id !== undefined && input.index_id !== current.index_id) {
      patch.index_id = (await this.indexes.requireWritable(accountId, input.index_id)).id;
    }
    if (input.parent_entity_id !== undefined) {
      patch.parent_entity_id = input.parent_entity_id ? await this.checkParent(accountId, id, input.parent_entity_id) : null;
    }
    const key = patch.name_key ?? current.name_key;
    const indexId = patch.index_id ?? current.index_id;
    if (patch.name_key !== undefined || patch.index_id !== undefined) {
      const holder = (await this.store.findByKeys(accountId, indexId, [key])).get(key);
      if (holder && holder.id !== id) throw taken(holder.id);
    }
    const updated = await this.store.update(accountId, id, patch, nowIso());
    if (!updated) throw notFound(id);
    return updated;
  }

  /**
   * Detach delete: the triples that have the entity as subject or object go first, then the entity, so no triple
   * is ever left pointing at a missing entity.
   */
  async delete(accountId: string, id: string): Promise<number> {
    const entity = await this.store.get(accountId, id);
    if (!entity || entity.account_id !== accountId) throw notFound(id);
    const triples = await this.triples.deleteByEntities(accountId, [id]);
    if (!(await this.store.delete(accountId, id))) throw notFound(id);
    return triples;
  }

  /**
   * The manual repair for a duplicate: its triples are re-pointed at `intoId` first (so none ever points at a
   * missing entity), then it is folded into `intoId`, keeping its names as aliases. Both must be own entities of
   * one index.
   */
  async merge(accountId: string, id: string, intoId: string, actor?: string): Promise<EntityView> {
    if (id === intoId) throw new InvalidArgument('An entity cannot be merged into itself', { field: 'into' });
    const [from, into] = await Promise.all([this.store.get(accountId, id), this.store.get(accountId, intoId)]);
    if (!from || from.account_id !== accountId) throw notFound(id);
    if (!into || into.account_id !== accountId) throw new NotFound('Entity not found', { field: 'into', details: `No entity with id ${intoId} in your account` });
    if (from.index_id !== into.index_id) {
      throw new InvalidArgument('Entities of different indexes cannot be merged', {
        field: 'into',
        details: `${id} is in index ${from.index_name}, ${intoId} in ${into.index_name}`,
      });
    }
    await this.triples.repointEntity(accountId, id, intoId);
    await this.store.absorb(accountId, id, intoId, undefined, actor);
    return this.get(accountId, intoId);
  }

  /** The entities a split recorded as not the same as a readable entity. */
  async cannotLinks(accountId: string, id: string): Promise<string[]> {
    return (await this.store.cannotLinks((await this.get(accountId, id)).id)).sort();
  }

  /** The names that resolve to a readable entity: its own first, then those added, merged in and learned. */
  async aliases(accountId: string, id: string): Promise<AliasView[]> {
    const entity = await this.get(accountId, id);
    const stored = (await this.store.aliasesOf(entity.id)).map(({ alias_key, name, origin }): AliasView => ({ name, key: alias_key, kind: origin }));
    stored.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return [{ name: entity.name, key: entity.name_key, kind: 'name' }, ...stored];
  }

  /**
   * Adds names that must resolve to an own entity: kept with their surface form, so each is an exact key and a fuzzy
   * candidate. A name the entity already has is left as it is (a learned spelling gains its surface form); one that
   * resolves to another entity of the index is a Conflict naming it (merge the entities instead).
   */
  async addAliases(accountId: string, id: string, names: string[], actor: string): Promise<AliasView[]> {
    const entity = await this.own(accountId, id);
    const requested = requestedNames(names);
    const named = new Set((await this.store.aliasesOf(id)).filter((alias) => alias.name !== null).map((alias) => alias.alias_key));
    const toAdd = [...requested].filter(([key]) => key !== entity.name_key && !named.has(key));
    const holders = await this.store.findByKeys(accountId, entity.index_id, toAdd.map(([key]) => key));
    const taken = toAdd.filter(([key]) => holders.has(key) && holders.get(key)!.id !== id);
    if (taken.length > 0) {
      throw new Conflict('A name already resolves to another entity', {
        field: 'names',
        details: taken.map(([key, name]) => `"${name}" resolves to entity ${holders.get(key)!.id}`).join('; ') + '; merge the entities instead',
      });
    }
    if (toAdd.length > 0) {
      const change = { at: nowIso(), actor };
      if (!(await this.store.addNamedAliases(accountId, id, toAdd.map(([alias_key, name]) => ({ alias_key, name })), change))) throw notFound(id);
    }
    return this.aliases(accountId, id);
  }

  /** Removes aliases of an own entity; its own name cannot be removed, and names it does not have are an error. */
  async removeAliases(accountId: string, id: string, names: string[], actor: string): Promise<AliasView[]> {
    const entity = await this.own(accountId, id);
    const requested = requestedNames(names);
    if (requested.has(entity.name_key)) {
      throw new InvalidArgument('The entity’s own name cannot be removed', {
        field: 'names',
        details: `"${requested.get(entity.name_key)}" is the name of entity ${id}; rename the entity instead`,
      });
    }
    const stored = new Map((await this.store.aliasesOf(id)).map((alias) => [alias.alias_key, alias]));
    const unknown = [...requested].filter(([key]) => !stored.has(key)).map(([, name]) => name);
    if (unknown.length > 0) {
      throw new InvalidArgument('Names are not aliases of the entity', { field: 'names', details: `Not aliases of entity ${id}: ${quoted(unknown)}` });
    }
    const removed = new Map([...requested].map(([key, name]) => [key, stored.get(key)!.name ?? name]));
    if (!(await this.store.removeAliases(accountId, id, removed, { at: nowIso(), actor }))) throw notFound(id);
    return this.aliases(accountId, id);
  }

  /**
   * Moves names of an own entity (aliases: its own name stays) to a new entity of its index, named with the first,
   * with every triple written with one of them, and records that the two are not the same. The entities change first,
   * so no triple ever points at a missing entity; the triples are found by the texts they were written with, keyed
   * here (the triples service has no normaliser).
   */
  async split(accountId: string, id: string, names: string[], actor: string): Promise<{ entity: EntityView; created: EntityView; movedTriples: number }> {
    const entity = await this.own(accountId, id);
    const requested = requestedNames(names);
    if (requested.has(entity.name_key)) {
      throw new InvalidArgument('The entity’s own name cannot be split off', {
        field: 'names',
        details: `"${requested.get(entity.name_key)}" is the name of entity ${id}; split off its other names instead`,
      });
    }
    const stored = new Map((await this.store.aliasesOf(id)).map((alias) => [alias.alias_key, alias]));
    const unknown = [...requested].filter(([key]) => !stored.has(key)).map(([, name]) => name);
    if (unknown.length > 0) {
      throw new InvalidArgument('Names are not aliases of the entity', { field: 'names', details: `Not names of entity ${id}: ${quoted(unknown)}` });
    }
    const [firstKey, firstName] = [...requested][0]!;
    const now = nowIso();
    const created = {
      id: newId(), account_id: accountId, index_id: entity.index_id, name: stored.get(firstKey)!.name ?? firstName, name_key: firstKey,
      description: '', avatar_url: '', parent_entity_id: null, created_at: now, updated_at: now,
    };
    if (!(await this.store.split(accountId, id, created, [...requested.keys()], { at: now, actor }))) throw notFound(id);
    const texts = (await this.triples.entityNames(accountId, entity.index_id, id)).filter((text) => requested.has(nameKey(text)));
    const movedTriples = texts.length > 0 ? await this.triples.repointNames(accountId, entity.index_id, id, created.id, texts) : 0;
    return { entity: await this.get(accountId, id), created: await this.get(accountId, created.id), movedTriples };
  }

  /** An entity the caller may change: 404 when it cannot see it, 403 when it sees it in another account's public index. */
  private async own(accountId: string, id: string): Promise<EntityView> {
    const entity = await this.get(accountId, id);
    if (entity.account_id !== accountId) {
      throw new PermissionDenied('Entity is read-only for this account', { details: 'Only the owner of a public index can change its entities' });
    }
    return entity;
  }

  /** The parent must be another entity of the account, and must not descend from `id` (no cycles). */
  private async checkParent(accountId: string, id: string, parentId: string): Promise<string> {
    if (parentId === id) throw new InvalidArgument('An entity cannot be its own parent', { field: 'parent_entity_id' });
    const parent = await this.store.get(accountId, parentId);
    if (!parent || parent.account_id !== accountId) {
      throw new InvalidArgument('parent_entity_id must be an entity of your account', {
        field: 'parent_entity_id',
        details: `No entity with id ${parentId} in your account`,
      });
    }
    if ((await this.store.ancestors(accountId, parentId, MAX_PARENT_DEPTH)).includes(id)) {
      throw new InvalidArgument('parent_entity_id would create a cycle', {
        field: 'parent_entity_id',
        details: `${parentId} already descends from ${id}`,
      });
    }
    return parentId;
  }
}

function requireName(name: string | undefined): string {
  const trimmed = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new InvalidArgument('name is required', { field: 'name', details: 'name must be a non-empty string' });
  if (!nameKey(trimmed)) throw new InvalidArgument('name must contain letters or digits', { field: 'name' });
  return trimmed;
}

const notFound = (id: string) => new NotFound('Entity not found', { details: `No entity with id ${id}` });
const taken = (holderId: string) =>
  new Conflict('An entity with this name already exists in the index', {
    field: 'name',
    details: `Entity ${holderId} has this name; update or merge it instead`,
  });
