import { describeName, nameKey, profileOf, trigrams } from './normalize';

describe(nameKey.name, () => {
  it.each([
    ['  Marie   CURIE ', 'marie curie'],
    ['Antonín Dvořák', 'antonin dvorak'],
    ['Curie, Marie', 'marie curie'],
    ['Martin Luther King, Jr.', 'martin luther king jr'],
    ['J. R. R. Tolkien', 'jrr tolkien'],
    ['"Yahoo!"', 'yahoo'],
    ["McDonald's", 'mcdonalds'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Johnson & Johnson', 'johnson and johnson'],
    ['C++', 'c++'],
    ['C#', 'c#'],
    ['ＡＢＣ', 'abc'],
  ])('%j -> %j', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it('keeps marks that carry meaning outside Latin, Greek and Cyrillic scripts', () => {
    expect(nameKey('कमल')).not.toBe(nameKey('कमाल'));
  });

  it('gives names without letters or digits an empty key', () => {
    expect(nameKey(' ... ')).toBe('');
  });
});

describe(describeName.name, () => {
  it('reads numbers, including roman numerals after the first word', () => {
    expect(describeName('World War II').numbers).toEqual(['2']);
    expect(describeName('Vi Hart').numbers).toEqual([]);
    expect(describeName('Apollo 011').core).toEqual(['apollo', '11']);
  });

  it('strips titles, suffixes and a leading "the" from the core name', () => {
    expect(describeName('Dr. Jane Goodall PhD').core).toEqual(['jane', 'goodall']);
    expect(describeName('The Coca-Cola Company').core).toEqual(['coca', 'cola']);
    expect(describeName('Nestlé S.A.').core).toEqual(['nestle']);
    expect(describeName('Ken Griffey Jr.').generation).toBe('jr');
  });

  it('recognises acronyms only in upper case', () => {
    expect(describeName('N.A.S.A.').acronym).toBe('nasa');
    expect(describeName('Nasa').acronym).toBeUndefined();
  });

  it('transliterates non-Latin names for comparison', () => {
    expect(describeName('Москва')).toMatchObject({ transliterated: true, core: ['moskva'] });
  });
});

describe(trigrams.name, () => {
  it('pads the key so short words still have trigrams', () => {
    expect(trigrams('ab')).toEqual(['  a', ' ab', 'ab ']);
  });
});

describe(profileOf.name, () => {
  it('describes a name as describeName does, once per name', () => {
    const first = profileOf('Dr. Marie Curie-Skłodowska II');
    expect(first).toEqual(describeName('Dr. Marie Curie-Skłodowska II'));
    expect(profileOf('Dr. Marie Curie-Skłodowska II')).toBe(first);
    expect(profileOf('Pierre Curie')).toEqual(describeName('Pierre Curie'));
    expect(profileOf('Pierre Curie').key).not.toBe(first.key);
  });
});
