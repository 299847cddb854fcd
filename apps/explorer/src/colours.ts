const UNTYPED = '#60768a';
const PALETTE = ['#2f6fd6', '#d1495b', '#2a9d6f', '#e08e0b', '#7b4fc9', '#1b9aaa', '#c2577f', '#6d8f1e', '#a05a2c', '#3d5a80'];

/** One colour per entity type, the same type always getting the same colour. */
export function colourOf(type: string | undefined): string {
  if (!type) return UNTYPED;
  let hash = 0;
  for (const char of type) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length]!;
}
