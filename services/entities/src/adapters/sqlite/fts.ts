import { fold } from '../../domain/resolution/normalize';

/**
 * An FTS5 query matching rows that share any character trigram with `text` (trigram tokenizer). Each trigram is
 * a quoted string, so no user input can form query syntax.
 */
export function trigramQuery(text: string, column?: string): string | undefined {
  const folded = fold(text).replace(/\s+/g, ' ').trim();
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= folded.length; i += 1) {
    const gram = folded.slice(i, i + 3);
    if (gram.trim().length === 3) grams.add(`"${gram.replace(/"/g, '""')}"`);
  }
  if (grams.size === 0) return undefined;
  const terms = [...grams].slice(0, 64).join(' OR ');
  return column ? `${column} : (${terms})` : terms;
}
