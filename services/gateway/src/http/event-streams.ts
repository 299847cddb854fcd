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

/**
 * `format=stream`: the Vercel AI SDK's UI message stream protocol (v1), as Neode documents it ("a Vercel AI SDK data
 * stream for chat UIs"), so `useChat` or `readUIMessageStream` read a generation as one assistant message: `start`;
 * a short narrative as one text part (each progress message a line, then "Stored N triples in graph G."); a
 * `data-triple` part per stored triple (its id as the part id); a final `data-summary` part (the completed response
 * less its triples, with credits used and the graph id, or the pending body); `finish`, then `[DONE]`. A failure
 * after the stream started is an `error` chunk whose errorText is the API's message.
 */
export function uiMessageStreamWriter(res: Response): GenerationEventWriter {
  const write = openEventStream(res, { 'x-vercel-ai-ui-message-stream': 'v1' });
  const send = (chunk: Record<string, unknown>) => write(`data: ${JSON.stringify(chunk)}\n\n`);
  let triples = 0;
  let narrating = false;
  const say = (line: string) => {
    if (!narrating) send({ type: 'text-start', id: NARRATIVE });
    send({ type: 'text-delta', id: NARRATIVE, delta: narrating ? `\n${line}` : line });
    narrating = true;
  };
  const endNarrative = () => {
    if (narrating) send({ type: 'text-end', id: NARRATIVE });
    narrating = false;
  };
  send({ type: 'start' });
  return {
    progress: (progress) => say(progress.message),
    triple: (triple) => {
      triples++;
      send({ type: 'data-triple', id: triple.id, data: triple });
    },
    summary: (summary) => {
      if (summary.status === 'pending') say(String(summary.message));
      else {
        const graph = summary.graph_id ? ` in graph ${String(summary.graph_id)}` : '';
        say(`Stored ${triples} triple${triples === 1 ? '' : 's'}${graph}; ${String(summary.credits_used)} credits used, ${String(summary.balance_remaining)} remaining.`);
      }
      endNarrative();
      send({ type: 'data-summary', data: summary });
    },
    error: (body) => {
      endNarrative();
      send({ type: 'error', errorText: body.details ? `${body.error}: ${body.details}` : body.error });
    },
    end: () => {
      endNarrative();
      send({ type: 'finish' });
      write('data: [DONE]\n\n');
      res.end();
    },
  };
}

const NARRATIVE = 'narrative';
