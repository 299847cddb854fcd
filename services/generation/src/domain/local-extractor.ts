import nlp from 'compromise';

/** A fact as the generators produce it, before storage. */
export interface GeneratedTriple {
  subject: string;
  predicate: string;
  object: string;
  object_type: 'entity' | 'literal';
  confidence?: number;
  source?: string;
  /** When the fact holds, as the text states it (an ISO 8601 date); absent: not stated. */
  valid_from?: string;
  valid_to?: string;
}

interface Token {
  text: string;
  post: string;
  normal: string;
  tags: Set<string>;
}

const PRONOUNS = new Set(['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their']);
const DETERMINERS = new Set(['the', 'a', 'an']);
/** Prepositions that stay inside a name or noun phrase ("theory of relativity", "University of Paris"). */
const BINDING = new Set(['of']);

const isVerbish = (t: Token) => t.tags.has('Verb') || t.tags.has('Auxiliary') || t.tags.has('Negative');
const isPreposition = (t: Token) => t.tags.has('Preposition') && !BINDING.has(t.normal);
const isCapitalised = (t: Token) => /^\p{Lu}/u.test(t.text) || /^\d/.test(t.text);
const isProper = (t: Token) =>
  t.tags.has('ProperNoun') || t.tags.has('Person') || t.tags.has('Place') || t.tags.has('Organization') || /^\p{Lu}/u.test(t.text);

const snake = (words: string[]) =>
  words
    .join('_')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]+/gu, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');

function phrase(tokens: Token[]): string {
  const trimmed = [...tokens];
  while (trimmed.length > 0 && DETERMINERS.has(trimmed[0]!.normal)) trimmed.shift();
  return trimmed
    .map((t, i) => (i === trimmed.length - 1 ? t.text : t.text + (t.post.trim() === '-' ? '-' : t.post.includes(',') ? ', ' : ' ')))
    .join('')
    .replace(/[\s,;:.!?]+$/u, '')
    .trim();
}

/** Splits "polonium, radium and thorium" into its items; a comma or "and" only splits a list of plain phrases. */
function listItems(tokens: Token[]): Token[][] {
  const items: Token[][] = [[]];
  for (const token of tokens) {
    if (token.normal === 'and' || token.normal === 'or') {
      items.push([]);
      continue;
    }
    items.at(-1)!.push(token);
    if (token.post.includes(',')) items.push([]);
  }
  return items.filter((item) => item.length > 0);
}

/**
 * Splits the words after the verb at prepositions: the leading part is the direct object, each later part a
 * prepositional phrase. A preposition between two capitalised words stays inside a name ("Nobel Prize in Physics").
 */
function segments(tokens: Token[]): { preposition: string | null; tokens: Token[] }[] {
  const parts: { preposition: string | null; tokens: Token[] }[] = [{ preposition: null, tokens: [] }];
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    const insideName = previous && next && isCapitalised(previous) && /^\p{Lu}/u.test(next.text) && !isPreposition(previous);
    if (isPreposition(token) && !insideName) parts.push({ preposition: token.normal, tokens: [] });
    else parts.at(-1)!.tokens.push(token);
  });
  return parts.filter((p) => p.tokens.length > 0 || p.preposition === null);
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A simple date as a period: "1903", "November 1867", "7 November 1867", "November 7, 1867" or "1867-11-07". The
 * period's first day, and the first day after it (a "to 2001" covers all of 2001: valid_to is exclusive).
 */
function datePeriod(text: string): { start: string; end: string } | null {
  const words = text.toLowerCase().replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(words.join(' '));
  let year: number, month: number | null = null, day: number | null = null;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else {
    const yearWord = words.at(-1);
    if (!yearWord || !/^\d{4}$/.test(yearWord)) return null;
    year = Number(yearWord);
    const rest = words.slice(0, -1);
    const monthAt = rest.findIndex((w) => MONTHS.includes(w));
    if (rest.length > 0 && monthAt < 0) return null;
    if (monthAt >= 0) {
      month = MONTHS.indexOf(rest[monthAt]!) + 1;
      const others = rest.filter((_, i) => i !== monthAt).map((w) => w.replace(/(st|nd|rd|th)$/, ''));
      if (others.length > 1 || (others.length === 1 && !/^\d{1,2}$/.test(others[0]!))) return null;
      if (others.length === 1) day = Number(others[0]);
    }
  }
  const first = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  if (first.getUTCFullYear() !== year || first.getUTCMonth() !== (month ?? 1) - 1 || first.getUTCDate() !== (day ?? 1)) return null;
  const next = new Date(Date.UTC(year + (month === null ? 1 : 0), (month ?? 1) - 1 + (month !== null && day === null ? 1 : 0), (day ?? 1) + (day !== null ? 1 : 0)));
  const text_ = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { start: text_(first), end: text_(next) };
}

/**
 * The validity a prepositional phrase states, if it is a simple date: "in/on/since 1903" (from then), "from 1995 to
 * 2001", "between 1995 and 2001", "until 2001".
 */
function statedValidity(preposition: string, tokens: Token[]): { valid_from?: string; valid_to?: string } | null {
  const text = tokens.map((t) => t.text + t.post).join('').replace(/[\s.;:!?]+$/u, '').trim();
  const range = /^(.+?)\s+(?:to|until|till|and)\s+(.+)$/i.exec(text);
  if ((preposition === 'from' || preposition === 'between') && range) {
    const [from, to] = [datePeriod(range[1]!), datePeriod(range[2]!)];
    return from && to && from.start < to.end ? { valid_from: from.start, valid_to: to.end } : null;
  }
  const period = datePeriod(text);
  if (!period) return null;
  if (['in', 'on', 'since', 'from'].includes(preposition)) return { valid_from: period.start };
  if (['until', 'till'].includes(preposition)) return { valid_to: period.end };
  return null;
}

const objectType = (tokens: Token[]): GeneratedTriple['object_type'] => {
  const content = tokens.filter((t) => !DETERMINERS.has(t.normal));
  if (content.length === 0 || content.every((t) => t.tags.has('Value') || t.tags.has('Date') || /^\d/.test(t.text))) return 'literal';
  return content.some((t) => isProper(t) && !t.tags.has('Date') && !t.tags.has('Value')) ? 'entity' : 'literal';
};

/**
 * The offline extractor: subject-verb-object facts from plain factual English, using compromise's part-of-speech
 * tags. "Marie Curie was born in Warsaw." -> Marie Curie / born_in / Warsaw. Predicates are snake_case: a passive
 * or copular verb keeps its participle and preposition (born_in, founded_by, located_in), an active verb its
 * written form (discovered, flows_through), "X is the capital of Y" becomes capital_of and "X is a Y" is_a.
 * Pronoun subjects refer to the previous sentence's subject. Negated sentences yield nothing (a wrong fact is
 * worse than a missing one).
 */
export function extractTriples(text: string): GeneratedTriple[] {
  const triples: GeneratedTriple[] = [];
  let lastSubject: string | null = null;
  const sentences = nlp(text).json() as { terms: { text: string; post: string; normal: string; tags: string[] }[] }[];
  for (const sentence of sentences) {
    const tokens: Token[] = sentence.terms.map((t) => ({ text: t.text, post: t.post, normal: t.normal, tags: new Set(t.tags) }));
    const verbStart = tokens.findIndex((t, i) => i > 0 && isVerbish(t) && !t.tags.has('Adjective'));
    if (verbStart <= 0) continue;
    let verbEnd = verbStart;
    while (verbEnd + 1 < tokens.length && (isVerbish(tokens[verbEnd + 1]!) || tokens[verbEnd + 1]!.tags.has('Adverb'))) verbEnd++;
    const verbs = tokens.slice(verbStart, verbEnd + 1);
    if (verbs.some((t) => t.tags.has('Negative') || t.normal === 'not' || t.normal === 'never')) continue;

    let subjectTokens = tokens.slice(0, verbStart);
    if (subjectTokens.some((t) => t.post.includes(','))) subjectTokens = subjectTokens.slice(subjectTokens.findIndex((t) => t.post.includes(',')) + 1);
    let subject = phrase(subjectTokens);
    if (subjectTokens.length === 1 && PRONOUNS.has(subjectTokens[0]!.normal)) {
      if (!lastSubject) continue;
      subject = lastSubject;
    }
    if (!subject) continue;
    lastSubject = subject;

    const copula = verbs.some((t) => t.tags.has('Copula'));
    const content = verbs.filter((t) => !t.tags.has('Copula') && !t.tags.has('Auxiliary') && !t.tags.has('Adverb'));
    const verbWords = content.map((t) => t.normal);
    const parts = segments(tokens.slice(verbEnd + 1));
    const [direct, ...prepositional] = parts;
    // A phrase stating a simple date is also the validity of the sentence's facts (it stays a fact of its own too:
    // won_in 1903), unless it is all the sentence says ("She was born on 7 November 1867": the date is the fact).
    const dated = prepositional.map((part) => (part.preposition ? statedValidity(part.preposition, part.tokens) : null));
    const datesOnly = direct!.tokens.length === 0 && dated.every(Boolean) && !(copula && verbWords.length === 0);
    const validity = datesOnly ? {} : (Object.assign({}, ...dated.map((d) => d ?? {})) as { valid_from?: string; valid_to?: string });
    if (validity.valid_from && validity.valid_to && validity.valid_from > validity.valid_to) delete validity.valid_to;

    const emit = (predicate: string, objectTokens: Token[]) => {
      for (const item of listItems(objectTokens)) {
        const object = phrase(item);
        if (object && predicate) triples.push({ subject, predicate, object, object_type: objectType(item), ...validity });
      }
    };

    if (copula && verbWords.length === 0) {
      // "X is the capital of France" / "X is a programming language" / "X is famous for Y"
      const complement = direct!.tokens;
      const ofAt = complement.findIndex((t) => t.normal === 'of');
      const adjectiveOnly = complement.length > 0 && complement.every((t) => t.tags.has('Adjective') || t.tags.has('Adverb'));
      if (ofAt > 0 && !complement.slice(0, ofAt).some(isProper)) {
        emit(snake([...complement.slice(0, ofAt).filter((t) => !DETERMINERS.has(t.normal)).map((t) => t.normal), 'of']), complement.slice(ofAt + 1));
      } else if (adjectiveOnly && prepositional.length > 0) {
        for (const part of prepositional) emit(snake([...complement.map((t) => t.normal), part.preposition!]), part.tokens);
        continue;
      } else if (complement.length > 0) {
        emit('is_a', complement);
      }
      for (const part of prepositional) emit(snake(['is', part.preposition!]), part.tokens);
      continue;
    }

    const predicate = snake(verbWords);
    if (direct!.tokens.length > 0) emit(predicate, direct!.tokens);
    for (const part of prepositional) emit(snake([...verbWords, part.preposition!]), part.tokens);
  }
  return dedupe(triples);
}

function dedupe(triples: GeneratedTriple[]): GeneratedTriple[] {
  const seen = new Set<string>();
  return triples.filter((t) => {
    const key = `${t.subject}\u0000${t.predicate}\u0000${t.object}`.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
