import type { Kind } from '../ports/vector-store';

/** born_in -> "born in", bornIn -> "born in", placeOfBirth -> "place of birth". */
export function predicateWords(predicate: string): string {
  return predicate
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.:/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A name compared loosely: NFKC, case-folded, diacritics and punctuation dropped, whitespace collapsed. */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The text each kind is embedded from (issue #4: entity = name + description, triple = its words, graph = name + description). */
export function textOf(kind: Kind, resource: Record<string, unknown>): string {
  const s = (key: string) => (typeof resource[key] === 'string' ? (resource[key] as string) : '');
  switch (kind) {
    case 'triple':
      return `${s('subject')} ${predicateWords(s('predicate'))} ${s('object')}`.trim();
    case 'entity':
    case 'graph':
      return [s('name'), s('description')].filter(Boolean).join('. ');
  }
}

const STOPWORDS = new Set(
  'a an the of in on at to for from by with and or is are was were be been being has have had do does did what who whom whose which when where why how this that these those it its as about into than then there their'.split(' '),
);

/** The words of a text that carry meaning, for the lexical signal. */
export function contentWords(text: string): string[] {
  return nameKey(text)
    .split(' ')
    .filter((w) => w.length > 0 && !STOPWORDS.has(w));
}
