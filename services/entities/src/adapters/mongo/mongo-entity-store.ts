import { Conflict, nowIso } from '@tessera/common';
import type { ClientSession, Collection, Db, MongoOutbox, NewChangeEvent } from '@tessera/storage';
import { trigrams, nameKey } from '../../domain/resolution/normalize';
import type { Alias, AliasChange, EntityEvent, NamedAlias, StoredAlias, EntityKeyHolder, EntityListQuery, EntityPatch, EntityRecord, EntityStore, EntityView, NamedEntity } from '../../ports/entity-store';
import type { IndexRecord } from '../../ports/index-store';
import {
  addedNameUpdate,
  aliasOrigin,
  ALIAS_INDEXES,
  CANNOT_LINK_INDEXES,
  cannotLinkDocs,
  cannotLinksOf,
  candidatePipeline,
  toDoc,
  type CannotLinkDoc,
  ENTITY_INDEXES,
  EVENT_INDEXES,
  EVENT_SORT,
  ENTITY_SORT,
  insertIfAbsentOps,
  mergedNamePipeline,
  mergedNamesPipeline,
  mergedNameUpdate,
  searchPipeline,
  visibleEntityFilter,
  type EntityDoc,
} from './entity-queries';

const PROJECTION = { _id: 0, trigrams: 0 } as const;
const KEY_PROJECTION = { _id: 0, id: 1, name_key: 1 } as const;

interface AliasDoc extends Alias {
  account_id: string;
  /** Set on the names of merged-away entities and on names added through the aliases API. */
  name?: string;
  /** 'added' for names added through the aliases API. */
  origin?: string;
  trigrams?: string[];
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** The change-event payload of an entity: the same fields the SQLite triggers publish. */
export function entityPayload(doc: Pick<EntityRecord, 'id' | 'account_id' | 'index_id' | 'name' | 'description' | 'avatar_url' | 'parent_entity_id' | 'created_at' | 'updated_at'>) {
  return {
    id: doc.id, account_id: doc.account_id, index_id: doc.index_id, name: doc.name, description: doc.description,
    avatar_url: doc.avatar_url, parent_entity_id: doc.parent_entity_id, created_at: doc.created_at, updated_at: doc.updated_at,
  };
}

export const entityUpsert = (doc: Parameters<typeof entityPayload>[0]): NewChangeEvent => ({
  account_id: doc.account_id, kind: 'entity', resource_id: doc.id, op: 'upsert', payload: entityPayload(doc),
});
export const entityRemoval = (doc: { id: string; account_id: string }): NewChangeEvent => ({
  account_id: doc.account_id, kind: 'entity', resource_id: doc.id, op: 'delete', payload: { id: doc.id },
});

/**
 * Entities and their aliases in MongoDB. Writes to entities run in transactions that record their change events in
 * the outbox (aliases are not published). Needs a replica set.
 */
export class MongoEntityStore implements EntityStore {
  private readonly entities: Collection<EntityDoc>;
  private readonly aliases: Collection<AliasDoc>;
  private readonly indexes: Collection<IndexRecord>;
  private readonly eventLog: Collection<EntityEvent & { account_id: string }>;
  private readonly cannotLink: Collection<CannotLinkDoc>;

  constructor(
    db: Db,
    private readonly outbox: MongoOutbox,
  ) {
    this.entities = db.collection<EntityDoc>('entities');
    this.aliases = db.collection<AliasDoc>('entity_aliases');
    this.indexes = db.collection<IndexRecord>('indexes');
    this.eventLog = db.collection<EntityEvent & { account_id: string }>('entity_events');
    this.cannotLink = db.collection<CannotLinkDoc>('entity_cannot_link');
  }

  async createIndexes(): Promise<void> {
    await this.entities.createIndexes(ENTITY_INDEXES);
    await this.aliases.createIndexes(ALIAS_INDEXES);
    await this.eventLog.createIndexes(EVENT_INDEXES);
    await this.cannotLink.createIndexes(CANNOT_LINK_INDEXES);
  }

  private async publicIndexIds(): Promise<string[]> {
    return (await this.indexes.find({ is_public: true }, { projection: { _id: 0, id: 1 } }).toArray()).map((i) => i.id);
  }

  private async withIndexNames(entities: EntityRecord[]): Promise<EntityView[]> {
    const ids = [...new Set(entities.map((e) => e.index_id))];
    const names = new Map(
      (await this.indexes.find({ id: { $in: ids } }, { projection: { _id: 0, id: 1, name: 1 } }).toArray()).map((i) => [i.id, i.name]),
    );
    return entities.map((entity) => ({ ...entity, index_name: names.get(entity.index_id) ?? '' }));
  }

  async findByKeys(accountId: string, indexId: string, keys: string[]): Promise<Map<string, EntityKeyHolder>> {
    const found = new Map<string, EntityKeyHolder>();
    const unique = [...new Set(keys)];
    const holders = this.entities.find({ account_id: accountId, index_id: indexId, name_key: { $in: unique } }, { projection: KEY_PROJECTION });
    for (const entity of await holders.toArray()) found.set(entity.name_key, { id: entity.id });
    // A direct name wins over an alias, so only the keys not found directly are looked up as aliases.
    const rest = unique.filter((key) => !found.has(key));
    const aliases = rest.length === 0 ? [] : await this.aliases.find({ account_id: accountId, index_id: indexId, alias_key: { $in: rest } }).toArray();
    if (aliases.length > 0) {
      const alive = new Set(
        (await this.entities.find({ id: { $in: aliases.map((a) => a.entity_id) } }, { projection: KEY_PROJECTION }).toArray()).map((e) => e.id),
      );
      for (const alias of aliases) {
        if (alive.has(alias.entity_id) && !found.has(alias.alias_key)) found.set(alias.alias_key, { id: alias.entity_id });
      }
    }
    return found;
  }


  async scanIndex(accountId: string, indexId: string, max: number): Promise<NamedEntity[] | null> {
    const rows = await this.entities.find({ account_id: accountId, index_id: indexId }, { projection: PROJECTION }).limit(max + 1).toArray();
    if (rows.length > max) return null;
    // Merged names count towards `max` too: the caller keeps every entry in memory.
    const merged = await this.aliases.aggregate<NamedEntity>(mergedNamesPipeline(accountId, indexId, max - rows.length + 1)).toArray();
    if (rows.length + merged.length > max) return null;
    return [...rows.map((entity) => ({ name: entity.name, entity })), ...merged];
  }

  async candidates(accountId: string, indexId: string, texts: string[], limit: number): Promise<Map<string, NamedEntity[]>> {
    const result = new Map<string, NamedEntity[]>();
    await Promise.all(
      texts.map(async (text) => {
        const grams = trigrams(nameKey(text));
        const [entities, merged] = await Promise.all([
          this.entities.aggregate<EntityRecord>(candidatePipeline(accountId, indexId, grams, limit)).toArray(),
          this.aliases.aggregate<NamedEntity>(mergedNamePipeline(accountId, indexId, grams, limit)).toArray(),
        ]);
        result.set(text, [...entities.map((entity) => ({ name: entity.name, entity })), ...merged]);
      }),
    );
    return result;
  }

  async insertIfAbsent(entities: EntityRecord[]): Promise<Map<string, EntityRecord>> {
    if (entities.length === 0) return new Map();
    // A concurrent writer may insert the same key first: inside a transaction that aborts ours (a duplicate key),
    // and the next attempt matches their entity instead of inserting.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.outbox.transaction(async (session, emit) => {
          const result = await this.entities.bulkWrite(insertIfAbsentOps(entities), { ordered: true, session });
          for (const index of Object.keys(result.upsertedIds)) emit(entityUpsert(entities[Number(index)]!));
        });
        break;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt === 5) throw error;
      }
    }
    const holders = new Map<string, EntityRecord>();
    const groups = new Map<string, EntityRecord[]>();
    for (const entity of entities) {
      const group = `${entity.account_id}\u0000${entity.index_id}`;
      groups.set(group, [...(groups.get(group) ?? []), entity]);
    }
    for (const group of groups.values()) {
      const { account_id: accountId, index_id: indexId } = group[0]!;
      const keys = group.map((e) => e.name_key);
      const found = await this.entities.find({ account_id: accountId, index_id: indexId, name_key: { $in: keys } }, { projection: PROJECTION }).toArray();
      for (const entity of found) holders.set(entity.name_key, entity);
    }
    return holders;
  }

  async addAliases(accountId: string, aliases: Alias[]): Promise<void> {
    if (aliases.length === 0) return;
    await this.aliases
      .bulkWrite(
        aliases.map((alias) => ({
          updateOne: {
            filter: { account_id: accountId, index_id: alias.index_id, alias_key: alias.alias_key },
            update: { $setOnInsert: { ...alias, account_id: accountId } },
            upsert: true,
          },
        })),
        { ordered: false },
      )
      .catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
  }

  async get(accountId: string, id: string): Promise<EntityView | null> {
    return (await this.getMany(accountId, [id]))[0] ?? null;
  }

  async getMany(accountId: string, ids: string[]): Promise<EntityView[]> {
    const visible = visibleEntityFilter(accountId, await this.publicIndexIds());
    const found = await this.entities.find({ $and: [{ id: { $in: ids } }, visible] }, { projection: PROJECTION }).toArray();
    return this.withIndexNames(found);
  }

  async list(accountId: string, query: EntityListQuery): Promise<EntityView[]> {
    let visible = visibleEntityFilter(accountId, await this.publicIndexIds());
    if (query.indexId) visible = { $and: [visible, { index_id: query.indexId }] };
    if (query.nameKey !== undefined) visible = { $and: [visible, { name_key: query.nameKey }] };
    const found = query.search
      ? await this.entities
          .aggregate<EntityRecord>(searchPipeline(visible, trigrams(nameKey(query.search)), query.search, query.offset, query.limit))
          .toArray()
      : await this.entities.find(visible, { projection: PROJECTION }).sort(ENTITY_SORT).skip(query.offset).limit(query.limit).toArray();
    return this.withIndexNames(found);
  }

  async update(accountId: string, id: string, patch: EntityPatch, updatedAt: string): Promise<EntityView | null> {
    const set: Partial<EntityDoc> = { ...patch, updated_at: updatedAt };
    if (patch.name_key !== undefined) set.trigrams = trigrams(patch.name_key);
    try {
      const updated = await this.outbox.transaction(async (session, emit) => {
        const doc = await this.entities.findOneAndUpdate({ id, account_id: accountId }, { $set: set }, { returnDocument: 'after', projection: PROJECTION, session });
        if (doc) emit(entityUpsert(doc));
        return doc;
      });
      if (!updated) return null;
    } catch (error) {
      if (isDuplicateKey(error)) throw new Conflict('An entity with this name already exists in the index', { field: 'name', cause: error });
      throw error;
    }
    return this.get(accountId, id);
  }

  /** Re-parents the children of an entity, with an event for each. */
  private async reparent(accountId: string, fromId: string, toId: string | null, session: ClientSession, emit: (e: NewChangeEvent) => void) {
    const children = await this.entities.find({ parent_entity_id: fromId, account_id: accountId }, { projection: PROJECTION, session }).toArray();
    if (children.length === 0) return;
    await this.entities.updateMany({ parent_entity_id: fromId, account_id: accountId }, { $set: { parent_entity_id: toId } }, { session });
    for (const child of children) emit(entityUpsert({ ...child, parent_entity_id: toId }));
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    return this.outbox.transaction(async (session, emit) => {
      const result = await this.entities.deleteOne({ id, account_id: accountId }, { session });
      if (result.deletedCount === 0) return false;
      emit(entityRemoval({ id, account_id: accountId }));
      await this.aliases.deleteMany({ entity_id: id }, { session });
      await this.cannotLink.deleteMany(cannotLinksOf(id), { session });
      await this.reparent(accountId, id, null, session, emit);
      return true;
    });
  }

  async absorb(accountId: string, fromId: string, intoId: string, at: string = nowIso(), actor?: string): Promise<void> {
    await this.outbox.transaction(async (session, emit) => {
      const from = await this.entities.findOne({ id: fromId, account_id: accountId }, { projection: PROJECTION, session });
      if (!from) return;
      await this.eventLog.updateMany({ entity_id: fromId }, { $set: { entity_id: intoId } }, { session });
      await this.eventLog.insertOne(
        { account_id: accountId, entity_id: intoId, kind: 'merged_from', other_entity_id: fromId, name: from.name, at, ...(actor ? { actor } : {}) },
        { session },
      );
      // An alias both entities know stays with `into`; the others move. (A write error would abort the transaction,
      // so conflicts are looked up, not caught.)
      const known = new Set(
        (await this.aliases.find({ entity_id: intoId }, { session }).toArray()).map((a) => `${a.index_id}\u0000${a.alias_key}`),
      );
      for (const alias of await this.aliases.find({ entity_id: fromId }, { session }).toArray()) {
        if (known.has(`${alias.index_id}\u0000${alias.alias_key}`)) await this.aliases.deleteOne({ _id: alias._id }, { session });
        else await this.aliases.updateOne({ _id: alias._id }, { $set: { entity_id: intoId } }, { session });
      }
      // A merge allows what a split forbade: the pair goes, and the absorbed entity's other pairs pass to the survivor.
      for (const link of await this.cannotLink.find({ entity_id: fromId }, { session }).toArray()) {
        if (link.other_entity_id === intoId) continue;
        for (const doc of cannotLinkDocs(accountId, intoId, link.other_entity_id, link.at)) {
          await this.cannotLink.updateOne({ entity_id: doc.entity_id, other_entity_id: doc.other_entity_id }, { $setOnInsert: doc }, { upsert: true, session });
        }
      }
      await this.cannotLink.deleteMany(cannotLinksOf(fromId), { session });
      await this.reparent(accountId, fromId, intoId, session, emit);
      await this.entities.deleteOne({ id: fromId, account_id: accountId }, { session });
      emit(entityRemoval(from));
      const merged = mergedNameUpdate(from, intoId);
      await this.aliases.updateOne(merged.filter, merged.update, { upsert: true, session });
    });
  }

  async aliasesOf(entityId: string): Promise<StoredAlias[]> {
    const docs = await this.aliases.find({ entity_id: entityId }, { projection: { _id: 0, alias_key: 1, name: 1, origin: 1 } }).toArray();
    return docs.map((doc) => ({ alias_key: doc.alias_key, name: doc.name ?? null, origin: aliasOrigin(doc) }));
  }

  /** Marks an own entity changed (so search hears of it); null when the account owns none with this id. */
  private async touch(accountId: string, entityId: string, at: string, session: ClientSession, emit: (e: NewChangeEvent) => void) {
    const doc = await this.entities.findOneAndUpdate(
      { id: entityId, account_id: accountId },
      { $set: { updated_at: at } },
      { returnDocument: 'after', projection: PROJECTION, session },
    );
    if (doc) emit(entityUpsert(doc));
    return doc;
  }

  async addNamedAliases(accountId: string, entityId: string, aliases: NamedAlias[], { at, actor }: AliasChange): Promise<boolean> {
    try {
      return await this.outbox.transaction(async (session, emit) => {
        const own = await this.touch(accountId, entityId, at, session, emit);
        if (!own) return false;
        for (const alias of aliases) {
          const added = addedNameUpdate(accountId, own.index_id, entityId, alias);
          await this.aliases.updateOne(added.filter, added.update, { upsert: true, session });
          await this.eventLog.insertOne({ account_id: accountId, entity_id: entityId, kind: 'alias_added', other_entity_id: null, name: alias.name, at, actor }, { session });
        }
        return true;
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new Conflict('A name is another entity’s alias', { field: 'names', cause: error });
      throw error;
    }
  }

  async removeAliases(accountId: string, entityId: string, names: Map<string, string>, { at, actor }: AliasChange): Promise<boolean> {
    return this.outbox.transaction(async (session, emit) => {
      const own = await this.touch(accountId, entityId, at, session, emit);
      if (!own) return false;
      for (const [key, name] of names) {
        const removed = await this.aliases.deleteOne({ account_id: accountId, entity_id: entityId, alias_key: key }, { session });
        if (removed.deletedCount === 0) continue;
        await this.eventLog.insertOne({ account_id: accountId, entity_id: entityId, kind: 'alias_removed', other_entity_id: null, name, at, actor }, { session });
      }
      return true;
    });
  }

  async split(accountId: string, entityId: string, created: EntityRecord, moved: string[], { at, actor }: AliasChange): Promise<boolean> {
    try {
      return await this.outbox.transaction(async (session, emit) => {
        const own = await this.touch(accountId, entityId, at, session, emit);
        if (!own) return false;
        // The first moved name becomes the new entity's own; the unique key refuses it if another entity holds it.
        await this.aliases.deleteOne({ account_id: accountId, index_id: own.index_id, alias_key: created.name_key, entity_id: entityId }, { session });
        await this.entities.insertOne(toDoc(created), { session });
        emit(entityUpsert(created));
        const rest = moved.filter((key) => key !== created.name_key);
        if (rest.length > 0) await this.aliases.updateMany({ entity_id: entityId, alias_key: { $in: rest } }, { $set: { entity_id: created.id } }, { session });
        await this.cannotLink.insertMany(cannotLinkDocs(accountId, entityId, created.id, at), { session });
        const event = { account_id: accountId, name: created.name, at, actor };
        await this.eventLog.insertMany(
          [
            { ...event, entity_id: entityId, kind: 'split_into', other_entity_id: created.id },
            { ...event, entity_id: created.id, kind: 'split_from', other_entity_id: entityId },
          ],
          { session },
        );
        return true;
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new Conflict('An entity with this name already exists in the index', { field: 'names', cause: error });
      throw error;
    }
  }

  async cannotLinks(entityId: string): Promise<string[]> {
    return (await this.cannotLink.find({ entity_id: entityId }, { projection: { _id: 0, other_entity_id: 1 } }).toArray()).map((l) => l.other_entity_id);
  }

  async events(entityId: string, limit: number): Promise<EntityEvent[]> {
    return this.eventLog
      .find({ entity_id: entityId }, { projection: { _id: 0, kind: 1, entity_id: 1, other_entity_id: 1, name: 1, at: 1, actor: 1 } })
      .sort(EVENT_SORT)
      .limit(limit)
      .toArray();
  }

  async ancestors(accountId: string, id: string, maxDepth: number): Promise<string[]> {
    const chain: string[] = [];
    let current: string | null = id;
    while (current && chain.length < maxDepth) {
      const entity: { parent_entity_id: string | null } | null = await this.entities.findOne(
        { id: current, account_id: accountId },
        { projection: { _id: 0, parent_entity_id: 1 } },
      );
      current = entity?.parent_entity_id ?? null;
      if (current) chain.push(current);
    }
    return chain;
  }
}
