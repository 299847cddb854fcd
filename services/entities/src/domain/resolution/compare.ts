import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein';
import jaroWinkler from 'talisman/metrics/jaro-winkler';
import doubleMetaphone from 'talisman/phonetics/double-metaphone';
import type { NameProfile } from './normalize';

export type MatchKind = 'exact' | 'core' | 'acronym' | 'fuzzy';

export interface Verdict {
  same: boolean;
  kind?: MatchKind;
  /** Why: the signal that matched, or the contradiction that ruled a match out. */
  reason: string;
  /**
   * Jaro-Winkler similarity in [0, 1] of the core names, for ranking the candidates that match; 0 for a non-match
   * (computed only where needed: most candidates are ruled out by cheaper signals first).
   */
  score: number;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

// compareNames runs ~25 times for every new name a bulk load brings (its fuzzy candidates), nearly always to say no:
// it allocates nothing on the way to a verdict, and every "no" is one shared object (docs/benchmarks.md).
const NO = Object.freeze({
  numbers: no('numbers differ'),
  codes: no('codes differ'),
  generation: no('Jr/Sr differ or on one side only'),
  nothing: no('nothing to compare'),
  oneWord: no('one word against several'),
  words: no('different words'),
  first: no('first words differ'),
  last: no('last words differ'),
  middle: no('middle names differ'),
  extraMiddle: no('a middle name on one side only'),
  qualifier: no('qualifiers differ'),
  founder: no('a person and a company named after them'),
  typos: no('too many spelling differences'),
  far: no('names too far apart'),
});

function no(reason: string): Verdict {
  return Object.freeze({ same: false, reason, score: 0 });
}

function sameList(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** a.replace(/ /g, '') === b.replace(/ /g, ''), without building either. */
function sameButSpaces(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && a.charCodeAt(i) === 32) i += 1;
    while (j < b.length && b.charCodeAt(j) === 32) j += 1;
    if (i === a.length || j === b.length) return i === a.length && j === b.length;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
    i += 1;
    j += 1;
  }
}

/**
 * One vowel swapped for another (Columbia / Colombia, Bruni / Bruno) usually names something else; i and y are
 * the exception, being spelling variants of one sound (Sergei / Sergey).
 */
function isVowelSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diffs = [...a].map((c, i) => [c, b[i]!] as const).filter(([x, y]) => x !== y);
  if (diffs.length !== 1) return false;
  const [x, y] = diffs[0]!;
  return VOWELS.has(x) && VOWELS.has(y) && !(['i', 'y'].includes(x) && ['i', 'y'].includes(y));
}

/** People rarely mistype a first letter; a dropped leading letter (Tchaikovsky / Chaikovsky) is the exception. */
const sameStart = (a: string, b: string) => a[0] === b[0] || a.slice(1) === b || b.slice(1) === a;

type TokenMatch = 'equal' | 'initial' | 'typo' | undefined;

const DIGIT = /\d/;

/**
 * Whether two words are one: equal; one the other's initial (where `initials`); or one small spelling difference.
 * `singleWord`: the whole name is this one word, so nothing else corroborates it and a longer word is demanded.
 */
function tokenMatch(a: string, b: string, initials: boolean, singleWord: boolean, transliterated: boolean): TokenMatch {
  if (a === b) return 'equal';
  if (initials && ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b)))) return 'initial';
  const shorter = Math.min(a.length, b.length);
  if (shorter < (singleWord ? 8 : 4) || DIGIT.test(a) || DIGIT.test(b)) return undefined;
  const allowed = shorter >= 9 ? 2 : 1;
  // The edit distance is at least the difference in length: most pairs are ruled out before it is computed.
  if (Math.abs(a.length - b.length) <= allowed && sameStart(a, b) && damerauLevenshtein(a, b) <= allowed && !(shorter < 9 && isVowelSwap(a, b))) {
    return 'typo';
  }
  if (transliterated && shorter >= 4) {
    const [pa, sa] = doubleMetaphone(a);
    const [pb, sb] = doubleMetaphone(b);
    if ((pa === pb || pa === sb || sa === pb) && jaroWinkler(a, b) >= 0.85) return 'typo';
  }
  return undefined;
}

/** Whether every word of the shorter qualifier is in the longer ("band" and "American band"; not "1984 film" and "2021 film"). */
function compatibleQualifiers(a: readonly string[], b: readonly string[]): boolean {
  const s = a.length <= b.length ? a : b;
  const l = s === a ? b : a;
  for (let i = 0; i < s.length; i += 1) if (!l.includes(s[i]!)) return false;
  return true;
}

const similarity = (a: NameProfile, b: NameProfile) => (a.coreText && b.coreText ? jaroWinkler(a.coreText, b.coreText) : 0);

/**
 * Decides whether two names denote the same entity. Signals, strongest first: equal exact keys; equal core names
 * (titles, suffixes, "the", spacing ignored); an upper-case acronym of the other name; then a conservative token
 * alignment (first and last words must match, one spelling difference at most, middle words must correspond; a
 * family-name particle may be missing on one side). A contradiction (different numbers or codes, Jr vs Sr, different
 * qualifiers, a person against a company bearing their name) rules a match out before any of the weaker signals.
 */
export function compareNames(a: NameProfile, b: NameProfile): Verdict {
  const coreA = a.coreText;
  const coreB = b.coreText;
  if (a.key && a.key === b.key) return { same: true, kind: 'exact', reason: 'same normalised name', score: 1 };
  if (!sameList(a.numbers, b.numbers)) return NO.numbers;
  if (!sameList(a.codes, b.codes)) return NO.codes;
  // Jr against Sr, and Jr on one side only (Hank Williams is not Hank Williams Jr.): as with a middle name, the
  // shorter form joins the longer only as a known alias.
  if (a.generation !== b.generation) return NO.generation;
  // "Mercury (planet)" and "Mercury (element)"; a qualifier on one side only is no contradiction.
  if (a.qualifier.length > 0 && b.qualifier.length > 0 && !compatibleQualifiers(a.qualifier, b.qualifier)) return NO.qualifier;
  if ((a.personLike && b.designated) || (b.personLike && a.designated)) return NO.founder;
  if (coreA && coreA === coreB) return { same: true, kind: 'core', reason: 'same name without titles or suffixes', score: 1 };
  // Hyphenated, spaced and joined spellings of one word (Spider-Man, Spider Man, Spiderman; Wi-Fi, WiFi).
  if ((coreA.length >= 5 || coreB.length >= 5) && sameButSpaces(coreA, coreB)) {
    return { same: true, kind: 'core', reason: 'same name but for spacing', score: 1 };
  }

  if (a.acronym && b.readsAs.includes(a.acronym)) {
    return { same: true, kind: 'acronym', reason: `acronym of "${b.words.join(' ')}"`, score: similarity(a, b) };
  }
  if (b.acronym && a.readsAs.includes(b.acronym)) {
    return { same: true, kind: 'acronym', reason: `acronym of "${a.words.join(' ')}"`, score: similarity(a, b) };
  }

  const s = a.core.length <= b.core.length ? a.core : b.core;
  const longer = a.core.length <= b.core.length ? b : a;
  const l = longer.core;
  const transliterated = a.transliterated || b.transliterated;
  if (s.length === 0) return NO.nothing;

  if (s.length === 1) {
    if (l.length !== 1) return NO.oneWord;
    const match = tokenMatch(s[0]!, l[0]!, false, true, transliterated);
    return match ? { same: true, kind: 'fuzzy', reason: 'one long word with a small spelling difference', score: similarity(a, b) } : NO.words;
  }

  const first = tokenMatch(s[0]!, l[0]!, true, false, transliterated);
  if (first === undefined) return NO.first;
  const last = tokenMatch(s[s.length - 1]!, l[l.length - 1]!, false, false, transliterated);
  if (last === undefined) return NO.last;
  let typos = (first === 'typo' ? 1 : 0) + (last === 'typo' ? 1 : 0);

  if (s.length === 2) {
    // John Smith and John A. Smith are two people unless one is known as the other (an alias, matched by key before
    // any comparison); a particle (Ludwig van Beethoven) is part of the family name, not a middle name.
    // The second half of a hyphenated given name (Pierre-Simon Laplace) is no middle name either.
    for (let i = 1; i < l.length - 1; i += 1) if (!longer.particles[i] && !(i === 1 && longer.compoundFirst)) return NO.extraMiddle;
  } else if (s.length > 2) {
    // Both sides name middle words: they must correspond one to one (George H. W. Bush is not George W. Bush).
    if (s.length !== l.length) return NO.middle;
    for (let i = 1; i < s.length - 1; i += 1) {
      const middle = tokenMatch(s[i]!, l[i]!, true, false, transliterated);
      if (middle === undefined) return NO.middle;
      if (middle === 'typo') typos += 1;
    }
  }
  // Transliterations vary in several places at once (Fyodor Dostoevsky / Fedor Dostoevskiy).
  if (typos > (transliterated ? 2 : 1)) return NO.typos;
  // Words that only match through a spelling difference need the whole names to look alike as well.
  const score = similarity(a, b);
  if (typos > 0 && score < 0.75) return NO.far;
  return { same: true, kind: 'fuzzy', reason: typos ? 'same words but for spelling' : 'same words, initials or middle names', score };
}
