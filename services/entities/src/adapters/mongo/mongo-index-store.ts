import type { Collection, Db, MongoOutbox, NewChangeEvent } from '@tessera/storage';
import { entityRemoval, entityUpsert } from './mongo-entity-store';
import type { DeleteOutcome, IndexPatch, IndexRecord, IndexStore, IndexView, ListQuery } from '../../ports/index-store';
import {
  defaultIndexUpsert,
  ENTITY_COLLECTION_INDEXES,
  entityCountPipeline,
  INDEX_COLLECTION_INDEXES,
  INDEX_SORT,
  ownIndexFilter,
  visibleIndexByIdFilter,
  visibleIndexFilter,
} from './queries';

interface EntityDoc {
  id: string;
  account_id: string;
  index_id: string;
  name_key: string;
  name: string;
  description: string;
  avatar_url: string;
  parent_entity_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The change-event payload of an index: the same fields the SQLite triggers publish. */
export const indexUpsert = (record: IndexRecord): NewChangeEvent => ({
  account_id: record.account_id, kind: 'index', resource_id: record.id, op: 'upsert',
  payload: { id: record.id, account_id: record.account_id, name: record.name, description: record.description, is_public: record.is_public, created_at: record.created_at, updated_at: record.updated_at },
});

const PROJECTION = { _id: 0 } as const;

export class MongoIndexStore implements IndexStore {
  private readonly indexes: Collection<IndexRecord>;
  private readonly entities: Collection<EntityDoc>;

  constructor(
    private readonly db: Db,
    private readonly outbox: MongoOutbox,
  ) {
    this.indexes = db.collection<IndexRecord>('indexes');
    this.entities = db.collection<EntityDoc>('entities');
  }

  async createIndexes(): Promise<void> {
    await this.indexes.createIndexes(INDEX_COLLECTION_INDEXES);
    await this.entities.createIndexes(ENTITY_COLLECTION_INDEXES);
  }

  private async withCounts(records: IndexRecord[]): Promise<IndexView[]> {
    if (records.length === 0) return [];
    const counts = new Map<string, number>();
    const rows = await this.entities.aggregate<{ _id: string; count: number }>(entityCountPipeline(records.map((r) => r.id))).toArray();
    for (const row of rows) counts.set(row._id, row.count);
    return records.map((record) => ({ ...record, item_count: counts.get(record.id) ?? 0 }));
  }

  async ensureDefault(accountId: string, template: IndexRecord): Promise<IndexRecord> {
    const { filter, update } = defaultIndexUpsert(accountId, template);
    try {
      await this.outbox.transaction(async (session, emit) => {
        const result = await this.indexes.updateOne(filter, update, { upsert: true, session });
        if (result.upsertedCount > 0) emit(indexUpsert((await this.indexes.findOne(filter, { projection: PROJECTION, session }))!));
      });
    } catch (error) {
      // Two concurrent upserts can both miss and one then violates the unique index: the other one won.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    return (await this.indexes.findOne(filter, { projection: PROJECTION })) as IndexRecord;
  }

  async create(record: IndexRecord): Promise<void> {
    await this.outbox.transaction(async (session, emit) => {
      await this.indexes.insertOne({ ...record }, { session });
      emit(indexUpsert(record));
    });
  }

  async list(accountId: string, query: ListQuery): Promise<IndexView[]> {
    const records = await this.indexes
      .find(visibleIndexFilter(accountId, query.search), { projection: PROJECTION })
      .sort(INDEX_SORT)
      .skip(query.offset)
      .limit(query.limit)
      .toArray();
    return this.withCounts(records);
  }

  async get(accountId: string, id: string): Promise<IndexView | null> {
    const record = await this.indexes.findOne(visibleIndexByIdFilter(accountId, id), { projection: PROJECTION });
    return record ? (await this.withCounts([record]))[0]! : null;
  }

  async getRecord(accountId: string, id: string): Promise<IndexRecord | null> {
    return this.indexes.findOne(visibleIndexByIdFilter(accountId, id), { projection: PROJECTION });
  }

  async update(accountId: string, id: string, patch: IndexPatch, updatedAt: string): Promise<IndexView | null> {
    const updated = await this.outbox.transaction(async (session, emit) => {
      const record = await this.indexes.findOneAndUpdate(ownIndexFilter(accountId, id), { $set: { ...patch, updated_at: updatedAt } }, { returnDocument: 'after', projection: PROJECTION, session });
      if (record) emit(indexUpsert(record));
      return record;
    });
    return updated ? this.get(accountId, id) : null;
  }

  async delete(
    accountId: string,
    id: string,
    entities: { deleteEntities: true } | { moveTo: string },
  ): Promise<DeleteOutcome | null> {
    return this.outbox.transaction(async (session, emit) => {
      const own = await this.indexes.findOne(ownIndexFilter(accountId, id), { session });
      if (!own) return null;
      const outcome: DeleteOutcome = { deleted_entities: 0, moved_entities: 0, merged: [] };
      const members = await this.entities.find({ index_id: id }, { projection: PROJECTION, session }).toArray();
      if ('moveTo' in entities) {
        const staying = new Map(
          (await this.entities
            .find({ index_id: entities.moveTo, name_key: { $in: members.map((e) => e.name_key) } }, { projection: { _id: 0, id: 1, name_key: 1 }, session })
            .toArray()).map((e) => [e.name_key, e.id]),
        );
        const aliases = this.db.collection<{ account_id: string; index_id: string; alias_key: string; entity_id: string }>('entity_aliases');
        const now = new Date().toISOString();
        for (const entity of members) {
          const holder = staying.get(entity.name_key);
          if (holder) {
            await this.entities.deleteOne({ id: entity.id }, { session });
            await aliases.updateOne(
              { account_id: accountId, index_id: entities.moveTo, alias_key: entity.name_key },
              { $setOnInsert: { account_id: accountId, index_id: entities.moveTo, alias_key: entity.name_key, entity_id: holder } },
              { upsert: true, session },
            );
            outcome.merged.push({ from_entity_id: entity.id, to_entity_id: holder });
            emit(entityRemoval(entity));
          } else {
            await this.entities.updateOne({ id: entity.id }, { $set: { index_id: entities.moveTo, updated_at: now } }, { session });
            emit(entityUpsert({ ...entity, index_id: entities.moveTo, updated_at: now }));
          }
        }
        outcome.moved_entities = members.length;
        // Remembered aliases follow their entities; one the target already knows stays as it is there.
        const targetKeys = new Set((await aliases.find({ index_id: entities.moveTo }, { session }).toArray()).map((a) => a.alias_key));
        for (const alias of await aliases.find({ index_id: id }, { session }).toArray()) {
          if (targetKeys.has(alias.alias_key)) await aliases.deleteOne({ _id: alias._id }, { session });
          else await aliases.updateOne({ _id: alias._id }, { $set: { index_id: entities.moveTo } }, { session });
        }
      } else {
        outcome.deleted_entities = (await this.entities.deleteMany({ index_id: id }, { session })).deletedCount;
        for (const entity of members) emit(entityRemoval(entity));
      }
      await this.indexes.deleteOne({ id }, { session });
      emit({ account_id: accountId, kind: 'index', resource_id: id, op: 'delete', payload: { id } });
      return outcome;
    });
  }
}
