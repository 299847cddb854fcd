import type { Triple } from './api';
import { groupByPredicate } from './neighbours';

const ADA = 'ada';
let n = 0;
const triple = (subject: string, predicate: string, object: string | undefined): Triple => ({
  id: `t${n++}`, subject, predicate, object: object ?? 'a literal', object_type: object ? 'entity' : 'literal', index_id: 'i',
  subject_entity_id: subject, object_entity_id: object, created_at: '',
});

describe(groupByPredicate.name, () => {
  it('groups links by predicate and direction, largest first, leaving literal facts out', () => {
    const groups = groupByPredicate(ADA, [
      triple(ADA, 'works_at', 'society'),
      triple(ADA, 'works_at', 'institution'),
      triple(ADA, 'works_at', 'institution'),
      triple(ADA, 'born_on', undefined),
      triple('babbage', 'works_at', ADA),
      triple(ADA, 'born_in', 'london'),
    ]);
    expect(groups.map((g) => [g.direction, g.predicate, g.triples.length, g.neighbours])).toEqual([
      ['out', 'works_at', 3, 2],
      ['out', 'born_in', 1, 1],
      ['in', 'works_at', 1, 1],
    ]);
  });

  it('counts a triple once when pages overlap, and ignores triples not touching the entity', () => {
    const same = triple(ADA, 'knows', 'babbage');
    expect(groupByPredicate(ADA, [same, same, triple('x', 'knows', 'y')]).map((g) => g.triples.length)).toEqual([1]);
  });
});
