import type { EntityRecord } from '../../ports/entity-store';
import { CandidateIndex } from './candidate-index';
import { profileOf, trigrams } from './normalize';

const entity = (i: number, name: string): EntityRecord => ({
  id: `e-${i}`, account_id: 'a', index_id: 'x', name, name_key: profileOf(name).key, description: '', avatar_url: '',
  parent_entity_id: null, created_at: '', updated_at: '',
});

/** How many trigrams each entry shares with the query, and the floor: a third of the query's trigrams the index has. */
function shares(names: string[], query: string) {
  const wanted = new Set(trigrams(profileOf(query).key));
  const own = names.map((name) => new Set(trigrams(profileOf(name).key)));
  const present = [...wanted].filter((g) => own.some((grams) => grams.has(g))).length;
  return { shared: own.map((grams) => [...grams].filter((g) => wanted.has(g)).length), floor: Math.max(2, Math.ceil(present / 3)) };
}

describe(CandidateIndex.name, () => {
  it('returns the entries sharing the most trigrams, most first, at most `limit`', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const parts = ['Curie', 'Marie', 'Pierre', 'Institute', 'Radium', 'Warsaw', 'Paris', 'Sorbonne', 'Nobel', 'Joliot'];
    const pick = () => parts[Math.floor(random() * parts.length)]!;
    const names = Array.from({ length: 400 }, () => `${pick()} ${pick()}`);
    const index = new CandidateIndex();
    names.forEach((name, i) => index.add(entity(i, name)));
    for (const query of ['Marie Curie', 'Pierre Curie', 'Radium Institute', 'Paris Sorbonne', 'Nobel Joliot']) {
      const { shared, floor } = shares(names, query);
      for (const limit of [1, 5, 12]) {
        const got = index.candidates(profileOf(query), limit).map((c) => Number(c.entity.id.slice(2)));
        const passing = shared.filter((n) => n >= floor).length;
        expect(got.length).toBe(Math.min(limit, passing));
        expect(new Set(got).size).toBe(got.length);
        const gotShares = got.map((i) => shared[i]!);
        expect(gotShares).toEqual([...gotShares].sort((x, y) => y - x));
        const left = shared.filter((n, i) => n >= floor && !got.includes(i));
        expect(Math.min(...gotShares)).toBeGreaterThanOrEqual(Math.max(0, ...left));
      }
    }
    expect(index.candidates(profileOf('Zzyzx Qwv'), 12)).toEqual([]);
  });

  it('offers nothing when the trigrams counted cannot reach the floor of two', () => {
    const index = new CandidateIndex();
    ['Quinn Berg', 'Quentin Abara', 'Anna Lindqvist'].forEach((name, i) => index.add(entity(i, name)));
    // "Q" has two trigrams; only its opening one ("  q") is in the index, so at most one is shared.
    expect(index.candidates(profileOf('Q'), 12)).toEqual([]);
    expect(index.candidates(profileOf('Quinn Berg'), 12).map((c) => c.entity.name)[0]).toBe('Quinn Berg');
  });

  it('keeps the first found among equal shares, past its first thousand entries', () => {
    const index = new CandidateIndex();
    // 3,000 entries (its scratch space grows), then 30 of one name: equal shares, found in the order they were added.
    for (let i = 0; i < 3000; i++) index.add(entity(i, `Person ${i} of Town ${i % 97}`));
    for (let i = 3000; i < 3030; i++) index.add(entity(i, 'Anna Lindqvist'));
    const got = index.candidates(profileOf('Ana Lindqvist'), 12).map((c) => c.entity.id);
    expect(got).toEqual(Array.from({ length: 12 }, (_, i) => `e-${3000 + i}`));
    // The scratch counts are left at zero: the same lookup again gives the same answer.
    expect(index.candidates(profileOf('Ana Lindqvist'), 12).map((c) => c.entity.id)).toEqual(got);
  });
});
