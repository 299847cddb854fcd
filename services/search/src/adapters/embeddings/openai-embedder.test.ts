import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@tessera/common';
import { loadConfig } from '../../config';
import { searchHandlers } from '../../handlers/search';
import { openRuntime } from '..';
import { OpenAiEmbedder } from './openai-embedder';

/** A stand-in for an OpenAI-compatible /v1/embeddings on loopback: vectors derived from the text, unnormalised. */
async function fakeEmbeddings(dimensions: number) {
  const requests: { model: string; input: string[]; dimensions?: number }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = JSON.parse(body) as { model: string; input: string[]; dimensions?: number };
      requests.push(request);
      const size = request.dimensions ?? dimensions;
      const data = request.input.map((text, index) => ({
        object: 'embedding', index, embedding: Array.from({ length: size }, (_, i) => ((text.charCodeAt(i % text.length) * (i + 1)) % 17) + 1),
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      // Out of order on purpose: clients must sort by index.
      res.end(JSON.stringify({ object: 'list', model: request.model, data: data.reverse(), usage: { prompt_tokens: 1, total_tokens: 1 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe(OpenAiEmbedder.name, () => {
  it('asks the model once for its size, then embeds in order, unit length, in batches of 128', async () => {
    const fake = await fakeEmbeddings(24);
    const embedder = await OpenAiEmbedder.connect({ baseUrl: fake.url, apiKey: 'sk-test', model: 'nomic-embed-text' });
    expect(embedder.dimensions).toBe(24);
    expect(embedder.model).toBe('openai:nomic-embed-text');
    const texts = Array.from({ length: 130 }, (_, i) => `text ${i}`);
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(130);
    expect(fake.requests.slice(1).map((r) => r.input.length)).toEqual([128, 2]);
    for (const v of vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    const again = await embedder.embed(['text 5']);
    expect(Array.from(again[0]!)).toEqual(Array.from(vectors[5]!));
    await fake.close();
  });

  it('sends the configured dimensions and refuses vectors of another size', async () => {
    const fake = await fakeEmbeddings(8);
    const embedder = await OpenAiEmbedder.connect({ baseUrl: fake.url, model: 'text-embedding-3-small', dimensions: 16 });
    expect((await embedder.embed(['a']))[0]).toHaveLength(16);
    expect(fake.requests[0]!.dimensions).toBe(16);
    const wrong = new OpenAiEmbedder({ baseUrl: fake.url, model: 'm', dimensions: 32, requestDimensions: false });
    await expect(wrong.embed(['a'])).rejects.toMatchObject({ code: 'UNAVAILABLE', details: expect.stringContaining('expected 32, got 8') });
    await fake.close();
  });

  it('says a reindex is needed when the provider changes, and refuses to search until then', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-provider-'));
    const base = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    const local = await openRuntime(loadConfig(base), silentLogger(), { startIndexer: false });
    await local.store.upsert([{
      id: 'e1', kind: 'entity', account_id: 'acc', index_id: 'idx', version: 1, name_key: 'x', text: 'x', payload: '{}', vector: new Float32Array(512).fill(1 / Math.sqrt(512)),
    }]);
    await local.close();

    const fake = await fakeEmbeddings(24);
    const switched = await openRuntime(loadConfig({ ...base, EMBEDDINGS_PROVIDER: 'openai', EMBEDDINGS_BASE_URL: fake.url }), silentLogger(), { startIndexer: false });
    expect(switched.modelMismatch).toMatch(/built with local:universal-sentence-encoder-lite\/512.*openai:text-embedding-3-small\/24.*reindex/);
    const handlers = searchHandlers(switched);
    const context = { accountId: 'acc', requestId: 'r', logger: silentLogger() };
    await expect(Promise.resolve(handlers.Search!({ query: 'x', types: [], index_id: '', offset: 0, limit: 10, threshold: 0 }, context))).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION', message: 'Search needs a reindex',
    });
    await switched.close();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
