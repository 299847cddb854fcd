import type { Response } from 'express';

/** What a streamed generation tells its client, in the order it happens. */
export interface GenerationEventWriter {
  progress(progress: { stage: string; message: string }): void;
  triple(triple: { id: string }): void;
  /** The summary body: the completed response less its triples, or the pending body. */
  summary(summary: Record<string, unknown>): void;
  /** The API error body. */
  error(body: { error: string; details: string }): void;
  end(): void;
}

function openEventStream(res: Response, headers: Record<string, string> = {}): (text: string) => void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.flushHeaders();
  return (text) => res.write(text);
}

/** `format=stream`: Server-Sent Events named `progress`, `triple` (one per stored triple), `summary` or `error`. */
export function namedEventWriter(res: Response): GenerationEventWriter {
  const write = openEventStream(res);
  const send = (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  return {
    progress: (progress) => send('progress', progress),
    triple: (triple) => send('triple', triple),
    summary: (summary) => send('summary', summary),
    error: (body) => send('error', body),
    end: () => res.end(),
  };
}

/**
 * `format=ai-sdk`: the Vercel AI SDK's UI message stream protocol (v1), so `useChat` or `readUIMessageStream` read
 * a generation as one assistant message: `start`, transient `data-progress` parts, a `data-triple` part per stored
 * triple (its id as the part id), a `data-summary` part and a one-line text summary, `finish`, then `[DONE]`; a
 * failure is an `error` chunk whose errorText is the API's message.
 */
export function uiMessageStreamWriter(res: Response): GenerationEventWriter {
  const write = openEventStream(res, { 'x-vercel-ai-ui-message-stream': 'v1' });
  const send = (chunk: Record<string, unknown>) => write(`data: ${JSON.stringify(chunk)}\n\n`);
  let triples = 0;
  send({ type: 'start' });
  return {
    progress: (progress) => send({ type: 'data-progress', data: progress, transient: true }),
    triple: (triple) => {
      triples++;
      send({ type: 'data-triple', id: triple.id, data: triple });
    },
    summary: (summary) => {
      send({ type: 'data-summary', data: summary });
      const text =
        summary.status === 'pending'
          ? String(summary.message)
          : `Stored ${triples} triple${triples === 1 ? '' : 's'}; ${String(summary.credits_used)} credits used, ${String(summary.balance_remaining)} remaining.`;
      send({ type: 'text-start', id: 'summary' });
      send({ type: 'text-delta', id: 'summary', delta: text });
      send({ type: 'text-end', id: 'summary' });
    },
    error: (body) => send({ type: 'error', errorText: body.details ? `${body.error}: ${body.details}` : body.error }),
    end: () => {
      send({ type: 'finish' });
      write('data: [DONE]\n\n');
      res.end();
    },
  };
}
