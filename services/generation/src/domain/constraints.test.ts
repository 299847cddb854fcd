import { composeDescription, enforce, toPredicate } from './constraints';

const t = (subject: string, predicate: string, object: string, extra = {}) => ({ subject, predicate, object, object_type: 'entity' as const, ...extra });

describe(enforce.name, () => {
  const none = { predicates: [], subjectEntity: '', tripleCount: 10, sources: [] };

  it('drops triples whose predicate is not allowed, comparing in snake_case', () => {
    const kept = enforce([t('Curie', 'born in', 'Warsaw'), t('Curie', 'bornIn', 'Poland'), t('Curie', 'won', 'Nobel')], { ...none, predicates: ['born_in'] });
    expect(kept.map((k) => [k.predicate, k.object])).toEqual([['born_in', 'Warsaw'], ['born_in', 'Poland']]);
  });

  it('drops triples about another subject and spells the kept ones exactly as subject_entity', () => {
    const kept = enforce([t('marie curie', 'born_in', 'Warsaw'), t('Pierre Curie', 'born_in', 'Paris')], { ...none, subjectEntity: 'Marie Curie' });
    expect(kept).toEqual([{ subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', object_type: 'entity' }]);
  });

  it('keeps at most triple_count, without duplicates, empties or oversized values', () => {
    const kept = enforce(
      [t('A', 'p', 'x'), t('a', 'P', 'X'), t('', 'p', 'y'), t('B', 'p', 'y'.repeat(501)), t('C', 'p', 'z'), t('D', 'p', 'w')],
      { ...none, tripleCount: 2 },
    );
    expect(kept.map((k) => k.subject)).toEqual(['A', 'C']);
  });

  it('keeps a source only when it is one of the search results', () => {
    const sources = [{ url: 'https://example.org/curie', title: '', content: '' }];
    const kept = enforce([t('A', 'p', 'x', { source: 'https://example.org/curie' }), t('B', 'p', 'y', { source: 'https://made.up/' })], { ...none, sources });
    expect(kept.map((k) => k.source)).toEqual(['https://example.org/curie', undefined]);
  });

  it('keeps a stated validity the triples service accepts, and drops a malformed or reversed one without dropping the fact', () => {
    const dated = (valid_from?: string, valid_to?: string) => t('Ada', 'lived_in', `London ${valid_from}${valid_to}`, { valid_from, valid_to });
    const kept = enforce([dated('1995-01-01', '2002-01-01'), dated('1903'), dated('2001-01-01', '1995-01-01'), dated(undefined, '2001-02-30')], none);
    expect(kept.map((k) => [k.valid_from ?? null, k.valid_to ?? null])).toEqual([['1995-01-01', '2002-01-01'], [null, null], [null, null], [null, null]]);
  });

  it('turns camelCase and spaces into snake_case predicates', () => {
    expect(toPredicate(' bornIn ')).toBe('born_in');
    expect(toPredicate('Capital of')).toBe('capital_of');
  });
});

describe(composeDescription.name, () => {
  it('writes the facts about the entity, then the facts that mention it', () => {
    const facts = [
      { subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', subject_entity_id: 'e1' },
      { subject: 'Pierre Curie', predicate: 'married', object: 'Marie Curie', subject_entity_id: 'e2' },
    ];
    expect(composeDescription('Marie Curie', facts, 'e1')).toBe('Marie Curie: born in Warsaw. Related: Pierre Curie married Marie Curie.');
    expect(composeDescription('Nobody', [], 'e3')).toBe('Nobody has no recorded facts yet.');
  });
});
