import { retryingFetch } from './retry';

type Answer = { status: number; headers?: Record<string, string> } | Error;

/** A fetch answering from a script, recording what each attempt sent. */
function scripted(answers: Answer[]) {
  const sent: { method: string; key: string | null; body: string }[] = [];
  const fetchImpl = async (request: Request) => {
    sent.push({ method: request.method, key: request.headers.get('Idempotency-Key'), body: await request.text() });
    const answer = answers.shift() ?? { status: 200 };
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify({ success: answer.status < 400 }), { status: answer.status, headers: answer.headers });
  };
  return { sent, fetchImpl };
}

const post = (signal?: AbortSignal) =>
  new Request('http://tessera.test/api/triples', { method: 'POST', body: '{"triples":[]}', headers: { 'Content-Type': 'application/json' }, signal });

describe(retryingFetch.name, () => {
  it('retries 503 and 429 and answers the first other status, resending the body each time', async () => {
    const { sent, fetchImpl } = scripted([{ status: 503 }, { status: 429 }, { status: 201 }]);
    const response = await retryingFetch(fetchImpl, { backoffMs: 1 })(post());
    expect(response.status).toBe(201);
    expect(sent.map((s) => s.body)).toEqual(['{"triples":[]}', '{"triples":[]}', '{"triples":[]}']);
  });

  it('gives a write one Idempotency-Key, the same on every retry, and leaves reads without one', async () => {
    const { sent, fetchImpl } = scripted([{ status: 503 }, { status: 200 }, { status: 200 }]);
    const send = retryingFetch(fetchImpl, { backoffMs: 1 });
    await send(post());
    await send(new Request('http://tessera.test/api/indexes'));
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).toBeNull();
  });

  it('keeps an Idempotency-Key the caller chose', async () => {
    const { sent, fetchImpl } = scripted([{ status: 200 }]);
    const request = post();
    request.headers.set('Idempotency-Key', 'mine');
    await retryingFetch(fetchImpl)(request);
    expect(sent[0]!.key).toBe('mine');
  });

  it('waits the Retry-After of a 429 before retrying', async () => {
    const { fetchImpl } = scripted([{ status: 429, headers: { 'Retry-After': '1' } }, { status: 200 }]);
    const started = Date.now();
    const response = await retryingFetch(fetchImpl, { backoffMs: 1 })(post());
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('answers a 429 at once when its Retry-After is longer than the client will wait', async () => {
    const { sent, fetchImpl } = scripted([{ status: 429, headers: { 'Retry-After': '120' } }]);
    const response = await retryingFetch(fetchImpl, { maxDelayMs: 5000 })(post());
    expect(response.status).toBe(429);
    expect(sent).toHaveLength(1);
  });

  it('gives up after the configured retries and answers the last response', async () => {
    const { sent, fetchImpl } = scripted([{ status: 503 }, { status: 503 }, { status: 503 }]);
    const response = await retryingFetch(fetchImpl, { retries: 2, backoffMs: 1 })(post());
    expect(response.status).toBe(503);
    expect(sent).toHaveLength(3);
  });

  it('retries a failed connection but not other errors', async () => {
    const refused = scripted([new TypeError('fetch failed'), { status: 200 }]);
    expect((await retryingFetch(refused.fetchImpl, { backoffMs: 1 })(post())).status).toBe(200);
    const broken = scripted([new RangeError('bug')]);
    await expect(retryingFetch(broken.fetchImpl, { backoffMs: 1 })(post())).rejects.toThrow('bug');
    expect(broken.sent).toHaveLength(1);
  });

  it('stops waiting for a retry when the signal aborts', async () => {
    const { sent, fetchImpl } = scripted([{ status: 503, headers: { 'Retry-After': '10' } }]);
    const controller = new AbortController();
    const pending = retryingFetch(fetchImpl)(post(controller.signal));
    setTimeout(() => controller.abort(new Error('caller gave up')), 50);
    await expect(pending).rejects.toThrow('caller gave up');
    expect(sent).toHaveLength(1);
  });
});
