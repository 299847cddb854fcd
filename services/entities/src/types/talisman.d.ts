// talisman ships no type declarations; these cover the functions the resolver uses.
declare module 'talisman/metrics/jaro-winkler' {
  const jaroWinkler: (a: string, b: string) => number;
  export = jaroWinkler;
}
declare module 'talisman/metrics/damerau-levenshtein' {
  const damerauLevenshtein: (a: string, b: string) => number;
  export = damerauLevenshtein;
}
declare module 'talisman/phonetics/double-metaphone' {
  const doubleMetaphone: (word: string) => [string, string];
  export = doubleMetaphone;
}
