import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '@tessera/storage';
import { publicTriple } from '../../domain/public-triple';
import { migrations } from './migrations';
import { SqliteTripleStore } from './sqlite-triple-store';

describe('triples migration 4 (stored public JSON)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'triples-m4-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('rebuilds a store made before it: rows, full text, indexes and change-event triggers all carry over', async () => {
    const old = openSqlite(dir, 'triples', migrations.filter((m) => m.id < 4));
    const row = (n: number, extra: string) =>
      `('t-${n}', 'acc-a', 'idx-a', NULL, 'Marie Curie ${n}', 'discovered', 'Polonium ${n}', 'literal', ${extra}, 's-${n}', NULL, '2026-01-0${n}T00:00:00.000Z', '2026-01-0${n}T00:00:00.000Z')`;
    old.exec(`INSERT INTO triples (id, account_id, index_id, graph_id, subject, predicate, object, object_type, confidence, source,
      subject_entity_id, object_entity_id, created_at, updated_at) VALUES ${row(1, "0.5, 'https://a.example'")}, ${row(2, 'NULL, NULL')}`);
    old.exec('INSERT INTO triples_fts (rowid, subject, predicate, object) SELECT seq, subject, predicate, object FROM triples');
    old.close();

    const storage = SqliteTripleStore.openStorage(dir);
    const store = storage.triples;
    const base = { readableIndexIds: [], offset: 0, limit: 10 };
    const rows = await store.query('acc-a', base);
    expect(rows.map((t) => t.id)).toEqual(['t-2', 't-1']);
    expect(await store.queryPublic('acc-a', base)).toEqual(rows.map((t) => JSON.stringify(publicTriple(t))));
    expect((await store.query('acc-a', { ...base, search: 'polonium 1' })).map((t) => t.id)).toEqual(['t-1']);

    // The update and delete triggers were made again: full text follows an edit, and both write change events.
    const before = (await storage.outbox.status()).pending;
    await store.update('acc-a', 't-1', { object: 'Radium' }, '2026-02-01T00:00:00.000Z');
    expect((await store.query('acc-a', { ...base, search: 'radium' })).map((t) => t.id)).toEqual(['t-1']);
    expect(await store.query('acc-a', { ...base, search: 'polonium 1' })).toEqual([]);
    expect(JSON.parse((await store.queryPublic('acc-a', { ...base, subject: 'Marie Curie 1' }))[0]!).object).toBe('Radium');
    expect(await store.delete('acc-a', ['t-2'])).toBe(1);
    expect(await store.query('acc-a', { ...base, search: 'polonium' })).toEqual([]);
    expect((await storage.outbox.status()).pending).toBe(before + 2);
    storage.close();

    const after = openSqlite(dir, 'triples', migrations);
    const named = (type: string) =>
      (after.prepare(`SELECT name FROM sqlite_master WHERE type = ? AND tbl_name = 'triples' AND sql IS NOT NULL ORDER BY name`).all(type) as { name: string }[]).map((r) => r.name);
    expect(named('index')).toEqual([
      'triples_by_account', 'triples_by_graph', 'triples_by_index', 'triples_by_object_entity', 'triples_by_predicate', 'triples_by_subject', 'triples_by_subject_entity',
    ]);
    expect(named('trigger')).toEqual(['triples_fts_delete', 'triples_fts_update', 'triples_outbox_delete', 'triples_outbox_update']);
    after.close();
  });
});

describe('triples migration 5 (confidence kept to 6 places, rendered as JSON.stringify does)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'triples-m5-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('rounds the confidences stored before it, and renders them byte for byte as publicTriple', async () => {
    const old = openSqlite(dir, 'triples', migrations.filter((m) => m.id < 5));
    const row = (n: number, confidence: string) =>
      `('t-${n}', 'acc-a', 'idx-a', NULL, 'S ${n}', 'p', 'O', 'literal', ${confidence}, NULL, 'e-${n}', NULL, '2026-01-0${n}T00:00:00.000Z', '2026-01-0${n}T00:00:00.000Z')`;
    old.exec(`INSERT INTO triples (id, account_id, index_id, graph_id, subject, predicate, object, object_type, confidence, source,
      subject_entity_id, object_entity_id, created_at, updated_at) VALUES ${row(1, '0.30000000000000004')}, ${row(2, '9.313225746154785e-10')}, ${row(3, '0.0000129')}`);
    expect((old.prepare(`SELECT public_json FROM triples WHERE id = 't-2'`).pluck().get() as string)).toContain('"confidence":9.3132257461547852e-10');
    old.close();

    const store = SqliteTripleStore.open(dir);
    const rows = await store.query('acc-a', { readableIndexIds: [], offset: 0, limit: 10 });
    expect(rows.map((t) => t.confidence)).toEqual([0.000013, 0, 0.3]);
    expect(await store.queryPublic('acc-a', { readableIndexIds: [], offset: 0, limit: 10 })).toEqual(rows.map((t) => JSON.stringify(publicTriple(t))));
    await store.close();
  });
});

describe('triples migration 6 (valid time)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'triples-m6-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the triples stored before it, always valid and rendered exactly as before, and publishes valid time in change events', async () => {
    const old = openSqlite(dir, 'triples', migrations.filter((m) => m.id < 6));
    old.exec(`INSERT INTO triples (id, account_id, index_id, graph_id, subject, predicate, object, object_type, confidence, source,
      subject_entity_id, object_entity_id, created_at, updated_at)
      VALUES ('t-1', 'acc-a', 'idx-a', NULL, 'Marie Curie', 'won', 'Nobel', 'literal', 0.5, NULL, 'e-1', NULL, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`);
    old.exec('INSERT INTO triples_fts (rowid, subject, predicate, object) SELECT seq, subject, predicate, object FROM triples');
    const before = old.prepare(`SELECT public_json FROM triples WHERE id = 't-1'`).pluck().get() as string;
    old.close();

    const storage = SqliteTripleStore.openStorage(dir);
    const store = storage.triples;
    const base = { readableIndexIds: [], offset: 0, limit: 10 };
    const [row] = await store.query('acc-a', base);
    expect(row).toMatchObject({ id: 't-1', valid_from: null, valid_to: null, superseded_by: null });
    expect(await store.queryPublic('acc-a', base)).toEqual([before]);
    expect(await store.query('acc-a', { ...base, valid_at: '1900-01-01T00:00:00.000Z' })).toHaveLength(1);
    expect((await store.query('acc-a', { ...base, search: 'nobel' })).map((t) => t.id)).toEqual(['t-1']);

    const pending = (await storage.outbox.status()).pending;
    await store.update('acc-a', 't-1', { valid_from: '1903-12-10T00:00:00.000Z' }, '2026-02-01T00:00:00.000Z');
    const events = await storage.outbox.pull(0, 1000);
    expect(events).toHaveLength(pending + 1);
    expect(JSON.parse(events[events.length - 1]!.payload_json)).toMatchObject({ id: 't-1', valid_from: '1903-12-10T00:00:00.000Z', valid_to: null });
    expect(JSON.parse((await store.queryPublic('acc-a', base))[0]!)).toEqual({ ...JSON.parse(before), valid_from: '1903-12-10T00:00:00.000Z' });
    storage.close();
  });
});
