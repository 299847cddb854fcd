import type { Response } from 'express';
import { namedEventWriter, uiMessageStreamWriter } from './event-streams';

/** The parts of an express Response the writers use, recording what is sent. */
function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, text: '', ended: false };
  const res = {
    status: (code: number) => ((sent.status = code), res),
    setHeader: (name: string, value: string) => ((sent.headers[name.toLowerCase()] = value), res),
    flushHeaders: () => undefined,
    write: (chunk: string) => ((sent.text += chunk), true),
    end: () => ((sent.ended = true), res),
  };
  return { res: res as unknown as Response, sent };
}

const chunks = (text: string) => text.split('\n\n').filter(Boolean).map((frame) => frame.replace(/^data: /, ''));

describe(uiMessageStreamWriter.name, () => {
  it('frames a generation as UI message chunks: start, data parts, a text summary, finish, [DONE]', () => {
    const { res, sent } = fakeResponse();
    const writer = uiMessageStreamWriter(res);
    writer.progress({ stage: 'extracting', message: 'Reading the text' });
    writer.triple({ id: 't1' });
    writer.summary({ count: 1, credits_used: 2, balance_remaining: 8 });
    writer.end();
    expect(sent.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    expect(sent.headers['content-type']).toMatch(/^text\/event-stream/);
    const frames = chunks(sent.text);
    expect(frames.at(-1)).toBe('[DONE]');
    expect(frames.slice(0, -1).map((f) => JSON.parse(f))).toEqual([
      { type: 'start' },
      { type: 'data-progress', data: { stage: 'extracting', message: 'Reading the text' }, transient: true },
      { type: 'data-triple', id: 't1', data: { id: 't1' } },
      { type: 'data-summary', data: { count: 1, credits_used: 2, balance_remaining: 8 } },
      { type: 'text-start', id: 'summary' },
      { type: 'text-delta', id: 'summary', delta: 'Stored 1 triple; 2 credits used, 8 remaining.' },
      { type: 'text-end', id: 'summary' },
      { type: 'finish' },
    ]);
    expect(sent.ended).toBe(true);
  });

  it('reports a failure after the stream started as an error chunk with the API message, then finishes', () => {
    const { res, sent } = fakeResponse();
    const writer = uiMessageStreamWriter(res);
    writer.error({ error: 'Generation failed', details: 'The LLM did not answer' });
    writer.end();
    expect(chunks(sent.text)).toEqual([
      '{"type":"start"}',
      '{"type":"error","errorText":"Generation failed: The LLM did not answer"}',
      '{"type":"finish"}',
      '[DONE]',
    ]);
  });
});

describe(namedEventWriter.name, () => {
  it('keeps format=stream as named Server-Sent Events', () => {
    const { res, sent } = fakeResponse();
    const writer = namedEventWriter(res);
    writer.triple({ id: 't1' });
    writer.summary({ count: 1 });
    writer.end();
    expect(sent.text).toBe('event: triple\ndata: {"id":"t1"}\n\nevent: summary\ndata: {"count":1}\n\n');
    expect(sent.headers['x-vercel-ai-ui-message-stream']).toBeUndefined();
  });
});
