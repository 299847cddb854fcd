import { blend, lexical, trigramSimilarity } from './ranking';
import { wordSpans, rank } from './search';
import { contentWords, nameKey, predicateWords, textOf } from './texts';

describe('texts', () => {
  it('turns predicates into words and builds each kind’s text', () => {
    expect(predicateWords('born_in')).toBe('born in');
    expect(predicateWords('placeOfBirth')).toBe('place of birth');
    expect(textOf('triple', { subject: 'Marie Curie', predicate: 'wonAward', object: 'Nobel Prize' })).toBe('Marie Curie won award Nobel Prize');
    expect(textOf('entity', { name: 'Marie Curie', description: 'Physicist' })).toBe('Marie Curie. Physicist');
    expect(textOf('graph', { name: 'Physics', description: '' })).toBe('Physics');
  });

  it('normalises names loosely and keeps the words that carry meaning', () => {
    expect(nameKey('  Marie   CURIE! ')).toBe('marie curie');
    expect(nameKey('Zoë Ångström')).toBe('zoe angstrom');
    expect(contentWords('Where was Marie Curie born?')).toEqual(['marie', 'curie', 'born']);
  });
});

describe('ranking', () => {
  it('keeps similarity in [0, 1], never below the cosine, 1 only with an exact name', () => {
    expect(blend(0.4, 0)).toBe(0.4);
    expect(blend(-0.2, 0)).toBe(0);
    expect(blend(0.4, 1)).toBe(1);
    expect(blend(0.4, 0.5)).toBeCloseTo(0.7, 10);
  });

  it('scores an exact entity name 1, a name inside a question less, a near spelling less still', () => {
    expect(lexical('entity', 'Marie Curie', '', 'marie curie')).toBe(1);
    expect(lexical('entity', 'Where was Marie Curie born?', '', 'marie curie')).toBeCloseTo(0.5 * (2 / 3), 10);
    const typo = lexical('entity', 'Marie Curei', '', 'marie curie');
    expect(typo).toBeGreaterThan(0);
    expect(typo).toBeLessThan(0.35);
    expect(lexical('entity', 'Albert Camus', '', 'albert einstein')).toBe(0);
  });

  it('prefers the triple about the named entity that shares the question’s words', () => {
    const born = lexical('triple', 'Where was Marie Curie born?', 'Marie Curie born in Warsaw', 'marie curie');
    const discovered = lexical('triple', 'Where was Marie Curie born?', 'Marie Curie discovered Polonium', 'marie curie');
    const someoneElse = lexical('triple', 'Where was Marie Curie born?', 'Pierre Curie born in Paris', 'pierre curie');
    expect(born).toBeCloseTo(0.6, 10);
    expect(discovered).toBeGreaterThan(someoneElse);
    expect(born).toBeGreaterThan(discovered);
  });

  it('matches query words to a text’s words by their first five letters, and never shorter words that way', () => {
    // "physics" ~ "physicist", "pioneers" ~ "pioneer"; a four-letter word matches only itself. Twice: the second
    // time the text's words come from the cache.
    expect(lexical('graph', 'physics pioneers', 'Physicist pioneer archive', '')).toBeCloseTo(0.4, 10);
    expect(lexical('graph', 'physics pioneers', 'Physicist pioneer archive', '')).toBeCloseTo(0.4, 10);
    expect(lexical('graph', 'born', 'borne by the wind', '')).toBe(0);
    expect(lexical('graph', 'chemistry', 'Physicist pioneer archive', '')).toBe(0);
  });

  it('ranks by blended similarity, drops what falls below the threshold, keeps one hit per id', () => {
    const hit = (id: string, score: number, name = '') => ({ id, kind: 'entity' as const, score, text: name, name_key: nameKey(name), payload: '{}', index_id: null });
    const ranked = rank('entity', 'Marie Curie', [hit('a', 0.5, 'Pierre Curie'), hit('b', 0.2, 'Marie Curie'), hit('b', 0.2, 'Marie Curie'), hit('c', 0.1, 'Zed')], 0.3);
    expect(ranked.map((r) => [r.hit.id, r.similarity])).toEqual([['b', 1], ['a', 0.5]]);
  });

  it('measures trigram similarity and lists every word span', () => {
    expect(trigramSimilarity('marie curie', 'marie curie')).toBe(1);
    expect(trigramSimilarity('marie curie', 'zzz')).toBe(0);
    expect(wordSpans('where was marie curie', 2)).toEqual(['where', 'was', 'marie', 'curie', 'where was', 'was marie', 'marie curie']);
  });
});
