import { likeContains, StatementCache, type SqliteDatabase } from '@tessera/storage';
import type { DeleteOutcome, IndexPatch, IndexRecord, IndexStore, IndexView, ListQuery } from '../../ports/index-store';
import type { EntityKeyCache } from './key-cache';

interface IndexRow {
  id: string;
  account_id: string;
  name: string;
  description: string;
  is_public: number;
  preferred_predicates: string;
  functional_predicates: string;
  rules: string;
  is_default: number;
  created_at: string;
  updated_at: string;
  item_count?: number;
}

const fromRow = (row: IndexRow): IndexView => ({
  ...row,
  is_public: row.is_public === 1,
  is_default: row.is_default === 1,
  preferred_predicates: JSON.parse(row.preferred_predicates) as string[],
  functional_predicates: JSON.parse(row.functional_predicates) as string[],
  item_count: row.item_count ?? 0,
});

const VIEW = `SELECT i.*, (SELECT COUNT(*) FROM entities e WHERE e.index_id = i.id) AS item_count FROM indexes i`;

export class SqliteIndexStore implements IndexStore {
  private readonly statements;
  private readonly cache: StatementCache;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly keys: EntityKeyCache,
  ) {
    this.cache = new StatementCache(db);
    this.statements = {
      insert: db.prepare(
        `INSERT INTO indexes (id, account_id, name, description, is_public, preferred_predicates, functional_predicates, rules, is_default, created_at, updated_at)
         VALUES (@id, @account_id, @name, @description, @is_public, @preferred_predicates, @functional_predicates, @rules, @is_default, @created_at, @updated_at)`,
      ),
      insertDefault: db.prepare(
        `INSERT INTO indexes (id, account_id, name, description, is_public, preferred_predicates, functional_predicates, rules, is_default, created_at, updated_at)
         VALUES (@id, @account_id, @name, @description, @is_public, @preferred_predicates, @functional_predicates, @rules, 1, @created_at, @updated_at)
         ON CONFLICT DO NOTHING`,
      ),
      getDefault: db.prepare(`SELECT * FROM indexes WHERE account_id = ? AND is_default = 1`),
      getVisible: db.prepare(`${VIEW} WHERE i.id = ? AND (i.account_id = ? OR i.is_public = 1)`),
      getOwn: db.prepare(`SELECT * FROM indexes WHERE id = ? AND account_id = ?`),
      getRecord: db.prepare(`SELECT * FROM indexes i WHERE i.id = ? AND (i.account_id = ? OR i.is_public = 1)`),
      deleteEntities: db.prepare(`DELETE FROM entities WHERE index_id = ?`),
      moveEntities: db.prepare(`UPDATE entities SET index_id = ? WHERE index_id = ?`),
      collisions: db.prepare(
        `SELECT moving.id AS from_entity_id, staying.id AS to_entity_id, moving.name_key AS name_key
         FROM entities moving JOIN entities staying
           ON staying.account_id = moving.account_id AND staying.index_id = @target AND staying.name_key = moving.name_key
         WHERE moving.index_id = @source`,
      ),
      aliasTo: db.prepare(
        `INSERT INTO entity_aliases (account_id, index_id, alias_key, entity_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      deleteEntity: db.prepare(`DELETE FROM entities WHERE id = ?`),
      moveAliases: db.prepare(`UPDATE OR IGNORE entity_aliases SET index_id = @target WHERE index_id = @source`),
      dropAliases: db.prepare(`DELETE FROM entity_aliases WHERE index_id = ?`),
      deleteIndex: db.prepare(`DELETE FROM indexes WHERE id = ?`),
    };
  }

  async ensureDefault(accountId: string, template: IndexRecord): Promise<IndexRecord> {
    this.statements.insertDefault.run(toParams({ ...template, account_id: accountId, is_default: true }));
    return fromRow(this.statements.getDefault.get(accountId) as IndexRow);
  }

  async create(record: IndexRecord): Promise<void> {
    this.statements.insert.run(toParams(record));
  }

  async list(accountId: string, query: ListQuery): Promise<IndexView[]> {
    const params: unknown[] = [accountId];
    let where = `(i.account_id = ? OR i.is_public = 1)`;
    if (query.search) {
      where += ` AND (i.name LIKE ? ESCAPE '\\' OR i.description LIKE ? ESCAPE '\\')`;
      params.push(likeContains(query.search), likeContains(query.search));
    }
    const rows = this.cache
      .get(`${VIEW} WHERE ${where} ORDER BY i.created_at DESC, i.id DESC LIMIT ? OFFSET ?`)
      .all(...params, query.limit, query.offset) as IndexRow[];
    return rows.map(fromRow);
  }

  async get(accountId: string, id: string): Promise<IndexView | null> {
    const row = this.statements.getVisible.get(id, accountId) as IndexRow | undefined;
    return row ? fromRow(row) : null;
  }

  async getRecord(accountId: string, id: string): Promise<IndexRecord | null> {
    const row = this.statements.getRecord.get(id, accountId) as IndexRow | undefined;
    if (!row) return null;
    const { item_count: _count, ...record } = fromRow(row);
    return record;
  }

  async update(accountId: string, id: string, patch: IndexPatch, updatedAt: string): Promise<IndexView | null> {
    const own = this.statements.getOwn.get(id, accountId) as IndexRow | undefined;
    if (!own) return null;
    const next = { ...fromRow(own), ...patch, updated_at: updatedAt };
    this.cache
      .get(
        `UPDATE indexes SET name = @name, description = @description, is_public = @is_public,
         preferred_predicates = @preferred_predicates, functional_predicates = @functional_predicates, rules = @rules, updated_at = @updated_at
         WHERE id = @id`,
      )
      .run(toParams(next));
    return this.get(accountId, id);
  }

  async delete(
    accountId: string,
    id: string,
    entities: { deleteEntities: true } | { moveTo: string },
  ): Promise<DeleteOutcome | null> {
    const own = this.statements.getOwn.get(id, accountId) as IndexRow | undefined;
    if (!own) return null;
    // Its entities' keys move or go.
    this.keys.clear();
    return this.db.transaction((): DeleteOutcome => {
      const outcome: DeleteOutcome = { deleted_entities: 0, moved_entities: 0, merged: [] };
      if ('moveTo' in entities) {
        const collisions = this.statements.collisions.all({ source: id, target: entities.moveTo }) as {
          from_entity_id: string;
          to_entity_id: string;
          name_key: string;
        }[];
        for (const { from_entity_id, to_entity_id, name_key } of collisions) {
          this.statements.deleteEntity.run(from_entity_id);
          this.statements.aliasTo.run(accountId, entities.moveTo, name_key, to_entity_id);
          outcome.merged.push({ from_entity_id, to_entity_id });
        }
        outcome.moved_entities = this.statements.moveEntities.run(entities.moveTo, id).changes + collisions.length;
        // Remembered aliases follow their entities; one the target already knows stays as it is there.
        this.statements.moveAliases.run({ source: id, target: entities.moveTo });
        this.statements.dropAliases.run(id);
      } else {
        outcome.deleted_entities = this.statements.deleteEntities.run(id).changes;
      }
      this.statements.deleteIndex.run(id);
      return outcome;
    }).immediate();
  }
}

function toParams(record: IndexRecord) {
  return {
    id: record.id,
    account_id: record.account_id,
    name: record.name,
    description: record.description,
    is_public: record.is_public ? 1 : 0,
    preferred_predicates: JSON.stringify(record.preferred_predicates),
    functional_predicates: JSON.stringify(record.functional_predicates),
    rules: record.rules,
    is_default: record.is_default ? 1 : 0,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
