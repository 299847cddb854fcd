import { Conflict, nowIso } from '@tessera/common';
import { batchUpsertEventsSql, chunks, StatementCache, type SqliteDatabase } from '@tessera/storage';
import type { Alias, AliasChange, EntityEvent, NamedAlias, StoredAlias, EntityKeyHolder, EntityListQuery, EntityPatch, EntityRecord, EntityStore, EntityView, NamedEntity } from '../../ports/entity-store';
import { trigramQuery } from './fts';
import type { EntityKeyCache } from './key-cache';

const VIEW = `SELECT e.*, i.name AS index_name FROM entities e JOIN indexes i ON i.id = e.index_id`;
const VISIBLE = `(e.account_id = @account OR i.is_public = 1)`;
type AliasRow = EntityRecord & { alias_name: string };
const named = ({ alias_name, ...entity }: AliasRow): NamedEntity => ({ name: alias_name, entity });
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export class SqliteEntityStore implements EntityStore {
  private readonly statements;
  private readonly cache: StatementCache;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly keys: EntityKeyCache,
  ) {
    this.cache = new StatementCache(db);
    this.statements = {
      insert: db.prepare(
        `INSERT INTO entities (id, account_id, index_id, name, name_key, description, avatar_url, parent_entity_id, created_at, updated_at)
         VALUES (@id, @account_id, @index_id, @name, @name_key, @description, @avatar_url, @parent_entity_id, @created_at, @updated_at)
         ON CONFLICT (account_id, index_id, name_key) DO NOTHING`,
      ),
      byKey: db.prepare(`SELECT * FROM entities WHERE account_id = ? AND index_id = ? AND name_key = ?`),
      lastRowid: db.prepare('SELECT COALESCE(MAX(rowid), 0) AS rowid FROM entities'),
      indexText: db.prepare('INSERT INTO entities_fts (rowid, name, description) SELECT rowid, name, description FROM entities WHERE rowid > ?'),
      events: db.prepare(batchUpsertEventsSql('entities', 'entity', 'rowid')),
      alias: db.prepare(
        `INSERT INTO entity_aliases (account_id, index_id, alias_key, entity_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      // A name merged in is kept with its surface form, also when resolution had learned its key as an alias.
      mergedName: db.prepare(
        `INSERT INTO entity_aliases (account_id, index_id, alias_key, entity_id, name) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT DO UPDATE SET entity_id = excluded.entity_id, name = excluded.name, origin = NULL`,
      ),
      // Only a key this entity holds already (a learned spelling) is taken over; another entity's stays (0 changes).
      addedName: db.prepare(
        `INSERT INTO entity_aliases (account_id, index_id, alias_key, entity_id, name, origin) VALUES (?, ?, ?, ?, ?, 'added')
         ON CONFLICT DO UPDATE SET name = excluded.name, origin = 'added' WHERE entity_aliases.entity_id = excluded.entity_id`,
      ),
      removeAlias: db.prepare(`DELETE FROM entity_aliases WHERE account_id = ? AND entity_id = ? AND alias_key = ?`),
      aliasesOf: db.prepare(`SELECT alias_key, name, origin FROM entity_aliases WHERE entity_id = ?`),
      touch: db.prepare(`UPDATE entities SET updated_at = ? WHERE id = ? AND account_id = ?`),
      dropAlias: db.prepare(`DELETE FROM entity_aliases WHERE entity_id = ? AND alias_key = ?`),
      moveAlias: db.prepare(`UPDATE entity_aliases SET entity_id = ? WHERE entity_id = ? AND alias_key = ?`),
      cannotLink: db.prepare(`INSERT OR IGNORE INTO entity_cannot_link (entity_id, other_entity_id, account_id, at) VALUES (?, ?, ?, ?)`),
      cannotLinks: db.prepare(`SELECT other_entity_id FROM entity_cannot_link WHERE entity_id = ?`).pluck(),
      // A merge allows what a split forbade: the pair goes, and the absorbed entity's other pairs pass to the survivor.
      unlinkPair: db.prepare(`DELETE FROM entity_cannot_link WHERE (entity_id = @from AND other_entity_id = @into) OR (entity_id = @into AND other_entity_id = @from)`),
      inheritLinks: db.prepare(`UPDATE OR IGNORE entity_cannot_link SET entity_id = @into WHERE entity_id = @from`),
      inheritLinked: db.prepare(`UPDATE OR IGNORE entity_cannot_link SET other_entity_id = @into WHERE other_entity_id = @from`),
      get: db.prepare(`${VIEW} WHERE e.id = @id AND ${VISIBLE}`),
      own: db.prepare(`SELECT * FROM entities WHERE id = ? AND account_id = ?`),
      recordEvent: db.prepare(
        `INSERT INTO entity_events (account_id, entity_id, kind, other_entity_id, name, at, actor)
         VALUES (@account_id, @entity_id, @kind, @other_entity_id, @name, @at, @actor)`,
      ),
      moveEvents: db.prepare('UPDATE entity_events SET entity_id = ? WHERE entity_id = ?'),
      entityEvents: db.prepare('SELECT kind, entity_id, other_entity_id, name, at, actor FROM entity_events WHERE entity_id = ? ORDER BY at DESC, seq DESC LIMIT ?'),
      delete: db.prepare(`DELETE FROM entities WHERE id = ? AND account_id = ?`),
      detachChildren: db.prepare(`UPDATE entities SET parent_entity_id = NULL WHERE parent_entity_id = ? AND account_id = ?`),
      parent: db.prepare(`SELECT parent_entity_id FROM entities WHERE id = ? AND account_id = ?`),
    };
  }

  async findByKeys(accountId: string, indexId: string, keys: string[]): Promise<Map<string, EntityKeyHolder>> {
    const found = new Map<string, EntityKeyHolder>();
    const known = this.keys.lookup(accountId, indexId, new Set(keys));
    for (const [key, id] of known.found) found.set(key, { id });
    for (const part of chunks(known.missing)) {
      const direct = this.cache
        .get(`SELECT name_key, id FROM entities WHERE account_id = ? AND index_id = ? AND name_key IN (${placeholders(part.length)})`)
        .raw()
        .all(accountId, indexId, ...part) as [string, string][];
      for (const [key, id] of direct) found.set(key, { id });
      // A direct name wins over an alias, so only the keys not found directly are looked up as aliases.
      const rest = part.filter((key) => !found.has(key));
      if (rest.length > 0) {
        const aliased = this.cache
          .get(
            `SELECT a.alias_key, e.id FROM entity_aliases a JOIN entities e ON e.id = a.entity_id
             WHERE a.account_id = ? AND a.index_id = ? AND a.alias_key IN (${placeholders(rest.length)})`,
          )
          .raw()
          .all(accountId, indexId, ...rest) as [string, string][];
        for (const [key, id] of aliased) if (!found.has(key)) found.set(key, { id });
      }
      for (const key of part) {
        const holder = found.get(key);
        if (holder) this.keys.remember(accountId, indexId, key, holder.id);
      }
    }
    return found;
  }

  async scanIndex(accountId: string, indexId: string, max: number): Promise<NamedEntity[] | null> {
    const rows = this.cache
      .get('SELECT * FROM entities WHERE account_id = ? AND index_id = ? LIMIT ?')
      .all(accountId, indexId, max + 1) as EntityRecord[];
    if (rows.length > max) return null;
    const merged = this.cache
      .get(
        `SELECT a.name AS alias_name, e.* FROM entity_aliases a JOIN entities e ON e.id = a.entity_id AND e.index_id = a.index_id
         WHERE a.account_id = ? AND a.index_id = ? AND a.name IS NOT NULL LIMIT ?`,
      )
      .all(accountId, indexId, max - rows.length + 1) as AliasRow[];
    // Merged names count towards `max` too: the caller keeps every entry in memory.
    if (rows.length + merged.length > max) return null;
    return [...rows.map((entity) => ({ name: entity.name, entity })), ...merged.map(named)];
  }

  async candidates(accountId: string, indexId: string, texts: string[], limit: number): Promise<Map<string, NamedEntity[]>> {
    const byName = this.cache.get(
      `SELECT e.* FROM entities_fts JOIN entities e ON e.rowid = entities_fts.rowid
       WHERE entities_fts MATCH ? AND e.account_id = ? AND e.index_id = ?
       ORDER BY bm25(entities_fts) LIMIT ?`,
    );
    const byMergedName = this.cache.get(
      `SELECT f.name AS alias_name, e.* FROM entity_names_fts f
       JOIN entity_aliases a ON a.account_id = f.account_id AND a.index_id = f.index_id AND a.alias_key = f.alias_key
       JOIN entities e ON e.id = a.entity_id AND e.index_id = a.index_id
       WHERE entity_names_fts MATCH ? AND f.account_id = ? AND f.index_id = ?
       ORDER BY bm25(entity_names_fts) LIMIT ?`,
    );
    const result = new Map<string, NamedEntity[]>();
    for (const text of texts) {
      const query = trigramQuery(text, 'name');
      if (!query) {
        result.set(text, []);
        continue;
      }
      const entities = byName.all(query, accountId, indexId, limit) as EntityRecord[];
      const merged = byMergedName.all(query, accountId, indexId, limit) as AliasRow[];
      result.set(text, [...entities.map((entity) => ({ name: entity.name, entity })), ...merged.map(named)]);
    }
    return result;
  }

  /** New rows, their full-text entries and their change events, all in one transaction. */
  async insertIfAbsent(entities: EntityRecord[]): Promise<Map<string, EntityRecord>> {
    const holders = new Map<string, EntityRecord>();
    this.db.transaction(() => {
      const { rowid } = this.statements.lastRowid.get() as { rowid: number };
      for (const entity of entities) {
        if (this.statements.insert.run(entity).changes === 1) {
          holders.set(entity.name_key, entity);
        } else if (!holders.has(entity.name_key)) {
          holders.set(entity.name_key, this.statements.byKey.get(entity.account_id, entity.index_id, entity.name_key) as EntityRecord);
        }
      }
      this.statements.events.run(rowid);
      this.statements.indexText.run(rowid);
    }).immediate();
    // A direct name wins over an alias the key may have been before.
    for (const [key, holder] of holders) this.keys.remember(holder.account_id, holder.index_id, key, holder.id);
    return holders;
  }

  async addAliases(accountId: string, aliases: Alias[]): Promise<void> {
    this.db.transaction(() => {
      for (const alias of aliases) this.statements.alias.run(accountId, alias.index_id, alias.alias_key, alias.entity_id);
    }).immediate();
  }

  async get(accountId: string, id: string): Promise<EntityView | null> {
    return (this.statements.get.get({ id, account: accountId }) as EntityView | undefined) ?? null;
  }

  async getMany(accountId: string, ids: string[]): Promise<EntityView[]> {
    const out: EntityView[] = [];
    for (const part of chunks([...new Set(ids)])) {
      const names = part.map((_, i) => `@id${i}`).join(', ');
      const params = Object.fromEntries([['account', accountId], ...part.map((id, i) => [`id${i}`, id])]);
      out.push(...(this.cache.get(`${VIEW} WHERE e.id IN (${names}) AND ${VISIBLE}`).all(params) as EntityView[]));
    }
    return out;
  }

  async list(accountId: string, query: EntityListQuery): Promise<EntityView[]> {
    const where = [VISIBLE];
    const params: Record<string, unknown> = { account: accountId, limit: query.limit, offset: query.offset };
    if (query.indexId) {
      where.push('e.index_id = @index');
      params.index = query.indexId;
    }
    if (query.nameKey !== undefined) {
      where.push('e.name_key = @key');
      params.key = query.nameKey;
    }
    if (query.search) {
      const match = trigramQuery(query.search);
      if (!match) return [];
      params.match = match;
      return this.cache
        .get(
          `${VIEW} JOIN entities_fts ON entities_fts.rowid = e.rowid
           WHERE entities_fts MATCH @match AND ${where.join(' AND ')}
           ORDER BY bm25(entities_fts), e.created_at DESC, e.id DESC LIMIT @limit OFFSET @offset`,
        )
        .all(params) as EntityView[];
    }
    return this.cache
      .get(`${VIEW} WHERE ${where.join(' AND ')} ORDER BY e.created_at DESC, e.id DESC LIMIT @limit OFFSET @offset`)
      .all(params) as EntityView[];
  }

  async update(accountId: string, id: string, patch: EntityPatch, updatedAt: string): Promise<EntityView | null> {
    const own = this.statements.own.get(id, accountId) as EntityRecord | undefined;
    if (!own) return null;
    const next = { ...own, ...patch, updated_at: updatedAt };
    if (patch.name_key !== undefined || patch.index_id !== undefined) this.keys.clear();
    try {
      this.cache
        .get(
          `UPDATE entities SET name = @name, name_key = @name_key, description = @description, avatar_url = @avatar_url,
           index_id = @index_id, parent_entity_id = @parent_entity_id, updated_at = @updated_at WHERE id = @id`,
        )
        .run(next);
    } catch (error) {
      // A concurrent writer took the name after the domain checked it: the unique key has the last word.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new Conflict('An entity with this name already exists in the index', { field: 'name', cause: error });
      }
      throw error;
    }
    return this.get(accountId, id);
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    this.keys.clear();
    return this.db.transaction(() => {
      this.statements.detachChildren.run(id, accountId);
      return this.statements.delete.run(id, accountId).changes === 1;
    }).immediate();
  }

  async absorb(accountId: string, fromId: string, intoId: string, at: string = nowIso(), actor?: string): Promise<void> {
    this.keys.clear();
    this.db.transaction(() => {
      const from = this.statements.own.get(fromId, accountId) as EntityRecord | undefined;
      if (!from) return;
      this.statements.moveEvents.run(intoId, fromId);
      this.statements.unlinkPair.run({ from: fromId, into: intoId });
      this.statements.inheritLinks.run({ from: fromId, into: intoId });
      this.statements.inheritLinked.run({ from: fromId, into: intoId });
      this.statements.recordEvent.run({ account_id: accountId, entity_id: intoId, kind: 'merged_from', other_entity_id: fromId, name: from.name, at, actor: actor || null });
      this.cache.get('UPDATE OR IGNORE entity_aliases SET entity_id = ? WHERE entity_id = ?').run(intoId, fromId);
      this.cache.get('UPDATE entities SET parent_entity_id = ? WHERE parent_entity_id = ? AND account_id = ?').run(intoId, fromId, accountId);
      this.statements.delete.run(fromId, accountId);
      this.statements.mergedName.run(accountId, from.index_id, from.name_key, intoId, from.name);
    }).immediate();
  }

  async aliasesOf(entityId: string): Promise<StoredAlias[]> {
    const rows = this.statements.aliasesOf.all(entityId) as { alias_key: string; name: string | null; origin: string | null }[];
    return rows.map(({ alias_key, name, origin }) => ({ alias_key, name, origin: origin === 'added' ? 'added' : name === null ? 'learned' : 'merged' }));
  }

  async addNamedAliases(accountId: string, entityId: string, aliases: NamedAlias[], { at, actor }: AliasChange): Promise<boolean> {
    this.keys.clear();
    return this.db.transaction(() => {
      const own = this.statements.own.get(entityId, accountId) as EntityRecord | undefined;
      if (!own) return false;
      for (const { alias_key, name } of aliases) {
        if (this.statements.addedName.run(accountId, own.index_id, alias_key, entityId, name).changes === 0) {
          throw new Conflict('A name is another entity’s alias', { field: 'names', details: `"${name}" resolves to another entity of the index` });
        }
        this.statements.recordEvent.run({ account_id: accountId, entity_id: entityId, kind: 'alias_added', other_entity_id: null, name, at, actor });
      }
      this.statements.touch.run(at, entityId, accountId);
      return true;
    }).immediate();
  }

  async removeAliases(accountId: string, entityId: string, names: Map<string, string>, { at, actor }: AliasChange): Promise<boolean> {
    this.keys.clear();
    return this.db.transaction(() => {
      if (!this.statements.own.get(entityId, accountId)) return false;
      for (const [key, name] of names) {
        if (this.statements.removeAlias.run(accountId, entityId, key).changes === 0) continue;
        this.statements.recordEvent.run({ account_id: accountId, entity_id: entityId, kind: 'alias_removed', other_entity_id: null, name, at, actor });
      }
      this.statements.touch.run(at, entityId, accountId);
      return true;
    }).immediate();
  }

  async split(accountId: string, entityId: string, created: EntityRecord, moved: string[], { at, actor }: AliasChange): Promise<boolean> {
    this.keys.clear();
    return this.db.transaction(() => {
      if (!this.statements.own.get(entityId, accountId)) return false;
      // The first moved name becomes the new entity's own; the unique key refuses it if another entity holds it.
      this.statements.dropAlias.run(entityId, created.name_key);
      const { rowid } = this.statements.lastRowid.get() as { rowid: number };
      if (this.statements.insert.run(created).changes !== 1) {
        throw new Conflict('An entity with this name already exists in the index', { field: 'names', details: `"${created.name}" names another entity` });
      }
      this.statements.events.run(rowid);
      this.statements.indexText.run(rowid);
      for (const key of moved) if (key !== created.name_key) this.statements.moveAlias.run(created.id, entityId, key);
      this.statements.cannotLink.run(entityId, created.id, accountId, at);
      this.statements.cannotLink.run(created.id, entityId, accountId, at);
      const event = { account_id: accountId, name: created.name, at, actor };
      this.statements.recordEvent.run({ ...event, entity_id: entityId, kind: 'split_into', other_entity_id: created.id });
      this.statements.recordEvent.run({ ...event, entity_id: created.id, kind: 'split_from', other_entity_id: entityId });
      this.statements.touch.run(at, entityId, accountId);
      return true;
    }).immediate();
  }

  async cannotLinks(entityId: string): Promise<string[]> {
    return this.statements.cannotLinks.all(entityId) as string[];
  }

  async events(entityId: string, limit: number): Promise<EntityEvent[]> {
    // An unrecorded actor is left out, as MongoDB leaves out a field never written.
    return (this.statements.entityEvents.all(entityId, limit) as EntityEvent[]).map(({ actor, ...event }) => (actor ? { ...event, actor } : event));
  }

  async ancestors(accountId: string, id: string, maxDepth: number): Promise<string[]> {
    const chain: string[] = [];
    let current: string | null = id;
    while (current && chain.length < maxDepth) {
      const row = this.statements.parent.get(current, accountId) as { parent_entity_id: string | null } | undefined;
      current = row?.parent_entity_id ?? null;
      if (current) chain.push(current);
    }
    return chain;
  }
}
