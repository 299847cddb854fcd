import { openSqlite } from '@tessera/storage';
import { wordsQuery } from './fts';
import { migrations } from './migrations';

describe(wordsQuery.name, () => {
  it('quotes every word and makes the last one a prefix', () => {
    expect(wordsQuery('Marie  Curie born')).toBe('"Marie" "Curie" "born"*');
  });

  it('returns nothing for text without words', () => {
    expect(wordsQuery(' -- " * ')).toBeUndefined();
  });

  it.each(['"unbalanced', 'a OR b', 'NEAR(a b)', 'subject: x', 'a AND', '*', '-x', '^x', 'x:y:z', "O'Brien", 'a"b'])(
    'never produces an FTS5 syntax error: %j',
    (text) => {
      const db = openSqlite(':memory:', 'fts', migrations);
      const query = wordsQuery(text);
      if (query) expect(() => db.prepare('SELECT * FROM triples_fts WHERE triples_fts MATCH ?').all(query)).not.toThrow();
      db.close();
    },
  );
});
