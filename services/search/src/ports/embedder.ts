export interface EmbedOptions {
  background?: boolean;
}

/** Turns texts into unit-length vectors. One provider and dimension per deployment; changing either needs a reindex. */
export interface Embedder {
  /** e.g. `local:use-lite` or `openai:text-embedding-3-small`; stored with the index to detect a change of provider. */
  readonly model: string;
  readonly dimensions: number;
  /**
   * background: indexing work, which yields the CPU to requests (the local model runs it in low-priority threads);
   * without it the texts are a caller's query, embedded ahead of any indexing backlog.
   */
  embed(texts: string[], options?: EmbedOptions): Promise<Float32Array[]>;
  close(): Promise<void>;
}

export function normalize(vector: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(vector);
  let norm = 0;
  for (let i = 0; i < out.length; i++) norm += out[i]! * out[i]!;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < out.length; i++) out[i]! /= norm;
  return out;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
