import { escapeRegex, mongoDatabaseName } from './mongo';
import { likeContains, openSqlite } from './sqlite';

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
