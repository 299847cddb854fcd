import type { Collection, Db } from '@tessera/storage';
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
}

const PROJECTION = { _id: 0 } as const;

export class MongoIndexStore implements IndexStore {
  private readonly indexes: Collection<IndexRecord>;
  private readonly entities: Collection<EntityDoc>;

  constructor(private readonly db: Db) {
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
      await this.indexes.updateOne(filter, update, { upsert: true });
    } catch (error) {
      // Two concurrent upserts can both miss and one then violates the unique index: the other one won.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    return (await this.indexes.findOne(filter, { projection: PROJECTION })) as IndexRecord;
  }

  async create(record: IndexRecord): Promise<void> {
    await this.indexes.insertOne({ ...record });
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
    const result = await this.indexes.updateOne(ownIndexFilter(accountId, id), { $set: { ...patch, updated_at: updatedAt } });
    return result.matchedCount === 0 ? null : this.get(accountId, id);
  }

  async delete(
    accountId: string,
    id: string,
    entities: { deleteEntities: true } | { moveTo: string },
  ): Promise<DeleteOutcome | null> {
    const own = await this.indexes.findOne(ownIndexFilter(accountId, id));
    if (!own) return null;
    const outcome: DeleteOutcome = { deleted_entities: 0, moved_entities: 0, merged: [] };
    if ('moveTo' in entities) {
      const moving = await this.entities.find({ index_id: id }, { projection: { _id: 0, id: 1, name_key: 1 } }).toArray();
      const staying = new Map(
        (await this.entities
          .find({ index_id: entities.moveTo, name_key: { $in: moving.map((e) => e.name_key) } }, { projection: { _id: 0, id: 1, name_key: 1 } })
          .toArray()).map((e) => [e.name_key, e.id]),
      );
      const aliases = this.db.collection('entity_aliases');
      for (const entity of moving) {
        const holder = staying.get(entity.name_key);
        if (!holder) continue;
        await this.entities.deleteOne({ id: entity.id });
        await aliases.updateOne(
          { account_id: accountId, index_id: entities.moveTo, alias_key: entity.name_key },
          { $setOnInsert: { account_id: accountId, index_id: entities.moveTo, alias_key: entity.name_key, entity_id: holder } },
          { upsert: true },
        );
        outcome.merged.push({ from_entity_id: entity.id, to_entity_id: holder });
      }
      outcome.moved_entities =
        (await this.entities.updateMany({ index_id: id }, { $set: { index_id: entities.moveTo } })).modifiedCount + outcome.merged.length;
      // Remembered aliases follow their entities; one the target already knows stays as it is there.
      for (const alias of await aliases.find({ index_id: id }).toArray()) {
        await aliases
          .updateOne({ _id: alias._id }, { $set: { index_id: entities.moveTo } })
          .catch((error: unknown) => ((error as { code?: number }).code === 11000 ? aliases.deleteOne({ _id: alias._id }) : Promise.reject(error)));
      }
    } else {
      outcome.deleted_entities = (await this.entities.deleteMany({ index_id: id })).deletedCount;
    }
    await this.indexes.deleteOne({ id });
    return outcome;
  }
}
