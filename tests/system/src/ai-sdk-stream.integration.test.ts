import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startSystem, type System } from './testing/harness';
import { listen } from './testing/listen';

const CHAT = join(__dirname, 'testing/ai-sdk-chat.mjs');

interface Part { type: string; id?: string; data?: Record<string, unknown>; text?: string }

/** What the AI SDK's own chat transport and message reader make of a generate call's answer. */
async function readAsChat(url: string, key: string, body: object): Promise<{ message?: { role: string; parts: Part[] }; errors: string[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, [CHAT, url, key, JSON.stringify(body)], { encoding: 'utf8' });
  return JSON.parse(stdout);
}

describe('POST /api/triples/generate?format=ai-sdk', () => {
  let sys: System;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    sys = await startSystem();
    server = await listen(sys.app);
  });
  afterAll(async () => {
    await server?.close();
    await sys?.stop();
  });

  const indexOf = async (key: string) => (await sys.as(key).get('/api/indexes')).body.data[0].id as string;

  it('answers the UI message stream protocol that the AI SDK reads as one assistant message', async () => {
    const alice = await sys.newAccount('ai-sdk-alice', 10);
    const raw = await fetch(`${server.url}/api/triples/generate?format=ai-sdk`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${alice.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'Ada Lovelace was born in London.', index_id: await indexOf(alice.key), web_search: false }),
    });
    expect(raw.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    expect(raw.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await raw.text()).trimEnd().endsWith('data: [DONE]')).toBe(true);

    const { message, errors } = await readAsChat(`${server.url}/api/triples/generate?format=ai-sdk`, alice.key, {
      query: 'Marie Curie was born in Warsaw. She discovered polonium.',
      index_id: await indexOf(alice.key),
      web_search: false,
    });
    expect(errors).toEqual([]);
    expect(message!.role).toBe('assistant');
    const triples = message!.parts.filter((p) => p.type === 'data-triple');
    expect(triples.map((p) => [p.data!.subject, p.data!.predicate, p.data!.object])).toEqual([
      ['Marie Curie', 'born_in', 'Warsaw'],
      ['Marie Curie', 'discovered', 'polonium'],
    ]);
    expect(triples.every((p) => p.id === p.data!.id)).toBe(true);
    expect(message!.parts.find((p) => p.type === 'data-summary')!.data).toMatchObject({ count: 2, credits_used: 2, balance_remaining: 6 });
    expect(message!.parts.find((p) => p.type === 'text')!.text).toBe('Stored 2 triples; 2 credits used, 6 remaining.');
    // Progress parts are transient: shown while streaming, not kept in the message.
    expect(message!.parts.some((p) => p.type === 'data-progress')).toBe(false);
  });

  it('answers an error before generation starts as the usual error response, which the AI SDK reports', async () => {
    const broke = await sys.newAccount('ai-sdk-broke', 0);
    const { message, errors } = await readAsChat(`${server.url}/api/triples/generate?format=ai-sdk`, broke.key, {
      query: 'Ada Lovelace was born in London.',
      index_id: await indexOf(broke.key),
      web_search: false,
    });
    expect(message).toBeUndefined();
    expect(errors.join(' ')).toContain('Insufficient credits');
  });
});
