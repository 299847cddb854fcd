import type { JobEvent, JobQueue, JobRecord } from './jobs';

export interface QueueBackend {
  /** A queue over this backend's storage; opening again (a restart) sees the same jobs. */
  open(): Promise<JobQueue>;
  dispose(): Promise<void>;
}

const until = async (check: () => Promise<boolean>, ms = 8000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

let n = 0;
const jobId = () => `job-${Date.now().toString(36)}-${(n += 1)}`;

/** Behaviour every JobQueue adapter must have; each test gets a fresh backend. Queues retry 3 times, 50 ms apart. */
export function jobQueueContract(makeBackend: () => Promise<QueueBackend>): void {
  let backend: QueueBackend;
  const open: JobQueue[] = [];
  const queue = async () => {
    const q = await backend.open();
    open.push(q);
    return q;
  };
  beforeEach(async () => {
    backend = await makeBackend();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((q) => q.close()));
    await backend.dispose();
  });
  const noFailures = { concurrency: 2, onFailed: async () => undefined };

  it('runs an enqueued job once, relaying its progress and result to subscribers', async () => {
    const q = await queue();
    const runs: string[] = [];
    await q.startWorker(async (job, context) => {
      runs.push(job.id);
      await context.report({ type: 'progress', stage: 'working', message: String(job.payload.topic) });
      await context.report({ type: 'item', data: { n: 1 } });
      return { echoed: job.payload.topic };
    }, noFailures);
    const id = jobId();
    const events: JobEvent[] = [];
    const unsubscribe = await q.subscribe(id, (event) => events.push(event));
    const queued = await q.enqueue({ id, account_id: 'acc-a', kind: 'generate', payload: { topic: 'physics' } });
    expect(queued).toMatchObject({ id, account_id: 'acc-a', kind: 'generate', payload: { topic: 'physics' } });
    await until(async () => events.some((e) => e.type === 'completed'));
    unsubscribe();
    expect(events).toEqual([
      { type: 'progress', stage: 'working', message: 'physics' },
      { type: 'item', data: { n: 1 } },
      { type: 'completed', result: { echoed: 'physics' } },
    ]);
    expect(await q.get(id)).toMatchObject({ status: 'completed', result: { echoed: 'physics' }, attempts: 1 });
    expect(runs).toEqual([id]);
    expect(await q.get('job-that-never-was')).toBeNull();
  });

  it('does not add a job whose id exists: the same id never runs twice', async () => {
    const q = await queue();
    let runs = 0;
    await q.startWorker(async () => ({ run: (runs += 1) }), noFailures);
    const id = jobId();
    await Promise.all([1, 2, 3].map(() => q.enqueue({ id, account_id: 'acc-a', kind: 'generate', payload: {} })));
    await until(async () => (await q.get(id))?.status === 'completed');
    const again = await q.enqueue({ id, account_id: 'acc-a', kind: 'generate', payload: { other: true } });
    expect(again).toMatchObject({ status: 'completed', payload: {} });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(1);
  });

  it('retries a failing job, and one that keeps failing fails for good with its error, reported once', async () => {
    const q = await queue();
    const failed: [JobRecord, string][] = [];
    const attempts = new Map<string, number>();
    await q.startWorker(
      async (job, context) => {
        attempts.set(job.id, context.attempt);
        if (job.payload.flaky && context.attempt < 2) throw new Error('transient');
        if (job.payload.broken) throw new Error('always broken');
        return { ok: true };
      },
      { concurrency: 2, onFailed: async (job, error) => void failed.push([job, error]) },
    );
    const flaky = jobId();
    const broken = jobId();
    const events: JobEvent[] = [];
    await q.subscribe(broken, (event) => events.push(event));
    await q.enqueue({ id: flaky, account_id: 'acc-a', kind: 'generate', payload: { flaky: true } });
    await q.enqueue({ id: broken, account_id: 'acc-a', kind: 'generate', payload: { broken: true } });
    await until(async () => (await q.get(flaky))?.status === 'completed' && (await q.get(broken))?.status === 'failed');
    expect(attempts.get(flaky)).toBe(2);
    expect(attempts.get(broken)).toBe(3);
    expect(await q.get(broken)).toMatchObject({ status: 'failed', error: 'always broken' });
    await until(async () => failed.length === 1 && events.length > 0);
    expect(failed[0]![0]).toMatchObject({ id: broken, account_id: 'acc-a' });
    expect(failed[0]![1]).toBe('always broken');
    expect(events).toEqual([{ type: 'failed', error: 'always broken' }]);
  });

  it('keeps queued jobs across a restart and runs them when a worker starts', async () => {
    const first = await queue();
    const id = jobId();
    await first.enqueue({ id, account_id: 'acc-a', kind: 'generate', payload: { n: 7 } });
    await first.close();
    open.splice(open.indexOf(first), 1);
    const second = await queue();
    expect(await second.get(id)).toMatchObject({ status: 'queued', payload: { n: 7 } });
    await second.startWorker(async (job) => ({ doubled: Number(job.payload.n) * 2 }), noFailures);
    await until(async () => (await second.get(id))?.status === 'completed');
    expect((await second.get(id))!.result).toEqual({ doubled: 14 });
  });
}
