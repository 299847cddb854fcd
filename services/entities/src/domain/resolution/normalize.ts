import { LRUCache } from 'lru-cache';
import { transliterate } from 'transliteration';

/**
 * Name normalisation for entity resolution.
 *
 * `nameKey` is the exact-match key stored with a unique constraint per account and index: NFKC, case-folded,
 * diacritics folded, punctuation and whitespace reduced to single spaces, "Last, First" reordered, runs of
 * initials joined ("J. R. R." -> "jrr"). Two names with the same key are the same entity, always.
 *
 * `describeName` derives what the fuzzy comparator needs: core tokens (titles, corporate suffixes and a leading
 * "the" removed; roman numerals as numbers; common words in one abbreviated spelling), numbers, generational suffixes,
 * a trailing parenthetical qualifier, and a Latin transliteration. None of it changes the key, so stored keys stay valid.
 */

const FOLDABLE = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;
const SEPARATORS = /[\s\-‐-―_./\\,;:()[\]{}"“”„«»‹›!?¡¿*•·|~^<>=]+/u;

const TITLES = new Set(['dr', 'doctor', 'prof', 'professor', 'mr', 'mrs', 'ms', 'miss', 'mx', 'sir', 'dame', 'lord', 'lady', 'rev', 'hon']);
const POST_NOMINALS = new Set(['phd', 'md', 'esq', 'obe', 'mbe', 'cbe', 'kbe', 'frs']);
const CORPORATE = new Set([
  'inc', 'incorporated', 'ltd', 'limited', 'llc', 'llp', 'corp', 'corporation', 'co', 'company', 'plc', 'gmbh', 'ag', 'sa',
  'nv', 'bv', 'se', 'spa', 'srl', 'oy', 'ab', 'as', 'kk', 'pty', 'group',
]);
const GENERATIONAL = new Map([['jr', 'jr'], ['junior', 'jr'], ['sr', 'sr'], ['senior', 'sr']]);
/** Words skipped when reading an acronym from a full name ("United States of America" -> USA). */
const ACRONYM_SKIP = new Set(['of', 'and', 'the', 'for', 'de', 'du', 'des', 'la', 'le', 'der', 'von', 'van', 'y', 'et', 'in', 'on', 'pour', 'di', 'del', 'da']);

/** The initials of a name's words, skipping ACRONYM_SKIP words and numbers: ["united", "states", "of", "america"] -> "usa". */
function acronymOf(tokens: string[]): string {
  return tokens
    .filter((t) => !ACRONYM_SKIP.has(t) && !/^\d+$/.test(t))
    .map((t) => t[0])
    .join('');
}

/**
 * Common words of names and the one spelling the core uses for them (the abbreviation), so "Fort Worth" is "Ft. Worth"
 * and "International Rescue Committee" is "Intl. Rescue Committee". Only words whose abbreviation is not itself a
 * word people use in names ("Col", "Gen" and "No" are left out). "St" stands for both Saint and Street, which never
 * take each other's place in a name. The Arabic article is written "el" as often as "al".
 */
const ABBREVIATIONS = new Map([
  ['fort', 'ft'], ['mount', 'mt'], ['mountain', 'mtn'], ['saint', 'st'], ['sankt', 'st'], ['sainte', 'ste'], ['street', 'st'],
  ['avenue', 'ave'], ['boulevard', 'blvd'], ['road', 'rd'], ['doctor', 'dr'], ['mister', 'mr'], ['professor', 'prof'],
  ['sergeant', 'sgt'], ['captain', 'capt'], ['lieutenant', 'lt'], ['corporation', 'corp'], ['incorporated', 'inc'],
  ['limited', 'ltd'], ['company', 'co'], ['international', 'intl'], ['national', 'natl'], ['department', 'dept'],
  ['university', 'univ'], ['institute', 'inst'], ['brothers', 'bros'], ['laboratories', 'labs'], ['laboratory', 'lab'],
  ['associated', 'assoc'], ['association', 'assn'], ['government', 'govt'], ['manufacturing', 'mfg'], ['el', 'al'],
]);

/**
 * Given names common enough that a two-word name opening with one is likely a person: with a corporate suffix on the
 * other side only ("Walt Disney" / "Walt Disney Company"), the pair is a founder and the company, not one entity.
 */
const GIVEN_NAMES = new Set(
  ('aaron adam adrian alan albert alex alexander alfred alice amanda amy andrea andrew angela ann anna anne anthony ' +
    'antonio arthur barbara ben benjamin betty bill billy bob bobby brian bruce calvin carl carlos carol catherine ' +
    'charles charlie chris christian christopher claude daniel david dennis diana donald dorothy douglas edward elizabeth ' +
    'elon emily emma enzo eric ernest estee eugene frank fred frederick gary george gerald giorgio giovanni gordon grace ' +
    'hans harold harry helen henry howard hugo isaac jack jacob james jane janet jean jeff jennifer jerry jim joan joe ' +
    'johann john jose joseph juan julia karen karl kate kenneth kevin larry laura lawrence leo leon levi linda lisa louis ' +
    'margaret maria marie mark martha martin mary matthew michael nancy nicholas oliver patricia patrick paul peter philip ' +
    'pierre ralph raymond richard robert roger ronald rose roy ruth samuel sarah scott sean simon stephen steve steven ' +
    'susan thomas tim timothy tom tommy victor walt walter wayne william').split(' '),
);

/** Little words between a given name and a family name that are part of the family name, not a middle name. */
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'da', 'di', 'du', 'del', 'della', 'des', 'la', 'le', 'dos', 'das', 'do', 'bin', 'ibn', 'al', 'ter', 'ten', 'zu', 'y']);

/** A trailing ", X" that is part of the name rather than a reordered given name. */
const COMMA_SUFFIXES = new Set([...CORPORATE, ...GENERATIONAL.keys(), ...POST_NOMINALS, 'ii', 'iii', 'iv']);

const ROMAN = /^(?=[ivxlc]+$)c{0,3}(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

function romanValue(token: string): number | undefined {
  if (!token || !ROMAN.test(token)) return undefined;
  let total = 0;
  for (let i = 0; i < token.length; i += 1) {
    const value = ROMAN_VALUES[token[i]!]!;
    const next = ROMAN_VALUES[token[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** Latin letters that carry their "diacritic" in the letter itself, so NFD cannot separate it. */
const LETTER_FOLDS: Record<string, string> = { ß: 'ss', ı: 'i', ł: 'l', ø: 'o', đ: 'd', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd' };

/** Unicode and case folding shared by every key: NFKC, lower case, ß -> ss, Latin/Greek/Cyrillic marks removed. */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[ßıłøđæœþð]/g, (c) => LETTER_FOLDS[c]!)
    .normalize('NFD')
    .replace(FOLDABLE, '$1')
    .normalize('NFC')
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ');
}

/** Reorders "Last, First" (one comma, short name-like halves); "King, Jr." style suffixes just lose the comma. */
function reorderComma(folded: string): string {
  const parts = folded.split(',');
  if (parts.length !== 2) return folded;
  const [left, right] = parts.map((p) => p.trim()) as [string, string];
  const rightTokens = right.split(SEPARATORS).filter(Boolean);
  const leftTokens = left.split(SEPARATORS).filter(Boolean);
  if (rightTokens.length === 0 || leftTokens.length === 0) return folded;
  if (rightTokens.every((t) => COMMA_SUFFIXES.has(t))) return `${left} ${right}`;
  const nameLike = (tokens: string[]) => tokens.every((t) => !/\d/.test(t));
  if (leftTokens.length <= 2 && rightTokens.length <= 3 && nameLike(leftTokens) && nameLike(rightTokens)) return `${right} ${left}`;
  return `${left} ${right}`;
}

/** Splits a folded name into tokens, keeping `#` and `+` (C#, C++) and joining runs of single letters when asked. */
function tokenize(folded: string, joinInitials: boolean): string[] {
  const tokens = folded.split(SEPARATORS).filter(Boolean);
  if (!joinInitials) return tokens;
  const joined: string[] = [];
  let run = '';
  for (const token of tokens) {
    if (token.length === 1 && /\p{L}/u.test(token)) {
      run += token;
      continue;
    }
    if (run) joined.push(run);
    run = '';
    joined.push(token);
  }
  if (run) joined.push(run);
  return joined;
}

/** The exact-match key: equal keys are the same entity. Empty for names with no letters or digits. */
export function nameKey(name: string): string {
  return tokenize(reorderComma(fold(name)), true).join(' ');
}

/** A corporate suffix written as single letters ("S.A.", "N. V.") becomes one token so it is recognised. */
function dropSpelledSuffix(tokens: string[]): string[] {
  let start = tokens.length;
  while (start > 1 && tokens[start - 1]!.length === 1) start -= 1;
  const tail = tokens.slice(start).join('');
  return start < tokens.length && tail.length > 1 && CORPORATE.has(tail) ? [...tokens.slice(0, start), tail] : tokens;
}

export interface NameProfile {
  /** The exact key. */
  key: string;
  /** Every word but a leading "the", for reading acronyms. */
  words: string[];
  /** Tokens without titles, post-nominals, corporate and generational suffixes or a leading "the"; numbers normalised. */
  core: string[];
  /** `core` joined by single spaces. */
  coreText: string;
  /** The key's character trigrams (see trigrams), for candidate retrieval. */
  grams: string[];
  /** Numbers written in the name (digits or roman numerals), sorted; must agree for a match. */
  numbers: string[];
  /** Tokens that mix letters and digits (model codes such as asr1603); must agree for a match. */
  codes: string[];
  generation?: string;
  /** The surface form was one upper-case word of 2 to 6 letters, possibly dotted: NASA, U.S.A. */
  acronym?: string;
  /**
   * The acronyms a name of two or more words reads as (initials of `words`, and of `core`: BBC is British Broadcasting
   * Corporation, IBM is not ... Machines Corp.), skipping "of", "and" and the like; only 2 to 6 letters, as `acronym`.
   */
  readsAs: string[];
  /**
   * Last word and first initial ("wells h" for Herbert George Wells and for H. G. Wells) when there are two words or
   * more: compareNames lets a first word be an initial, never the last.
   */
  initials?: string;
  /** Was written in a non-Latin script and transliterated. */
  transliterated: boolean;
  /** The words of a trailing parenthetical qualifier ("painter" in "Frida Kahlo (painter)"), sorted; empty if none. */
  qualifier: readonly string[];
  /** A corporate suffix (Inc., Company, AG...) was removed from the core. */
  designated: boolean;
  /** Two words or more, the first a common given name, and no corporate suffix: a person's name, most likely. */
  personLike: boolean;
  /** For each core token, whether it is a family-name particle (van, von, de, bin...). */
  particles: boolean[];
  /** The first two core words are one hyphenated given name (Pierre-Simon, Jean-Paul). */
  compoundFirst: boolean;
}

const NO_QUALIFIER: readonly string[] = Object.freeze([]);

/**
 * Cyrillic to Latin as English texts usually write Russian, Ukrainian and Bulgarian names (Yeltsin, Tsvetaeva,
 * Dostoevsky, Maria), where the general transliterator gives Elcin, Cvetaeva, Dostoevskiy and Mariya.
 */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u', ђ: 'dj', ј: 'j', љ: 'lj',
  њ: 'nj', ћ: 'c', џ: 'dz',
};

function romanizeCyrillic(text: string): string {
  if (!/\p{Script=Cyrillic}/u.test(text)) return text;
  return text
    .toLowerCase()
    .replace(/(^|[^\p{L}])е/gu, '$1ye')
    .replace(/[ыи]й(?=$|[^\p{L}])/gu, 'y')
    .replace(/([иі])я/gu, '$1a')
    .replace(/\p{Script=Cyrillic}/gu, (c) => CYRILLIC[c] ?? c);
}

/** "Frida Kahlo (painter)": the name and the qualifier Wikipedia-style titles add to tell namesakes apart. */
const QUALIFIED = /^(.*[\p{L}\p{N}].*?)\s*\(([^()]*[\p{L}\p{N}][^()]*)\)\s*$/u;

export function describeName(name: string): NameProfile {
  const qualified = name.includes(')') ? QUALIFIED.exec(name) : null;
  const base = qualified ? qualified[1]! : name;
  const transliterated = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(base);
  const latin = transliterated ? transliterate(romanizeCyrillic(base)) : base;
  const folded = reorderComma(fold(latin));
  const tokens = dropSpelledSuffix(tokenize(folded, false)).map((token) => ABBREVIATIONS.get(token) ?? token);
  let designated = false;
  const numbers: string[] = [];
  const codes: string[] = [];
  let generation: string | undefined;
  const core: string[] = [];
  tokens.forEach((token, index) => {
    if (TITLES.has(token) && index < tokens.length - 1) return;
    if (POST_NOMINALS.has(token) && index > 0) return;
    if (CORPORATE.has(token) && index > 0) {
      designated = true;
      return;
    }
    if (GENERATIONAL.has(token) && index > 0) {
      generation = GENERATIONAL.get(token);
      return;
    }
    if (token === 'the' && index === 0 && tokens.length > 1) return;
    if (/^\d+$/.test(token)) {
      const value = String(Number(token));
      numbers.push(value);
      core.push(value);
      return;
    }
    // Roman numerals count as numbers after the first word (World War II, Henry VIII), never as the first word; one
    // with L or C, or of one letter, only as the last word (Super Bowl L), as elsewhere it is an initial (Samuel L.
    // Jackson) or a syllable (A Li Ba Ba).
    const last = index === tokens.length - 1;
    const roman = index > 0 && token.length <= 6 && (last || (token.length > 1 && !/[lc]/.test(token))) ? romanValue(token) : undefined;
    if (roman !== undefined) {
      numbers.push(String(roman));
      core.push(String(roman));
      return;
    }
    if (/\d/.test(token) && /\p{L}/u.test(token)) codes.push(token.replace(/[^\p{L}\p{N}]/gu, ''));
    core.push(token);
  });
  const compact = base.trim().replace(/\./g, '');
  const acronym = /^\p{Lu}{2,6}$/u.test(compact) ? compact.toLowerCase() : undefined;
  const key = nameKey(name);
  const coreTokens = core.length > 0 ? core : tokens;
  const words = tokens[0] === 'the' && tokens.length > 1 ? tokens.slice(1) : tokens;
  const readsAs = words.length < 2 ? [] : [...new Set([acronymOf(words), acronymOf(coreTokens)])].filter((a) => a.length >= 2 && a.length <= 6);
  return {
    key,
    words,
    core: coreTokens,
    coreText: coreTokens.join(' '),
    // A name in another script is also found by its transliteration (the key keeps the original script).
    grams: transliterated ? [...new Set([...trigrams(key), ...trigrams(coreTokens.join(' '))])] : trigrams(key),
    numbers: numbers.sort(),
    codes: codes.sort(),
    generation,
    acronym,
    readsAs,
    initials: coreTokens.length >= 2 ? `${coreTokens.at(-1)} ${coreTokens[0]![0]}` : undefined,
    transliterated,
    qualifier: qualified ? tokenize(fold(qualified[2]!), false).sort() : NO_QUALIFIER,
    designated,
    personLike: !designated && coreTokens.length >= 2 && GIVEN_NAMES.has(coreTokens[0]!),
    particles: coreTokens.map((token) => PARTICLES.has(token)),
    compoundFirst: coreTokens.length >= 3 && /^\p{L}+$/u.test(coreTokens[0]!) && folded.includes(`${coreTokens[0]}-${coreTokens[1]}`),
  };
}

const profiles = new LRUCache<string, NameProfile>({ max: 50_000 });

/**
 * describeName, remembered for the most recent 50,000 names: the same names come back batch after batch (a bulk load
 * names each entity many times), and describing one is most of resolving a known name. Callers must not change the
 * profile they get (it is shared).
 */
export function profileOf(name: string): NameProfile {
  let profile = profiles.get(name);
  if (profile === undefined) {
    profile = describeName(name);
    profiles.set(name, profile);
  }
  return profile;
}

/** Character trigrams of the key, padded, for candidate retrieval. */
export function trigrams(key: string): string[] {
  const padded = `  ${key} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return [...grams];
}
