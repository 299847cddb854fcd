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

  it('reads common words and their abbreviations inside a name as one word', () => {
    expect(compare('Fort Worth', 'Ft. Worth')).toMatchObject({ same: true });
    expect(compare('Mount Everest', 'Mt Everest')).toMatchObject({ same: true });
    expect(compare('Saint Louis', 'St. Louis')).toMatchObject({ same: true });
    expect(compare('Wall Street', 'Wall St.')).toMatchObject({ same: true });
    expect(compare('Doctor Jekyll and Mister Hyde', 'Dr. Jekyll and Mr. Hyde')).toMatchObject({ same: true });
    expect(compare('Corporation of London', 'Corp. of London')).toMatchObject({ same: true });
    expect(compare('International Olympic Committee', "Int'l Olympic Committee")).toMatchObject({ same: true });
    expect(compare('Lehman Brothers', 'Lehman Bros.')).toMatchObject({ same: true });
    expect(compare('Abdel Fattah el-Sisi', 'Abdel Fattah al-Sisi')).toMatchObject({ same: true });
    // The abbreviation is one word: it does not make different names alike.
    expect(compare('Fort Worth', 'Ft. Wayne')).toMatchObject({ same: false });
    expect(compare('St. Andrews', 'Saint Albans')).toMatchObject({ same: false });
  });

  it('reads "X (qualifier)" as X, and two different qualifiers as two entities', () => {
    expect(compare('Claude Monet (painter)', 'Claude Monet')).toMatchObject({ same: true, kind: 'core' });
    expect(compare('Tetris (video game)', 'Tetris')).toMatchObject({ same: true });
    expect(compare('Marie Curie (physicist)', 'Curie, Marie')).toMatchObject({ same: true });
    expect(compare('Nirvana (band)', 'Nirvana (American band)')).toMatchObject({ same: true });
    expect(compare('Python (snake)', 'Python (programming language)')).toMatchObject({ same: false, reason: 'qualifiers differ' });
    expect(compare('Titanic (1997 film)', 'Titanic (1953 film)')).toMatchObject({ same: false, reason: 'qualifiers differ' });
    // A name that is all parenthesis keeps its words.
    expect(compare('(Charles Darwin)', 'Charles Darwin')).toMatchObject({ same: true });
  });

  it('joins hyphenated, spaced and joined spellings of one word, short ones too, from either side', () => {
    expect(compare('X-Box', 'Xbox')).toMatchObject({ same: true, reason: 'same name but for spacing' });
    expect(compare('Xbox', 'X-Box')).toMatchObject({ same: true, reason: 'same name but for spacing' });
    expect(compare('Jell-O', 'Jello')).toMatchObject({ same: true });
    expect(compare('Jello', 'Jell-O')).toMatchObject({ same: true });
    expect(compare('Sky-Walker', 'Skywalker')).toMatchObject({ same: true });
    expect(compare('X-Box', 'X-Boy')).toMatchObject({ same: false });
  });

  it('never joins a name to the same first and last name with a middle name added, but allows a particle', () => {
    expect(compare('William Smith', 'William H. Smith')).toMatchObject({ same: false, reason: 'a middle name on one side only' });
    expect(compare('Paul Thomas Anderson', 'Paul Anderson')).toMatchObject({ same: false, reason: 'a middle name on one side only' });
    expect(compare('National Gallery', 'National Portrait Gallery')).toMatchObject({ same: false });
    expect(compare('Vincent van Gogh', 'Vincent Gogh')).toMatchObject({ same: true });
    expect(compare('Charles de Gaulle', 'Charles Gaulle')).toMatchObject({ same: true });
    expect(compare('Pierre-Simon Laplace', 'Pierre Laplace')).toMatchObject({ same: true });
    // Both sides naming the middle name still align it: an initial stands for the name.
    expect(compare('Mary Wollstonecraft Shelley', 'Mary W. Shelley')).toMatchObject({ same: true });
  });

  it('never joins Jr to a name without it', () => {
    expect(compare('Hank Williams', 'Hank Williams Jr.')).toMatchObject({ same: false, reason: 'Jr/Sr differ or on one side only' });
    expect(compare('Martin Luther King, Jr.', 'Dr. Martin Luther King Jr.')).toMatchObject({ same: true });
  });

  it('keeps a person apart from the company named after them, not a company from its own short name', () => {
    expect(compare('Walt Disney', 'The Walt Disney Company')).toMatchObject({ same: false, reason: 'a person and a company named after them' });
    expect(compare('Calvin Klein Inc.', 'Calvin Klein')).toMatchObject({ same: false });
    expect(compare('Walt Disney Co.', 'The Walt Disney Company')).toMatchObject({ same: true });
    expect(compare('Toyota Motor Corp', 'Toyota Motor')).toMatchObject({ same: true });
    expect(compare('Apple Inc.', 'Apple')).toMatchObject({ same: true });
  });

  it('reads a roman numeral made of one letter, or with L or C, only at the end of a name', () => {
    expect(compare('Samuel L. Jackson', 'Samuel Leroy Jackson')).toMatchObject({ same: true });
    expect(compare('Super Bowl 50', 'Super Bowl L')).toMatchObject({ same: true });
    expect(compare('Super Bowl L', 'Super Bowl LI')).toMatchObject({ same: false, reason: 'numbers differ' });
    expect(compare('Star Wars Episode IV A New Hope', 'Star Wars Episode 4 A New Hope')).toMatchObject({ same: true });
  });
});
