import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { openSqlite, type SqliteDatabase, type SqliteStatement } from '@tessera/storage';
import { BatchMatches, Index, MetricKind, ScalarKind } from 'usearch';
import { dot } from '../../ports/embedder';
import { KINDS, type IndexMeta, type Kind, type VectorDoc, type VectorHit, type VectorStore, type Visibility } from '../../ports/vector-store';
import { migrations } from './migrations';

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

/** Keeps the k best [key, score] pairs seen, best first (k is small: a sorted insert beats a heap here). */
function topK(k: number) {
  const best: [number, number][] = [];
  return {
    best,
    offer(key: number, score: number) {
      if (best.length === k && score <= best[k - 1]![1]) return;
      let i = best.length === k ? k - 1 : best.length;
      if (best.length < k) best.push([key, score]);
      while (i > 0 && best[i - 1]![1] < score) {
        best[i] = best[i - 1]!;
        i--;
      }
      best[i] = [key, score];
    },
  };
}

// HNSW settings, measured with bench/ann-sweep.mjs on 100k USE-lite vectors per kind, queried with the search
// bench's texts (names, questions, typos), recall@10 against exact search:
// - connectivity 16 (expansion_add 128): triples 0.946 at ef 256; 32 (expansion_add 256) builds a better graph.
// - entities (names): 1.000 from ef 128 (1.1-1.2 ms a query).
// - triples ("subject predicate object" texts, far from a name query, in a flat field of near-equal distances):
//   f32 graph 0.885 at ef 128, 0.943-0.947 at ef 256-320 (3.4 ms), 0.977 at ef 512 (builds differ by about 0.01).
// - The graph holds int8 copies of the vectors, each scaled by its largest component first (cosine does not
//   change with scale; unscaled USE components lie within +-0.08 and would keep 3 bits in int8). The f32 vectors
//   stay in memory, and the candidates the graph finds are re-scored exactly with them, so ranking sees exact
//   cosines, at about half the cost of the f32 graph: triples 0.952 at ef 320 (2.2-2.6 ms; f32 graph 0.947 in
//   3.4 ms), 0.960 at ef 384, 0.969 at ef 448; entities 0.998 at ef 128 (~1 ms). Without the re-scoring int8 loses
//   too much (triples 0.88 at ef 320); f16 is no faster than f32 here (no AVX-512). Triples search at ef 384 to keep
//   a margin over 0.95 across builds.
const HNSW = { metric: MetricKind.Cos, quantization: ScalarKind.I8, connectivity: 32, expansion_add: 256, multi: false };
/** The search's ef per kind (usearch searches with max(expansion_search, count)). */
const EF: Record<Kind, number> = { entity: 128, triple: 384, graph: 128 };
/** How many graph candidates are re-scored with the exact vectors, at least. */
const RESCORE = 40;
/** Snapshots made with other settings are not loaded (the graph is rebuilt instead). */
const HNSW_VERSION = `usearch-cos-i8-maxscaled-${HNSW.connectivity}-${HNSW.expansion_add}`;
const newHnsw = (dimensions: number, kind: Kind) => new Index({ dimensions, ...HNSW, expansion_search: EF[kind] });

/** The vector as the int8 graph stores it: scaled so that its largest component is +-1 (same cosine). */
function forGraph(vector: Float32Array, into = new Float32Array(vector.length)): Float32Array {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]!));
  const scale = max > 0 ? 1 / max : 1;
  for (let i = 0; i < vector.length; i++) into[i] = vector[i]! * scale;
  return into;
}

class Partition {
  /** Keys and their exact vectors, row after row in one buffer: scanned while small, re-scoring graph hits after. */
  private keys: number[] = [];
  private matrix: Float32Array;
  private readonly slot = new Map<number, number>();
  ann: Index | null = null;

  constructor(
    readonly kind: Kind,
    readonly accountId: string,
    readonly indexId: string | null,
    private readonly dimensions: number,
    private readonly threshold: number,
  ) {
    this.matrix = new Float32Array(dimensions * 64);
  }

  get size(): number {
    return this.keys.length;
  }

  visibleTo(visibility: Visibility): boolean {
    if (visibility.indexId !== undefined && this.indexId !== visibility.indexId) return false;
    return this.accountId === visibility.accountId || (this.indexId !== null && visibility.publicIndexIds.includes(this.indexId));
  }

  /** bulk: while loading, only the exact rows; the graph is built once at the end (settle), multi-threaded. */
  put(key: number, vector: Float32Array, bulk = false): void {
    let row = this.slot.get(key);
    if (row === undefined) {
      row = this.keys.length;
      this.keys.push(key);
      this.slot.set(key, row);
      if ((row + 1) * this.dimensions > this.matrix.length) {
        const grown = new Float32Array(this.matrix.length * 2);
        grown.set(this.matrix);
        this.matrix = grown;
      }
    }
    this.matrix.set(vector, row * this.dimensions);
    if (bulk) return;
    if (this.ann) {
      const k = BigInt(key);
      if (this.ann.contains(k)) this.ann.remove(k);
      this.ann.add(k, forGraph(vector));
    } else if (this.size > this.threshold) {
      this.promote();
    }
  }

  /** After a bulk load: the graph, if the partition outgrew exact search and no snapshot was adopted. */
  settle(): void {
    if (!this.ann && this.size > this.threshold) this.promote();
  }

  delete(key: number): void {
    const row = this.slot.get(key);
    if (row === undefined) return;
    this.ann?.remove(BigInt(key));
    // Move the last row into the hole.
    const last = this.keys.length - 1;
    const lastKey = this.keys[last]!;
    this.matrix.copyWithin(row * this.dimensions, last * this.dimensions, (last + 1) * this.dimensions);
    this.keys[row] = lastKey;
    this.slot.set(lastKey, row);
    this.keys.pop();
    this.slot.delete(key);
  }

  private promote(): void {
    const ann = newHnsw(this.dimensions, this.kind);
    const d = this.dimensions;
    // In slices, so the scaled copy stays small; each add is multi-threaded.
    for (let start = 0; start < this.keys.length; start += 16_384) {
      const end = Math.min(this.keys.length, start + 16_384);
      const scaled = new Float32Array((end - start) * d);
      for (let row = start; row < end; row++) forGraph(this.matrix.subarray(row * d, (row + 1) * d), scaled.subarray((row - start) * d, (row - start + 1) * d));
      ann.add(BigUint64Array.from(this.keys.slice(start, end), (key) => BigInt(key)), scaled, 0);
    }
    this.ann = ann;
  }

  /** Takes over a graph loaded from a snapshot (the exact rows are loaded all the same). */
  adopt(index: Index): void {
    this.ann = index;
  }

  /**
   * Per query, the k nearest [key, cosine][] best first, exact cosines. Several queries make one graph search call,
   * which usearch spreads over the machine's cores (one query alone runs on the calling thread).
   */
  nearestMany(vectors: Float32Array[], ks: number[]): [number, number][][] {
    const d = this.dimensions;
    const m = this.matrix;
    const score = (vector: Float32Array, row: number) => {
      let sum = 0;
      const base = row * d;
      for (let i = 0; i < d; i++) sum += vector[i]! * m[base + i]!;
      return sum;
    };
    if (!this.ann) {
      return vectors.map((vector, q) => {
        const best = topK(ks[q]!);
        for (let row = 0; row < this.keys.length; row++) best.offer(this.keys[row]!, score(vector, row));
        return best.best;
      });
    }
    const wanted = Math.min(this.size, Math.max(...ks.map((k) => Math.max(k * 2, RESCORE))));
    const queries = new Float32Array(vectors.length * d);
    vectors.forEach((vector, q) => forGraph(vector, queries.subarray(q * d, (q + 1) * d)));
    // threads 0: as many as the index reserved search contexts for (the machine's cores).
    const found = this.ann.search(queries, wanted, 0);
    return vectors.map((vector, q) => {
      const matches = found instanceof BatchMatches ? found.get(q) : found;
      const best = topK(ks[q]!);
      for (const key of matches.keys) {
        const row = this.slot.get(Number(key));
        if (row !== undefined) best.offer(Number(key), score(vector, row));
      }
      return best.best;
    });
  }
}

/** One vector search waiting for the next batch (EmbeddedVectorStore.flush). */
interface PendingSearch {
  kind: Kind;
  vector: Float32Array;
  visibility: Visibility;
  k: number;
  resolve: (scored: [number, number][]) => void;
  reject: (error: unknown) => void;
}

/**
 * The embedded vector store: documents in SQLite under DATA_DIR (the durable truth), vectors in memory per
 * partition: exact search while small, usearch HNSW beyond the threshold. Restart rebuilds memory from SQLite.
 */
export class EmbeddedVectorStore implements VectorStore {
  private readonly partitions = new Map<string, Partition>();
  /** The same partitions by owning account. */
  private readonly byAccount = new Map<string, Partition[]>();
  /** What ranking needs of each doc, in memory; payloads stay in SQLite until a hit is shown. */
  private readonly meta = new Map<number, { id: string; kind: Kind; index_id: string | null; name_key: string; text: string }>();
  private readonly statements;
  /** Vector searches waiting for the next flush. */
  private pending: PendingSearch[] = [];

  /** Whether the snapshot files on disk still equal memory (cleared by the first change after a save). */
  private snapshotCurrent = false;
  private snapshotTimer: NodeJS.Timeout | undefined;
  /** HNSW partitions the last open took from the snapshot rather than rebuilding (for logs and tests). */
  restoredPartitions = 0;

  private constructor(
    private readonly db: SqliteDatabase,
    private readonly dimensions: number,
    private readonly threshold: number,
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
      forgetEntities: db.prepare('DELETE FROM doc_entities WHERE key = ?'),
      referEntity: db.prepare('INSERT OR IGNORE INTO doc_entities (entity_id, key) VALUES (?, ?)'),
      putIndex: db.prepare(
        `INSERT INTO indexes (id, account_id, name, is_public, version) VALUES (@id, @account_id, @name, @is_public, @version)
         ON CONFLICT (id) DO UPDATE SET account_id = excluded.account_id, name = excluded.name, is_public = excluded.is_public,
         version = excluded.version WHERE excluded.version > indexes.version`,
      ),
      removeIndex: db.prepare('DELETE FROM indexes WHERE id = ? AND version < ?'),
      publicIndexes: db.prepare('SELECT id FROM indexes WHERE is_public = 1').pluck(),
      counts: db.prepare('SELECT kind, COUNT(*) AS n FROM docs GROUP BY kind'),
      setting: db.prepare('SELECT value FROM settings WHERE name = ?').pluck(),
      setSetting: db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value'),
    };
  }

  /**
   * threshold: partitions above it get an HNSW index. snapshotEveryMs: how often changed HNSW indexes are saved to
   * DATA_DIR/search-ann (also on close), so a restart loads them instead of rebuilding every graph (minutes at 100k).
   * saveSnapshots false: a second reader of a store a service owns (benchmarks) uses snapshots but never writes them.
   */
  static open(
    dataDir: string,
    dimensions: number,
    threshold = DEFAULT_ANN_THRESHOLD,
    { snapshotEveryMs = 10 * 60_000, saveSnapshots = true }: { snapshotEveryMs?: number; saveSnapshots?: boolean } = {},
  ): EmbeddedVectorStore {
    const snapshotDir = dataDir === ':memory:' ? undefined : join(dataDir, 'search-ann');
    const store = new EmbeddedVectorStore(openSqlite(dataDir, 'search', migrations), dimensions, threshold, snapshotDir, saveSnapshots);
    store.load();
    if (snapshotDir && saveSnapshots) {
      store.snapshotTimer = setInterval(() => store.snapshot(), snapshotEveryMs);
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

  /** The files of a current snapshot written with today's HNSW settings, by partition (none if any is missing). */
  private snapshotFiles(): Map<string, string> {
    const none = new Map<string, string>();
    if (!this.snapshotDir || this.setting('ann_snapshot_current') !== '1') return none;
    const manifest = JSON.parse(this.setting('ann_snapshot') ?? '{}') as { version?: string; dimensions?: number; files?: Record<string, string> };
    if (manifest.version !== HNSW_VERSION || manifest.dimensions !== this.dimensions || !manifest.files) return none;
    const files = new Map(Object.entries(manifest.files).map(([partition, file]) => [partition, join(this.snapshotDir!, file)]));
    return [...files.values()].every((path) => existsSync(path)) ? files : none;
  }

  private load(): void {
    const saved = this.snapshotFiles();
    // What ranking needs of every doc, and every exact vector (graph hits are re-scored with them).
    const rows = this.db.prepare('SELECT key, id, kind, account_id, index_id, partition, name_key, text, vector FROM docs ORDER BY key').iterate() as Iterable<DocRow>;
    for (const row of rows) {
      // Vectors of another model's size wait for the reindex the service asks for.
      if (row.vector.length !== this.dimensions * 4) continue;
      this.partition(row.partition, row).put(row.key, toVector(row.vector), true);
      this.meta.set(row.key, { id: row.id, kind: row.kind, index_id: row.index_id, name_key: row.name_key, text: row.text });
    }
    // A snapshot stands for a partition only where this store searches approximately too (not with exact settings).
    const adopted = [...saved].filter(([name]) => (this.partitions.get(name)?.size ?? 0) > this.threshold);
    for (const [name, path] of adopted) {
      const partition = this.partitions.get(name)!;
      const index = newHnsw(this.dimensions, partition.kind);
      index.load(path);
      partition.adopt(index);
    }
    this.restoredPartitions = adopted.length;
    // The partitions no snapshot holds build their graph now.
    for (const partition of this.partitions.values()) partition.settle();
    this.snapshotCurrent = adopted.length > 0 && adopted.length === saved.size && this.setting('ann_snapshot_current') === '1';
    if (!this.snapshotCurrent) this.snapshot();
  }

  /** Memory is about to differ from the snapshot files: mark them stale in the same transaction as the change. */
  private staleSnapshot(): void {
    if (!this.snapshotCurrent || !this.saveSnapshots) return;
    this.statements.setSetting.run('ann_snapshot_current', '0');
    this.snapshotCurrent = false;
  }

  /** Saves every HNSW index (files first, then the manifest), unless nothing changed since the last save. */
  snapshot(): void {
    if (!this.snapshotDir || !this.saveSnapshots || this.snapshotCurrent) return;
    const files: Record<string, string> = {};
    mkdirSync(this.snapshotDir, { recursive: true });
    for (const [name, partition] of this.partitions) {
      if (!partition.ann) continue;
      const file = `${createHash('sha256').update(name).digest('hex').slice(0, 32)}.usearch`;
      partition.ann.save(join(this.snapshotDir, `${file}.tmp`));
      renameSync(join(this.snapshotDir, `${file}.tmp`), join(this.snapshotDir, file));
      files[name] = file;
    }
    this.db.transaction(() => {
      this.statements.setSetting.run('ann_snapshot', JSON.stringify({ version: HNSW_VERSION, dimensions: this.dimensions, files }));
      this.statements.setSetting.run('ann_snapshot_current', '1');
    })();
    this.snapshotCurrent = true;
  }

  private partition(name: string, doc: Pick<DocRow, 'kind' | 'account_id' | 'index_id'>): Partition {
    let partition = this.partitions.get(name);
    if (!partition) {
      partition = new Partition(doc.kind, doc.account_id, doc.kind === 'graph' ? null : doc.index_id, this.dimensions, this.threshold);
      this.partitions.set(name, partition);
      const owned = this.byAccount.get(doc.account_id);
      if (owned) owned.push(partition);
      else this.byAccount.set(doc.account_id, [partition]);
    }
    return partition;
  }

  /**
   * The partitions a search may look in, found by account and by index id rather than by scanning them all (a
   * store serving many accounts holds thousands).
   */
  private visiblePartitions(kind: Kind, visibility: Visibility): Partition[] {
    const found = new Set<Partition>();
    const take = (partition: Partition | undefined) => {
      if (partition && partition.kind === kind && partition.size > 0) found.add(partition);
    };
    const ofIndex = (indexId: string) => this.partitions.get(partitionOf({ kind, account_id: visibility.accountId, index_id: indexId }));
    if (visibility.indexId !== undefined) {
      const partition = ofIndex(visibility.indexId);
      if (partition?.visibleTo(visibility)) take(partition);
    } else {
      // Visible by construction: the account's own partitions, and those of the public indexes.
      for (const partition of this.byAccount.get(visibility.accountId) ?? []) take(partition);
      for (const indexId of visibility.publicIndexIds) take(ofIndex(indexId));
    }
    return [...found];
  }

  async upsert(docs: VectorDoc[]): Promise<number> {
    const applied: { key: number; partition: string; previous?: string; doc: VectorDoc }[] = [];
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
          applied.push({ key, partition, previous: existing.partition, doc });
        } else {
          key = Number(this.statements.insert.run(row).lastInsertRowid);
          applied.push({ key, partition, doc });
        }
        for (const entityId of doc.entity_ids ?? []) if (entityId) this.statements.referEntity.run(entityId, key);
      }
    })();
    for (const { key, partition, previous, doc } of applied) {
      if (previous && previous !== partition) this.partitions.get(previous)?.delete(key);
      this.partition(partition, doc).put(key, doc.vector);
      this.meta.set(key, { id: doc.id, kind: doc.kind, index_id: doc.index_id, name_key: doc.name_key, text: doc.text });
    }
    return applied.length;
  }

  async remove(items: { id: string; kind: Kind; version: number }[]): Promise<void> {
    const removed: { key: number; partition: string }[] = [];
    this.db.transaction(() => {
      this.staleSnapshot();
      for (const item of items) {
        const existing = this.statements.existing.get(item.id) as { version: number } | undefined;
        if (existing && existing.version > item.version) continue;
        const row = this.statements.remove.get(item.id) as { key: number; partition: string } | undefined;
        if (row) removed.push(row);
        this.statements.bury.run(item.id, item.version);
      }
    })();
    for (const { key, partition } of removed) {
      this.partitions.get(partition)?.delete(key);
      this.meta.delete(key);
    }
  }

  async putIndex(meta: IndexMeta): Promise<void> {
    this.statements.putIndex.run({ ...meta, is_public: meta.is_public ? 1 : 0 });
  }

  async removeIndex(id: string, version: number): Promise<void> {
    this.statements.removeIndex.run(id, version);
  }

  async publicIndexIds(): Promise<string[]> {
    return this.statements.publicIndexes.all() as string[];
  }

  async indexes(ids: string[]): Promise<Map<string, IndexMeta>> {
    const result = new Map<string, IndexMeta>();
    if (ids.length === 0) return result;
    const rows = this.prepared(`SELECT * FROM indexes WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as (Omit<IndexMeta, 'is_public'> & { is_public: number })[];
    for (const row of rows) result.set(row.id, { ...row, is_public: row.is_public === 1 });
    return result;
  }

  async search(kind: Kind, vector: Float32Array, visibility: Visibility, k: number): Promise<VectorHit[]> {
    const scored = await new Promise<[number, number][]>((resolve, reject) => {
      this.pending.push({ kind, vector, visibility, k, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
    scored.sort((a, b) => b[1] - a[1]);
    const payload = this.statements.payload;
    return scored.slice(0, k).map(([key, score]) => {
      const meta = this.meta.get(key)!;
      // Read from SQLite only for the hits a caller shows (ranking looks at many more).
      return Object.defineProperty({ ...meta, score } as VectorHit, 'payload', { get: () => payload.get(key) as string, enumerable: true });
    });
  }

  /**
   * Runs the searches that arrived since the last flush (while the service was busy, concurrent requests queue up
   * here): each partition answers all of its queries in one call, on several cores, instead of one by one on the
   * event loop's thread.
   */
  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    try {
      const results = batch.map(() => [] as [number, number][]);
      const queriesOf = new Map<Partition, number[]>();
      batch.forEach((query, i) => {
        for (const partition of this.visiblePartitions(query.kind, query.visibility)) {
          const mine = queriesOf.get(partition);
          if (mine) mine.push(i);
          else queriesOf.set(partition, [i]);
        }
      });
      for (const [partition, mine] of queriesOf) {
        const found = partition.nearestMany(mine.map((i) => batch[i]!.vector), mine.map((i) => batch[i]!.k));
        mine.forEach((i, j) => results[i]!.push(...found[j]!));
      }
      batch.forEach((query, i) => query.resolve(results[i]!));
    } catch (error) {
      for (const query of batch) query.reject(error);
    }
  }

  async byName(kind: Kind, nameKeys: string[], vector: Float32Array, visibility: Visibility, limit: number): Promise<VectorHit[]> {
    const keys = [...new Set(nameKeys.filter(Boolean))].slice(0, 500);
    if (keys.length === 0) return [];
    const rows = this.prepared(
      `SELECT key, id, kind, partition, index_id, name_key, text, payload, vector FROM docs WHERE kind = ? AND name_key IN (${keys.map(() => '?').join(',')}) LIMIT 1000`,
    ).all(kind, ...keys) as DocRow[];
    const hits: VectorHit[] = [];
    for (const row of rows) {
      if (!this.partitions.get(row.partition)?.visibleTo(visibility)) continue;
      hits.push({ id: row.id, kind: row.kind, score: dot(vector, toVector(row.vector)), text: row.text, name_key: row.name_key, payload: row.payload, index_id: row.index_id });
      if (hits.length >= limit) break;
    }
    return hits;
  }

  async tripleCounts(entityIds: string[], visibility: Visibility): Promise<Map<string, number>> {
    const counts = new Map<string, number>(entityIds.map((id) => [id, 0]));
    if (entityIds.length === 0) return counts;
    const visible = visibility.indexId === undefined ? '' : ' AND d.index_id = @index';
    const rows = this.prepared(
      `SELECT r.entity_id, COUNT(*) AS n FROM doc_entities r JOIN docs d ON d.key = r.key
       WHERE r.entity_id IN (SELECT value FROM json_each(@ids)) AND d.kind = 'triple'
         AND (d.account_id = @account OR d.index_id IN (SELECT value FROM json_each(@public)))${visible}
       GROUP BY r.entity_id`,
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
    })();
    this.partitions.clear();
    this.byAccount.clear();
    this.meta.clear();
  }

  async close(): Promise<void> {
    clearInterval(this.snapshotTimer);
    this.snapshot();
    this.db.close();
  }
}
