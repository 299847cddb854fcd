import { createServer, type IncomingMessage, type Server } from 'node:http';

/** Small stand-ins, on loopback, for the paid or external services generation calls: never the real internet. */
export interface FakeServer {
  url: string;
  requests: { path: string; body: unknown }[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

async function serve(handler: (req: IncomingMessage, body: unknown) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>): Promise<FakeServer> {
  const requests: { path: string; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      requests.push({ path: req.url ?? '', body });
      const reply = await handler(req, body);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An OpenAI-compatible /v1/chat/completions whose answer each test sets (`reply`), or an HTTP error. */
export async function fakeOpenAi(): Promise<FakeServer & { reply: (messages: unknown) => { status: number; content: string } | Promise<{ status: number; content: string }> }> {
  const state = {
    reply: (_messages: unknown): { status: number; content: string } | Promise<{ status: number; content: string }> => ({ status: 200, content: '{"triples": []}' }),
  };
  const fake = await serve(async (req, body) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return { status: 404, body: { error: { message: 'not found' } } };
    const { status, content } = await state.reply((body as { messages: unknown }).messages);
    if (status !== 200) return { status, body: { error: { message: 'upstream says no', type: 'invalid_request_error' } } };
    return {
      status: 200,
      body: {
        id: 'chatcmpl-1', object: 'chat.completion', created: 0, model: (body as { model: string }).model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      },
    };
  });
  return Object.defineProperty(Object.assign(fake, {}), 'reply', {
    get: () => state.reply,
    set: (reply) => (state.reply = reply),
  }) as FakeServer & { reply: typeof state.reply };
}

/** SearXNG's JSON search API with fixed results (or an error when `failing`). */
export async function fakeSearxng(results: { url: string; title: string; content: string }[]): Promise<FakeServer & { failing: boolean }> {
  const state = { failing: false };
  const fake = await serve((req) => {
    if (state.failing) return { status: 500, body: {} };
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'json') return { status: 403, body: {} };
    return { status: 200, body: { query: url.searchParams.get('q'), results } };
  });
  return Object.defineProperty(fake, 'failing', { get: () => state.failing, set: (v: boolean) => (state.failing = v) }) as FakeServer & { failing: boolean };
}
