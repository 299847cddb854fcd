import { distance } from 'fastest-levenshtein';
import { LRUCache } from 'lru-cache';
import type { Kind } from '../ports/vector-store';
import { contentWords, nameKey } from './texts';

/**
 * How results are ranked (documented in the OpenAPI description of /api/search):
 *
 *   similarity = cosine + (1 - cosine) * lexical,   cosine clamped to [0, 1], lexical in [0, 1]
 *
 * so similarity stays in [0, 1], never falls below the vector similarity, and reaches 1 only for an exact name match.
 * The lexical signal:
 * - entities: 1 when the query is the entity's name (normalised); else, when the query contains the whole name,
 *   0.5 x (name words / query content words) ("Where was Marie Curie born?" -> 0.5 x 2/3); else 0.35 x the trigram
 *   similarity of query and name when it is at least 0.5 and every word of the name is within two edits of a query
 *   word (typos: "Marie Curei"; not "Albert Camus" for "Albert Einstein");
 * - triples: 0.25 when the query contains the triple's whole subject, plus 0.35 x the share of the query's content
 *   words (stopwords dropped) found in the triple's text;
 * - graphs: 0.4 x the share of the query's content words found in the graph's name and description.
 */
/** What the lexical signal needs of the query, computed once per search. */
export interface QueryFeatures {
  key: string;
  words: Set<string>;
  content: string[];
  trigrams: Set<string>;
}

export function queryFeatures(query: string): QueryFeatures {
  const key = nameKey(query);
  return { key, words: new Set(key.split(' ')), content: contentWords(query), trigrams: trigrams(key) };
}

/** What the lexical signal needs of an item's text, computed once per text while it keeps coming up in results. */
interface TextFeatures {
  words: Set<string>;
  /** The first five letters of the words longer than four (so "physicist" matches "physics"). */
  stems: Set<string>;
}

const STEM = 5;
const textFeatures = new LRUCache<string, TextFeatures>({ max: 20_000 });

function featuresOf(text: string): TextFeatures {
  let features = textFeatures.get(text);
  if (!features) {
    const words = new Set(contentWords(text));
    features = { words, stems: new Set([...words].filter((w) => w.length > STEM - 1).map((w) => w.slice(0, STEM))) };
    textFeatures.set(text, features);
  }
  return features;
}

/** What the lexical signal needs of an entity's name key, kept like a text's features. */
interface NameFeatures {
  words: string[];
  trigrams: Set<string>;
}

const nameFeatures = new LRUCache<string, NameFeatures>({ max: 20_000 });

function nameFeaturesOf(key: string): NameFeatures {
  let features = nameFeatures.get(key);
  if (!features) {
    features = { words: key.split(' ').filter(Boolean), trigrams: trigrams(key) };
    nameFeatures.set(key, features);
  }
  return features;
}

export function lexical(kind: Kind, query: string | QueryFeatures, text: string, itemNameKey: string): number {
  const features = typeof query === 'string' ? queryFeatures(query) : query;
  const queryKey = features.key;
  if (kind === 'entity') {
    if (!itemNameKey) return 0;
    if (queryKey === itemNameKey) return 1;
    const name = nameFeaturesOf(itemNameKey);
    const nameWords = name.words;
    // The query names the entity among other words (a question about it): less, the more else it asks.
    if (nameWords.length > 0 && nameWords.every((w) => features.words.has(w))) {
      return 0.5 * Math.min(1, nameWords.length / Math.max(1, features.content.length));
    }
    const similarity = dice(features.trigrams, name.trigrams);
    return similarity >= 0.5 && everyWordClose(queryKey, nameWords) ? 0.35 * similarity : 0;
  }
  const words = features.content;
  if (words.length === 0) return 0;
  const item = featuresOf(text);
  const found = words.filter((w) => item.words.has(w) || (w.length > STEM - 1 && item.stems.has(w.slice(0, STEM)))).length;
  const share = found / words.length;
  if (kind === 'triple') {
    // A triple about the entity the query names ("Boris Quintero alma mater") outranks ones that share a word.
    const aboutNamed = itemNameKey !== '' && ` ${queryKey} `.includes(` ${itemNameKey} `);
    return (aboutNamed ? 0.25 : 0) + 0.35 * share;
  }
  return 0.4 * share;
}

/** Each word of the name has a query word within a typo or two of it ("Curei" ~ "Curie", never "Camus" ~ "Einstein"). */
function everyWordClose(queryKey: string, nameWords: string[]): boolean {
  const queryWords = queryKey.split(' ');
  return nameWords.every((word) => queryWords.some((q) => distance(q, word) <= (word.length <= 4 ? 1 : 2)));
}

export function blend(cosine: number, lexicalScore: number): number {
  const c = Math.min(1, Math.max(0, cosine));
  return Math.min(1, c + (1 - c) * Math.min(1, Math.max(0, lexicalScore)));
}

function trigrams(text: string): Set<string> {
  const padded = `  ${text} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Dice coefficient over character trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  return dice(trigrams(a), trigrams(b));
}

function dice(x: Set<string>, y: Set<string>): number {
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return (2 * shared) / (x.size + y.size);
}
