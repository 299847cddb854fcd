import { escapeRegex, mongoDatabaseName } from './mongo';
import { chunks, likeContains, openSqlite } from './sqlite';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from './outbox';

describe(openSqlite.name, () => {
  it('applies each migration once, in order', () => {
    const migrations = [
      { id: 2, sql: 'INSERT INTO t (v) VALUES (2)' },
      { id: 1, sql: 'CREATE TABLE t (v INTEGER)' },
    ];
    const db = openSqlite(':memory:', 'x', migrations);
    expect(db.prepare('SELECT v FROM t').all()).toEqual([{ v: 2 }]);
    db.close();
  });

  it('turns on foreign keys', () => {
    const db = openSqlite(':memory:', 'x', []);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});

describe(likeContains.name, () => {
  it('escapes wildcards so they match literally', () => {
    const db = openSqlite(':memory:', 'x', [{ id: 1, sql: "CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('100%'), ('1000'), ('a_b'), ('axb')" }]);
    const find = (q: string) =>
      (db.prepare("SELECT v FROM t WHERE v LIKE ? ESCAPE '\\' ORDER BY v").all(likeContains(q)) as { v: string }[]).map((r) => r.v);
    expect(find('0%')).toEqual(['100%']);
    expect(find('a_b')).toEqual(['a_b']);
    db.close();
  });
});

describe(mongoDatabaseName.name, () => {
  it('derives one database per service', () => {
    expect(mongoDatabaseName('mongodb://localhost:27017', 'entities')).toBe('tessera_entities');
    expect(mongoDatabaseName('mongodb://h:1/prod?replicaSet=rs0', 'gateway')).toBe('prod_gateway');
  });
});

describe(escapeRegex.name, () => {
  it('makes regex metacharacters literal', () => {
    expect(new RegExp(escapeRegex('a.b*(c)')).test('a.b*(c)')).toBe(true);
    expect(new RegExp(escapeRegex('a.b')).test('axb')).toBe(false);
  });
});

describe(SqliteOutbox.name, () => {
  const sources = [{ table: 'things', kind: 'thing', payload: `json_object('id', row.id, 'name', row.name)` }];
  const open = () => {
    const db = openSqlite(':memory:', 'outbox-test', [
      { id: 1, sql: `${OUTBOX_TABLE_SQL} CREATE TABLE things (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, name TEXT NOT NULL);` },
    ]);
    const event = (id: string, op: 'upsert' | 'delete', payload: string | null) =>
      db.prepare(`INSERT INTO outbox (account_id, kind, resource_id, op, payload) VALUES ('acc', 'thing', ?, ?, ?)`).run(id, op, payload);
    return { db, event, outbox: new SqliteOutbox(db, sources) };
  };

  it('delivers an upsert written without a payload with its row as it is when pulled', async () => {
    const { db, event, outbox } = open();
    db.prepare(`INSERT INTO things VALUES ('t1', 'acc', 'first')`).run();
    event('t1', 'upsert', null);
    db.prepare(`UPDATE things SET name = 'renamed' WHERE id = 't1'`).run();
    event('t1', 'upsert', JSON.stringify({ id: 't1', name: 'renamed' }));
    const [lazy, eager] = await outbox.pull(0, 10);
    expect(lazy).toMatchObject({ op: 'upsert', resource_id: 't1' });
    expect(JSON.parse(lazy!.payload_json)).toEqual({ id: 't1', name: 'renamed' });
    expect(eager!.version).toBeGreaterThan(lazy!.version);
  });

  it('delivers an upsert without a payload whose row is gone as a delete, never as an empty resource', async () => {
    const { db, event, outbox } = open();
    db.prepare(`INSERT INTO things VALUES ('t2', 'acc', 'short-lived')`).run();
    event('t2', 'upsert', null);
    db.prepare(`DELETE FROM things WHERE id = 't2'`).run();
    event('t2', 'delete', JSON.stringify({ id: 't2' }));
    const events = await outbox.pull(0, 10);
    expect(events.map((e) => [e.op, JSON.parse(e.payload_json)])).toEqual([
      ['delete', { id: 't2' }],
      ['delete', { id: 't2' }],
    ]);
  });

  it('keeps the payloads that were written', async () => {
    const { event, outbox } = open();
    event('t3', 'upsert', JSON.stringify({ id: 't3', name: 'as written' }));
    expect(JSON.parse((await outbox.pull(0, 10))[0]!.payload_json)).toEqual({ id: 't3', name: 'as written' });
  });
});

describe(chunks.name, () => {
  it('cuts a list into runs of at most the given size, keeping order', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 2)).toEqual([]);
    expect(chunks(Array.from({ length: 1001 }, (_, i) => i)).map((run) => run.length)).toEqual([500, 500, 1]);
  });
});
