/**
 * An FTS5 query for user text: every word must occur (AND), each quoted so that no input can form FTS5 syntax
 * (no operator, column filter or unbalanced quote ever reaches the parser). The last word also matches as a
 * prefix, so results appear while someone is still typing.
 */
export function wordsQuery(text: string): string | undefined {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  return words
    .slice(0, 32)
    .map((word, i, all) => `"${word}"${i === all.length - 1 ? '*' : ''}`)
    .join(' ');
}
