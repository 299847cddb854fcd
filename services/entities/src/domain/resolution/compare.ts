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

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

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

interface TokenOptions {
  initials: boolean;
  /** The whole name is this one word: nothing else corroborates it, so demand a longer word. */
  singleWord: boolean;
  transliterated: boolean;
}

function tokenMatch(a: string, b: string, options: TokenOptions): TokenMatch {
  if (a === b) return 'equal';
  if (options.initials && ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b)))) return 'initial';
  const shorter = Math.min(a.length, b.length);
  if (/\d/.test(a) || /\d/.test(b) || shorter < (options.singleWord ? 8 : 4)) return undefined;
  const allowed = shorter >= 9 ? 2 : 1;
  if (sameStart(a, b) && damerauLevenshtein(a, b) <= allowed && !(shorter < 9 && isVowelSwap(a, b))) return 'typo';
  if (options.transliterated && shorter >= 4) {
    const [pa, sa] = doubleMetaphone(a);
    const [pb, sb] = doubleMetaphone(b);
    if ((pa === pb || pa === sb || sa === pb) && jaroWinkler(a, b) >= 0.85) return 'typo';
  }
  return undefined;
}

/**
 * Decides whether two names denote the same entity. Signals, strongest first: equal exact keys; equal core names
 * (titles, suffixes, "the", spacing ignored); an upper-case acronym of the other name; then a conservative token
 * alignment (first and last words must match, one spelling difference at most, middle names may be missing on
 * one side only). A contradiction (different numbers or codes, Jr vs Sr) rules a match out before any of the
 * weaker signals is read.
 */
export function compareNames(a: NameProfile, b: NameProfile): Verdict {
  const coreA = a.coreText;
  const coreB = b.coreText;
  const similarity = () => (coreA && coreB ? jaroWinkler(coreA, coreB) : 0);
  const no = (reason: string): Verdict => ({ same: false, reason, score: 0 });
  if (a.key && a.key === b.key) return { same: true, kind: 'exact', reason: 'same normalised name', score: 1 };
  if (!sameList(a.numbers, b.numbers)) return no('numbers differ');
  if (!sameList(a.codes, b.codes)) return no('codes differ');
  if (a.generation && b.generation && a.generation !== b.generation) return no('Jr/Sr differ');
  if (coreA && coreA === coreB) return { same: true, kind: 'core', reason: 'same name without titles or suffixes', score: 1 };
  if (coreA.length >= 6 && coreA.replace(/ /g, '') === coreB.replace(/ /g, '')) {
    return { same: true, kind: 'core', reason: 'same name but for spacing', score: 1 };
  }

  for (const [short, long] of [[a, b], [b, a]] as const) {
    if (short.acronym && long.readsAs.includes(short.acronym)) {
      return { same: true, kind: 'acronym', reason: `acronym of "${long.words.join(' ')}"`, score: similarity() };
    }
  }

  const [s, l] = a.core.length <= b.core.length ? [a.core, b.core] : [b.core, a.core];
  const transliterated = a.transliterated || b.transliterated;
  if (s.length === 0) return no('nothing to compare');

  if (s.length === 1) {
    if (l.length !== 1) return no('one word against several');
    const match = tokenMatch(s[0]!, l[0]!, { initials: false, singleWord: true, transliterated });
    return match ? { same: true, kind: 'fuzzy', reason: 'one long word with a small spelling difference', score: similarity() } : no('different words');
  }

  let typos = 0;
  const options = { initials: true, singleWord: false, transliterated };
  const matches = (match: TokenMatch) => {
    if (match === 'typo') typos += 1;
    return match !== undefined;
  };
  if (!matches(tokenMatch(s[0]!, l[0]!, options))) return no('first words differ');
  if (!matches(tokenMatch(s.at(-1)!, l.at(-1)!, { ...options, initials: false }))) return no('last words differ');

  const middleS = s.slice(1, -1);
  const middleL = l.slice(1, -1);
  if (middleS.length > 0) {
    // Both sides name middle words: they must correspond one to one (George H. W. Bush is not George W. Bush).
    if (middleS.length !== middleL.length) return no('middle names differ');
    for (let i = 0; i < middleS.length; i += 1) {
      if (!matches(tokenMatch(middleS[i]!, middleL[i]!, options))) return no('middle names differ');
    }
  }
  // Transliterations vary in several places at once (Fyodor Dostoevsky / Fedor Dostoevskiy).
  if (typos > (transliterated ? 2 : 1)) return no('too many spelling differences');
  // Words that only match through a spelling difference need the whole names to look alike as well.
  const score = similarity();
  if (typos > 0 && score < 0.75) return no('names too far apart');
  return { same: true, kind: 'fuzzy', reason: typos ? 'same words but for spelling' : 'same words, initials or middle names', score };
}
