import { Unavailable } from '@tessera/common';
import OpenAI from 'openai';
import { normalize, type Embedder } from '../../ports/embedder';

const BATCH = 128;

/** Any OpenAI-compatible /v1/embeddings: OpenAI, Ollama, TEI, vLLM. */
export class OpenAiEmbedder implements Embedder {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(
    private readonly options: { baseUrl: string; apiKey?: string; model: string; dimensions: number; requestDimensions: boolean },
  ) {
    this.model = `openai:${options.model}`;
    this.client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey || 'not-needed', timeout: 60_000, maxRetries: 2 });
  }

  get dimensions(): number {
    return this.options.dimensions;
  }

  /** Asks once for the model's dimensions when none is configured. */
  static async connect(options: { baseUrl: string; apiKey?: string; model: string; dimensions?: number }): Promise<OpenAiEmbedder> {
    const embedder = new OpenAiEmbedder({ ...options, dimensions: options.dimensions ?? 0, requestDimensions: options.dimensions !== undefined });
    if (options.dimensions === undefined) embedder.options.dimensions = (await embedder.embed(['dimensions probe']))[0]!.length;
    return embedder;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += BATCH) {
      const batch = texts.slice(start, start + BATCH).map((t) => t.trim() || ' ');
      let response;
      try {
        response = await this.client.embeddings.create({
          model: this.options.model,
          input: batch,
          encoding_format: 'float',
          ...(this.options.requestDimensions ? { dimensions: this.options.dimensions } : {}),
        });
      } catch (error) {
        throw new Unavailable('The embeddings provider failed', { details: error instanceof Error ? error.message : String(error), cause: error });
      }
      const ordered = [...response.data].sort((a, b) => a.index - b.index);
      if (ordered.length !== batch.length) throw new Unavailable('The embeddings provider returned the wrong number of vectors');
      for (const item of ordered) {
        if (this.options.dimensions && item.embedding.length !== this.options.dimensions) {
          throw new Unavailable('The embeddings provider returned vectors of another size', {
            details: `expected ${this.options.dimensions}, got ${item.embedding.length}; set EMBEDDINGS_DIMENSIONS and reindex`,
          });
        }
        out.push(normalize(item.embedding));
      }
    }
    return out;
  }

  async close(): Promise<void> {}
}
