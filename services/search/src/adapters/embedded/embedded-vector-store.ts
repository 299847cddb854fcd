import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSqlite, type SqliteDatabase, type SqliteStatement } from '@tessera/storage';
import { dot } from '../../ports/embedder';
import { KINDS, type IndexMeta, type Kind, type VectorDoc, type VectorHit, type VectorStore, type Visibility } from '../../ports/vector-store';
import { migrations } from './migrations';
import { PartitionThread, type PartitionDelete, type PartitionPut, type Snapshot } from './partition-thread';

/** Partitions up to this size are searched exactly; larger ones get an HNSW index (usearch). */
export const DEFAULT_ANN_THRESHOLD = 2000;

interface DocRow {
  key: number;
  id: string;
  kind: Kind;
  account_id: string;
  index_id: string | null;
  partition: string;
  version: number;
  name_key: string;
  text: string;
  payload: string;
  vector: Buffer;
}

const toVector = (blob: Buffer) => new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
const toBlob = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);

/** Entities and triples are partitioned by index (exact index filters, public indexes readable); graphs by account. */
export const partitionOf = (doc: Pick<VectorDoc, 'kind' | 'account_id' | 'index_id'>) =>
  doc.kind === 'graph' || !doc.index_id ? `${doc.kind}:account:${doc.account_id}` : `${doc.kind}:index:${doc.index_id}`;

/** What ranking needs of a doc, kept in memory for every doc. */
interface DocMeta {
  id: string;
  kind: Kind;
  index_id: string | null;
  name_key: string;
  text: string;
}

/** A vector hit whose payload is read from SQLite only if asked for (ranking looks at many more hits than it shows). */
class StoredHit implements VectorHit {
  readonly id: string;
  readonly kind: Kind;
  readonly index_id: string | null;
  readonly name_key: string;
  readonly text: string;

  constructor(
    meta: DocMeta,
    readonly score: number,
    /** The docs row, whose payload is read on demand (see payloads). */
    readonly key: number,
    private readonly read: () => string,
  ) {
    this.id = meta.id;
    this.kind = meta.kind;
    this.index_id = meta.index_id;
    this.name_key = meta.name_key;
    this.text = meta.text;
  }

  get payload(): string {
    return this.read();
  }
}

/**
 * The embedded vector store: documents in SQLite under DATA_DIR (the durable truth), vectors in memory per
 * partition: exact search while small, usearch HNSW beyond the threshold. The partitions live in a worker thread
 * (PartitionThread), so searching them does not hold up this thread. Restart rebuilds memory from SQLite.
 */
export class EmbeddedVectorStore implements VectorStore {
  /** What ranking needs of each doc, in memory; payloads stay in SQLite until a hit is shown. */
  private readonly meta = new Map<number, DocMeta>();
  /** How many docs of each kind carry each name key: byName asks SQLite only for the query spans that name something. */
  private readonly nameKeys: Record<Kind, Map<string, number>> = { entity: new Map(), triple: new Map(), graph: new Map() };
  /** The indexes table (a row per index: small), read on every search for visibility and index names. */
  private readonly indexTable = new Map<string, IndexMeta>();
  private publicIds: string[] | undefined;
  private readonly statements;

  /** Whether the snapshot files on disk still equal memory (cleared by the first change after a save). */
  private snapshotCurrent = false;
  /** Counts changes, so a snapshot taken while one arrived is not marked current. */
  private generation = 0;
  private saving: Promise<void> | undefined;
  private snapshotTimer: NodeJS.Timeout | undefined;
  /** HNSW partitions the last open took from the snapshot rather than rebuilding (for logs and tests). */
  restoredPartitions = 0;

  private constructor(
    private readonly db: SqliteDatabase,
    private readonly dataDir: string,
    private readonly dimensions: number,
    private readonly partitions: PartitionThread,
    /** Where HNSW snapshots go (undefined in memory: nothing to restart from). */
    private readonly snapshotDir: string | undefined,
    private readonly saveSnapshots = true,
  ) {
    this.statements = {
      existing: db.prepare('SELECT key, version, partition FROM docs WHERE id = ?'),
      tombstone: db.prepare('SELECT version FROM tombstones WHERE id = ?').pluck(),
      insert: db.prepare(
        `INSERT INTO docs (id, kind, account_id, index_id, partition, version, name_key, text, payload, vector)
         VALUES (@id, @kind, @account_id, @index_id, @partition, @version, @name_key, @text, @payload, @vector)`,
      ),
      update: db.prepare(
        `UPDATE docs SET account_id = @account_id, index_id = @index_id, partition = @partition, version = @version,
         name_key = @name_key, text = @text, payload = @payload, vector = @vector WHERE key = @key`,
      ),
      remove: db.prepare('DELETE FROM docs WHERE id = ? RETURNING key, partition'),
      bury: db.prepare('INSERT INTO tombstones (id, version) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET version = MAX(version, excluded.version)'),
      payload: db.prepare('SELECT payload FROM docs WHERE key = ?').pluck(),
      payloads: db.prepare('SELECT key, payload FROM docs WHERE key IN (SELECT value FROM json_each(?))'),
      forgetEntities: db.prepare('DELETE FROM doc_entities WHERE key = ?'),
      referEntity: db.prepare('INSERT OR IGNORE INTO doc_entities (entity_id, key, account_id, index_id) VALUES (?, ?, ?, ?)'),
      putIndex: db.prepare(
        `INSERT INTO indexes (id, account_id, name, is_public, version) VALUES (@id, @account_id, @name, @is_public, @version)
         ON CONFLICT (id) DO UPDATE SET account_id = excluded.account_id, name = excluded.name, is_public = excluded.is_public,
         version = excluded.version WHERE excluded.version > indexes.version`,
      ),
      removeIndex: db.prepare('DELETE FROM indexes WHERE id = ? AND version < ?'),
      index: db.prepare('SELECT * FROM indexes WHERE id = ?'),
      allIndexes: db.prepare('SELECT * FROM indexes'),
      counts: db.prepare('SELECT kind, COUNT(*) AS n FROM docs GROUP BY kind'),
      setting: db.prepare('SELECT value FROM settings WHERE name = ?').pluck(),
      setSetting: db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value'),
    };
  }

  /**
   * threshold: partitions above it get an HNSW index. snapshotEveryMs: how often changed HNSW indexes are saved to
   * DATA_DIR/search-ann (also on close), so a restart loads them instead of rebuilding every graph (minutes at 100k).
   * saveSnapshots false: a second reader of a store a service owns (benchmarks) uses snapshots but never writes them.
   * onSnapshotError: told when a timed save fails.
   */
  static async open(
    dataDir: string,
    dimensions: number,
    threshold = DEFAULT_ANN_THRESHOLD,
    {
      snapshotEveryMs = 10 * 60_000,
      saveSnapshots = true,
      onSnapshotError = () => undefined,
    }: { snapshotEveryMs?: number; saveSnapshots?: boolean; onSnapshotError?: (error: unknown) => void } = {},
  ): Promise<EmbeddedVectorStore> {
    const snapshotDir = dataDir === ':memory:' ? undefined : join(dataDir, 'search-ann');
    const partitions = new PartitionThread(dimensions, threshold);
    const db = openSqlite(dataDir, 'search', migrations);
    const store = new EmbeddedVectorStore(db, dataDir, dimensions, partitions, snapshotDir, saveSnapshots);
    try {
      await store.load();
    } catch (error) {
      await partitions.close();
      store.db.close();
      throw error;
    }
    // A search reads payloads, vectors and counts from random pages of a file much larger than the page cache:
    // memory-mapped, a read costs far less than a read() call (docs/benchmarks.md).
    // Mapped after the load, which reads every row once: only the pages searches touch join the process's memory.
    // SQLite caps the size at its compiled maximum (2 GiB by default); beyond it pages are read as before.
    db.pragma('mmap_size = 2147483648');
    if (snapshotDir && saveSnapshots) {
      // A failed save leaves the snapshot stale (a restart rebuilds from SQLite); the next round tries again.
      store.snapshotTimer = setInterval(() => void store.snapshot().catch(onSnapshotError), snapshotEveryMs);
      store.snapshotTimer.unref();
    }
    return store;
  }

  /** Statements with a variable number of parameters, prepared once per arity. */
  private readonly statementCache = new Map<string, SqliteStatement>();
  private prepared(sql: string): SqliteStatement {
    let statement = this.statementCache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statementCache.size < 1000) this.statementCache.set(sql, statement);
    }
    return statement;
  }

  private setting(name: string): string | undefined {
    return this.statements.setting.get(name) as string | undefined;
  }

  /** The current snapshot's files by partition (none if any is missing); the partitions' thread checks its settings. */
  private savedSnapshot(): Snapshot {
    const none = { version: '', files: new Map<string, string>() };
    if (!this.snapshotDir || this.setting('ann_snapshot_current') !== '1') return none;
    const manifest = JSON.parse(this.setting('ann_snapshot') ?? '{}') as { version?: string; dimensions?: number; files?: Record<string, string> };
    if (!manifest.version || manifest.dimensions !== this.dimensions || !manifest.files) return none;
    const files = new Map(Object.entries(manifest.files).map(([partition, file]) => [partition, join(this.snapshotDir!, file)]));
    return [...files.values()].every((path) => existsSync(path)) ? { version: manifest.version, files } : none;
  }

  private async load(): Promise<void> {
    const saved = this.savedSnapshot();
    // The thread reads every exact vector (graph hits are re-scored with them) while this one reads what ranking
    // needs of every doc. Vectors of another model's size wait for the reindex the service asks for.
    const [restored] = await Promise.all([this.partitions.load(this.dataDir, saved), Promise.resolve().then(() => this.loadMeta())]);
    this.restoredPartitions = restored;
    this.snapshotCurrent = this.restoredPartitions > 0 && this.restoredPartitions === saved.files.size && this.setting('ann_snapshot_current') === '1';
    if (!this.snapshotCurrent) await this.snapshot();
  }

  private loadMeta(): void {
    const rows = this.db.prepare('SELECT key, id, kind, index_id, name_key, text FROM docs WHERE length(vector) = ?').iterate(this.dimensions * 4) as Iterable<DocRow>;
    for (const row of rows) this.remember(row.key, { id: row.id, kind: row.kind, index_id: row.index_id, name_key: row.name_key, text: row.text });
    for (const row of this.statements.allIndexes.all() as IndexRow[]) this.indexTable.set(row.id, fromIndexRow(row));
  }

  private remember(key: number, meta: DocMeta): void {
    this.forget(key);
    this.meta.set(key, meta);
    const counts = this.nameKeys[meta.kind];
    if (meta.name_key) counts.set(meta.name_key, (counts.get(meta.name_key) ?? 0) + 1);
  }

  private forget(key: number): void {
    const meta = this.meta.get(key);
    if (!meta) return;
    this.meta.delete(key);
    const counts = this.nameKeys[meta.kind];
    const n = counts.get(meta.name_key);
    if (n === undefined) return;
    if (n > 1) counts.set(meta.name_key, n - 1);
    else counts.delete(meta.name_key);
  }

  /** Re-reads an index's row after a write to it (the write may have been refused as older). */
  private refreshIndex(id: string): void {
    const row = this.statements.index.get(id) as IndexRow | undefined;
    if (row) this.indexTable.set(id, fromIndexRow(row));
    else this.indexTable.delete(id);
    this.publicIds = undefined;
  }

  /** Memory is about to differ from the snapshot files: mark them stale in the same transaction as the change. */
  private staleSnapshot(): void {
    this.generation++;
    if (!this.snapshotCurrent || !this.saveSnapshots) return;
    this.statements.setSetting.run('ann_snapshot_current', '0');
    this.snapshotCurrent = false;
  }

  /** Saves every HNSW index (files first, then the manifest), unless nothing changed since the last save. */
  snapshot(): Promise<void> {
    if (!this.snapshotDir || !this.saveSnapshots || this.snapshotCurrent) return Promise.resolve();
    this.saving ??= this.save(this.snapshotDir).finally(() => {
      this.saving = undefined;
    });
    return this.saving;
  }

  private async save(dir: string): Promise<void> {
    mkdirSync(dir, { recursive: true });
    const generation = this.generation;
    const { version, files } = await this.partitions.snapshot(dir);
    // A change sent after the snapshot request may or may not be in the files: they stay stale until the next save.
    if (generation !== this.generation) return;
    this.db.transaction(() => {
      this.statements.setSetting.run('ann_snapshot', JSON.stringify({ version, dimensions: this.dimensions, files }));
      this.statements.setSetting.run('ann_snapshot_current', '1');
    }).immediate();
    this.snapshotCurrent = true;
  }

  async upsert(docs: VectorDoc[]): Promise<number> {
    const puts: PartitionPut[] = [];
    const deletes: PartitionDelete[] = [];
    const kept: [number, DocMeta][] = [];
    this.db.transaction(() => {
      this.staleSnapshot();
      for (const doc of docs) {
        if (doc.vector.length !== this.dimensions) throw new Error(`vector has ${doc.vector.length} dimensions, the store ${this.dimensions}`);
        const buried = this.statements.tombstone.get(doc.id) as number | undefined;
        if (buried !== undefined && buried >= doc.version) continue;
        const existing = this.statements.existing.get(doc.id) as { key: number; version: number; partition: string } | undefined;
        if (existing && existing.version >= doc.version) continue;
        const partition = partitionOf(doc);
        const row = { ...doc, partition, vector: toBlob(doc.vector) };
        let key: number;
        if (existing) {
          key = existing.key;
          this.statements.update.run({ ...row, key });
          this.statements.forgetEntities.run(key);
          if (existing.partition !== partition) deletes.push({ key, partition: existing.partition });
        } else {
          key = Number(this.statements.insert.run(row).lastInsertRowid);
        }
        for (const entityId of doc.entity_ids ?? []) if (entityId) this.statements.referEntity.run(entityId, key, doc.account_id, doc.index_id);
        puts.push({ key, partition, kind: doc.kind, account_id: doc.account_id, index_id: doc.index_id, vector: doc.vector });
        kept.push([key, { id: doc.id, kind: doc.kind, index_id: doc.index_id, name_key: doc.name_key, text: doc.text }]);
      }
    }).immediate();
    // Only once committed: a batch that fails part-way leaves memory as it was.
    for (const [key, meta] of kept) this.remember(key, meta);
    await this.partitions.write(deletes, puts);
    return puts.length;
  }

  async remove(items: { id: string; kind: Kind; version: number }[]): Promise<void> {
    const removed: PartitionDelete[] = [];
    this.db.transaction(() => {
      this.staleSnapshot();
      for (const item of items) {
        const existing = this.statements.existing.get(item.id) as { version: number } | undefined;
        if (existing && existing.version > item.version) continue;
        const row = this.statements.remove.get(item.id) as PartitionDelete | undefined;
        if (row) removed.push(row);
        this.statements.bury.run(item.id, item.version);
      }
    }).immediate();
    for (const { key } of removed) this.forget(key);
    await this.partitions.write(removed, []);
  }

  async putIndex(meta: IndexMeta): Promise<void> {
    this.statements.putIndex.run({ ...meta, is_public: meta.is_public ? 1 : 0 });
    this.refreshIndex(meta.id);
  }

  async removeIndex(id: string, version: number): Promise<void> {
    this.statements.removeIndex.run(id, version);
    this.refreshIndex(id);
  }

  async publicIndexIds(): Promise<string[]> {
    this.publicIds ??= [...this.indexTable.values()].filter((index) => index.is_public).map((index) => index.id);
    return [...this.publicIds];
  }

  async indexes(ids: string[]): Promise<Map<string, IndexMeta>> {
    const result = new Map<string, IndexMeta>();
    for (const id of ids) {
      const index = this.indexTable.get(id);
      if (index) result.set(id, { ...index });
    }
    return result;
  }

  async search(kind: Kind, vector: Float32Array, visibility: Visibility, k: number): Promise<VectorHit[]> {
    const scored = await this.partitions.search(kind, vector, visibility, k);
    scored.sort((a, b) => b[1] - a[1]);
    const payload = this.statements.payload;
    const hits: VectorHit[] = [];
    for (const [key, score] of scored) {
      const meta = this.meta.get(key);
      // Removed here while the thread searched.
      if (!meta) continue;
      hits.push(new StoredHit(meta, score, key, () => payload.get(key) as string));
      if (hits.length === k) break;
    }
    return hits;
  }

  async payloads(hits: VectorHit[]): Promise<(string | null)[]> {
    const keys = hits.flatMap((hit) => (hit instanceof StoredHit ? [hit.key] : []));
    const read = new Map<number, string>();
    if (keys.length === 1) {
      const one = this.statements.payload.get(keys[0]) as string | undefined;
      if (one !== undefined) read.set(keys[0]!, one);
    } else if (keys.length > 1) {
      for (const row of this.statements.payloads.all(JSON.stringify(keys)) as { key: number; payload: string }[]) read.set(row.key, row.payload);
    }
    // A doc removed since the search has no row any more.
    return hits.map((hit) => (hit instanceof StoredHit ? (read.get(hit.key) ?? null) : hit.payload));
  }

  async byName(kind: Kind, nameKeys: string[], vector: Float32Array, visibility: Visibility, limit: number): Promise<VectorHit[]> {
    const known = this.nameKeys[kind];
    const keys = [...new Set(nameKeys.filter((key) => key && known.has(key)))].slice(0, 500);
    if (keys.length === 0) return [];
    const rows = this.prepared(
      `SELECT key, id, kind, account_id, index_id, name_key, text, payload, vector FROM docs
       WHERE kind = ? AND name_key IN (${keys.map(() => '?').join(',')}) AND length(vector) = ? LIMIT 1000`,
    ).all(kind, ...keys, this.dimensions * 4) as DocRow[];
    const hits: VectorHit[] = [];
    for (const row of rows) {
      if (!visibleTo(row, visibility)) continue;
      hits.push({ id: row.id, kind: row.kind, score: dot(vector, toVector(row.vector)), text: row.text, name_key: row.name_key, payload: row.payload, index_id: row.index_id });
      if (hits.length >= limit) break;
    }
    return hits;
  }

  async tripleCounts(entityIds: string[], visibility: Visibility): Promise<Map<string, number>> {
    const counts = new Map<string, number>(entityIds.map((id) => [id, 0]));
    if (entityIds.length === 0) return counts;
    // Only triples reference entities.
    const visible = visibility.indexId === undefined ? '' : ' AND index_id = @index';
    const rows = this.prepared(
      `SELECT entity_id, COUNT(*) AS n FROM doc_entities
       WHERE entity_id IN (SELECT value FROM json_each(@ids))
         AND (account_id = @account OR index_id IN (SELECT value FROM json_each(@public)))${visible}
       GROUP BY entity_id`,
    ).all({
      ids: JSON.stringify([...new Set(entityIds)]), account: visibility.accountId,
      public: JSON.stringify(visibility.publicIndexIds), ...(visibility.indexId === undefined ? {} : { index: visibility.indexId }),
    }) as { entity_id: string; n: number }[];
    for (const row of rows) counts.set(row.entity_id, row.n);
    return counts;
  }

  async counts(): Promise<Record<Kind, number>> {
    const counts = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
    for (const { kind, n } of this.statements.counts.all() as { kind: Kind; n: number }[]) counts[kind] = n;
    return counts;
  }

  async model(): Promise<string> {
    return (this.statements.setting.get('model') as string | undefined) ?? '';
  }

  async setModel(model: string): Promise<void> {
    this.statements.setSetting.run('model', model);
  }

  async clear(): Promise<void> {
    this.db.transaction(() => {
      this.staleSnapshot();
      this.db.exec('DELETE FROM doc_entities; DELETE FROM docs; DELETE FROM tombstones; DELETE FROM indexes;');
    }).immediate();
    this.meta.clear();
    for (const counts of Object.values(this.nameKeys)) counts.clear();
    this.indexTable.clear();
    this.publicIds = undefined;
    await this.partitions.clear();
  }

  async close(): Promise<void> {
    clearInterval(this.snapshotTimer);
    try {
      await this.snapshot();
    } finally {
      await this.partitions.close();
      this.db.close();
    }
  }
}

type IndexRow = Omit<IndexMeta, 'is_public'> & { is_public: number };
const fromIndexRow = (row: IndexRow): IndexMeta => ({ id: row.id, account_id: row.account_id, name: row.name, is_public: row.is_public === 1, version: row.version });

/** Own docs, and entities and triples of public indexes; `indexId` narrows to one index (as the partitions do). */
function visibleTo(doc: Pick<DocRow, 'kind' | 'account_id' | 'index_id'>, visibility: Visibility): boolean {
  const indexId = doc.kind === 'graph' ? null : doc.index_id;
  if (visibility.indexId !== undefined && indexId !== visibility.indexId) return false;
  return doc.account_id === visibility.accountId || (indexId !== null && visibility.publicIndexIds.includes(indexId));
}
