import type { SqliteDatabase } from '@tessera/storage';

/** Keys held at most, over all indexes; past it the cache starts again empty (it refills from the look-ups). */
const MAX_KEYS = 500_000;

/**
 * Who holds each name key, remembered from earlier look-ups and inserts, in front of findByKeys: resolution asks for
 * every name of every batch, and a Map answers many times faster than a SQLite look-up (docs/benchmarks.md). It is
 * exact, not a hint:
 * - this connection's writes keep it current (an insert records its holder, any other change to entities or aliases
 *   forgets every key), and they are the only writes the embedded store's file gets;
 * - a commit by any other connection changes PRAGMA data_version, and the cache is dropped before the next answer.
 * Only holders are kept, never "absent": a key not here is asked of the database.
 */
export class EntityKeyCache {
  private readonly indexes = new Map<string, Map<string, string>>();
  private size = 0;
  private version: number;
  private readonly dataVersion;

  constructor(db: SqliteDatabase) {
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
    this.version = this.dataVersion.get() as number;
  }

  /** The holders known for `keys`, and the keys to ask the database for. */
  lookup(accountId: string, indexId: string, keys: Iterable<string>): { found: Map<string, string>; missing: string[] } {
    const version = this.dataVersion.get() as number;
    if (version !== this.version) {
      this.version = version;
      this.clear();
    }
    const known = this.indexes.get(scope(accountId, indexId));
    const found = new Map<string, string>();
    const missing: string[] = [];
    for (const key of keys) {
      const id = known?.get(key);
      if (id === undefined) missing.push(key);
      else found.set(key, id);
    }
    return { found, missing };
  }

  /** `key` is held by entity `id` (as read from, or just written to, the database). */
  remember(accountId: string, indexId: string, key: string, id: string): void {
    if (this.size >= MAX_KEYS) this.clear();
    const name = scope(accountId, indexId);
    let known = this.indexes.get(name);
    if (!known) this.indexes.set(name, (known = new Map()));
    if (!known.has(key)) this.size++;
    known.set(key, id);
  }

  /** After a change that may move, remove or re-point keys (renames, deletes, merges, index deletes). */
  clear(): void {
    this.indexes.clear();
    this.size = 0;
  }
}

const scope = (accountId: string, indexId: string) => `${accountId}\u0000${indexId}`;
