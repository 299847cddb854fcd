import { dot, normalize, type Embedder } from '../../ports/embedder';
import { CachingEmbedder } from './caching-embedder';
import { UseLiteEmbedder } from './use-lite';

/** Counts what reaches the model. */
function counting(): Embedder & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen, model: 'count', dimensions: 2,
    embed: async (texts) => {
      seen.push(...texts);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return texts.map((t) => normalize([t.length, 1]));
    },
    close: async () => undefined,
  };
}

describe(CachingEmbedder.name, () => {
  it('embeds a repeated text once, within a call, across calls and across concurrent calls', async () => {
    const inner = counting();
    const cache = new CachingEmbedder(inner, 100);
    const [a, b] = await Promise.all([cache.embed(['born in', 'Warsaw', 'born in']), cache.embed(['Warsaw', 'Paris'])]);
    await cache.embed(['Paris', 'born in']);
    expect(inner.seen.sort()).toEqual(['Paris', 'Warsaw', 'born in']);
    expect(Array.from(a[0]!)).toEqual(Array.from(a[2]!));
    expect(Array.from(b[0]!)).toEqual(Array.from(a[1]!));
  });

  it('still answers when the cache is off', async () => {
    const inner = counting();
    const vectors = await new CachingEmbedder(inner, 0).embed(['x', 'yy']);
    expect(vectors).toHaveLength(2);
  });
});

describe(UseLiteEmbedder.name, () => {
  const model = new UseLiteEmbedder(1);
  afterAll(() => model.close());

  it('gives blank texts a zero vector instead of crashing the model, and texts unit vectors of 512', async () => {
    const [blank, text, spaces] = await model.embed(['', 'Marie Curie was born in Warsaw', '   ']);
    expect(Array.from(blank!).every((v) => v === 0)).toBe(true);
    expect(Array.from(spaces!).every((v) => v === 0)).toBe(true);
    expect(text).toHaveLength(512);
    expect(Math.sqrt(dot(text!, text!))).toBeCloseTo(1, 4);
  });

  it('puts a paraphrase closer than an unrelated sentence', async () => {
    const [fact, paraphrase, unrelated] = await model.embed(['Marie Curie was born in Warsaw', 'birthplace of Marie Curie', 'The stock market fell on Monday']);
    expect(dot(fact!, paraphrase!)).toBeGreaterThan(dot(fact!, unrelated!) + 0.1);
  });
});
