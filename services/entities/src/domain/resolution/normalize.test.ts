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

  it('writes Cyrillic the way English texts write Russian names', () => {
    expect(describeName('Борис Ельцин').core).toEqual(['boris', 'yeltsin']);
    expect(describeName('Марина Цветаева').core).toEqual(['marina', 'tsvetaeva']);
    expect(describeName('Фёдор Достоевский').core).toEqual(['fyodor', 'dostoevsky']);
    expect(describeName('Софія').core).toEqual(['sofia']);
  });

  it('keeps a trailing parenthetical qualifier apart from the name, and the key whole', () => {
    expect(describeName('Frida Kahlo (painter)')).toMatchObject({ core: ['frida', 'kahlo'], qualifier: ['painter'], key: 'frida kahlo painter' });
    expect(describeName('Frozen (2013 film)')).toMatchObject({ core: ['frozen'], numbers: [], qualifier: ['2013', 'film'] });
    expect(describeName('(Charles Darwin)')).toMatchObject({ core: ['charles', 'darwin'], qualifier: [] });
  });

  it('spells common words of names one way, without changing the key', () => {
    expect(describeName('Fort Worth')).toMatchObject({ core: ['ft', 'worth'], key: 'fort worth' });
    expect(describeName('International Business Machines').readsAs).toContain('ibm');
    expect(describeName('Toyota Motor Corporation')).toMatchObject({ core: ['toyota', 'motor'], designated: true });
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
