import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { EmbedOptions, Embedder } from '../../ports/embedder';

/**
 * A cache keyed by the text's hash in front of any embedder: names and predicates repeat across millions of
 * triples, and a repeated text is never embedded twice while it stays in the cache. Concurrent requests for the
 * same text share one embedding.
 */
export class CachingEmbedder implements Embedder {
  private readonly cache: LRUCache<string, Float32Array> | null;
  private readonly inflight = new Map<string, Promise<Float32Array>>();
  /** Texts embedded by the inner embedder (for tests and metrics). */
  embedded = 0;

  constructor(
    private readonly inner: Embedder,
    maxEntries: number,
  ) {
    this.cache = maxEntries > 0 ? new LRUCache({ max: maxEntries }) : null;
  }

  get model(): string {
    return this.inner.model;
  }

  get dimensions(): number {
    return this.inner.dimensions;
  }

  async embed(texts: string[], options?: EmbedOptions): Promise<Float32Array[]> {
    const keys = texts.map((text) => createHash('sha1').update(text).digest('base64'));
    const missing = new Map<string, string>();
    const fresh = new Map<string, Float32Array>();
    keys.forEach((key, i) => {
      if (!this.cache?.has(key) && !this.inflight.has(key)) missing.set(key, texts[i]!);
    });
    if (missing.size > 0) {
      const batch = this.inner.embed([...missing.values()], options);
      [...missing.keys()].forEach((key, i) => {
        const one = batch.then((vectors) => vectors[i]!);
        one.catch(() => undefined); // awaited by whoever shares it; the failure reaches them, not the process
        this.inflight.set(key, one);
      });
      this.embedded += missing.size;
      try {
        const vectors = await batch;
        [...missing.keys()].forEach((key, i) => {
          fresh.set(key, vectors[i]!);
          this.cache?.set(key, vectors[i]!);
        });
      } finally {
        for (const key of missing.keys()) this.inflight.delete(key);
      }
    }
    return Promise.all(keys.map((key, i) => fresh.get(key) ?? this.cache?.get(key) ?? this.inflight.get(key) ?? this.retry(texts[i]!)));
  }

  /** Evicted between embedding and reading (a tiny cache): embed that one again. */
  private async retry(text: string): Promise<Float32Array> {
    return (await this.inner.embed([text]))[0]!;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
