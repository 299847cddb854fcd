import { compareNames } from './compare';
import { describeName } from './normalize';

const compare = (a: string, b: string) => compareNames(describeName(a), describeName(b));

describe(compareNames.name, () => {
  it('joins names that differ only in spacing, and only those', () => {
    expect(compare('Leonardo DiCaprio', 'Leonardo Di Caprio')).toMatchObject({ same: true, kind: 'core', reason: 'same name but for spacing' });
    expect(compare('Leonardo Di Caprio', 'Leonardo DiCaprio')).toMatchObject({ same: true, reason: 'same name but for spacing' });
    expect(compare('Leonardo DiCaprio', 'Leonardo Di Capri')).toMatchObject({ same: false });
    expect(compare('Leonardo DiCaprio', 'Leonardo DiCaprios')).not.toMatchObject({ reason: 'same name but for spacing' });
  });

  it('allows one spelling difference in a word, two in a long one, and no more', () => {
    expect(compare('Marie Curie', 'Marie Currie')).toMatchObject({ same: true, reason: 'same words but for spelling' });
    expect(compare('Marie Curie', 'Marie Curiell')).toMatchObject({ same: false, reason: 'last words differ' });
    expect(compare('Alexandrina Mozart', 'Alexandrinaaa Mozart')).toMatchObject({ same: true, reason: 'same words but for spelling' });
    expect(compare('Alexandrina Mozart', 'Alexandrinaaaa Mozart')).toMatchObject({ same: false, reason: 'first words differ' });
    expect(compare('Wolfgang Mozart', 'Wolfgangus Mozart')).toMatchObject({ same: false, reason: 'first words differ' });
  });

  it('counts spelling differences over first, middle and last words together', () => {
    expect(compare('John Fitzgerald Kennedy', 'John Fitzgerald Kenedy')).toMatchObject({ same: true });
    expect(compare('John Fitzgerald Kennedy', 'John Fitzgeral Kenedy')).toMatchObject({ same: false, reason: 'too many spelling differences' });
    expect(compare('George Herbert Bush', 'George Walker Bush')).toMatchObject({ same: false, reason: 'middle names differ' });
  });

  it('reads an acronym from either side', () => {
    expect(compare('NASA', 'National Aeronautics and Space Administration')).toMatchObject({ same: true, kind: 'acronym' });
    expect(compare('National Aeronautics and Space Administration', 'NASA')).toMatchObject({ same: true, kind: 'acronym' });
  });
});
