import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describeWithRedis } from '@tessera/testing';
import { fakeOpenAi } from './testing/fake-providers';
import { startSystem, type System } from './testing/harness';

const WORKER = join(dirname(require.resolve('@tessera/generation/package.json')), 'dist', 'worker.js');

/**
 * BullMQ with a real Redis and workers as separate processes: the worker running a job is killed (SIGKILL) in the
 * middle of it; another worker must finish the job, charging the account exactly once.
 */
describeWithRedis('a generation worker killed mid-job', (redisUrl) => {
  let sys: System;
  let llm: Awaited<ReturnType<typeof fakeOpenAi>>;
  let dataDir: string;
  const workers: ChildProcess[] = [];
  let env: NodeJS.ProcessEnv;
  let releaseFirst: () => void = () => undefined;
  let firstCallSeen: Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-gen-crash-'));
    llm = await fakeOpenAi();
    let calls = 0;
    let seen!: () => void;
    firstCallSeen = new Promise((resolve) => (seen = resolve));
    llm.reply = async () => {
      calls += 1;
      if (calls === 1) {
        seen();
        // The first worker dies while waiting here; the answer it would have got never arrives.
        await new Promise<void>((resolve) => (releaseFirst = resolve));
      }
      return {
        status: 200,
        content: JSON.stringify({ triples: [{ subject: 'Grace Hopper', predicate: 'worked_on', object: 'COBOL', object_type: 'entity', confidence: 0.9, source: '' }] }),
      };
    };
    const shared = {
      REDIS_URL: redisUrl, DATA_DIR: dataDir, LLM_BASE_URL: `${llm.url}/v1`, GENERATION_LOCK_MS: '1000',
      GENERATION_QUEUE_NAME: `tessera-crash-${Date.now().toString(36)}`, GENERATION_WAIT_MS: '30000', LOG_LEVEL: 'silent',
    };
    sys = await startSystem({ generationEnv: shared, generationWorker: false });
    env = { ...process.env, ...shared, TRIPLES_GRPC_ADDR: sys.address.triples!, ENTITIES_GRPC_ADDR: sys.address.entities! };
  });

  afterAll(async () => {
    releaseFirst();
    for (const worker of workers) worker.kill('SIGKILL');
    await sys?.stop();
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startWorker = () => {
    const worker = spawn(process.execPath, [WORKER], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    workers.push(worker);
    return worker;
  };

  it('ends in one retried success and one charge', async () => {
    const account = await sys.newAccount('crash-grace', 10);
    const index = (await sys.as(account.key).get('/api/indexes')).body.data[0].id;
    const first = startWorker();
    const response = sys.as(account.key).post('/api/triples/generate', { query: 'Grace Hopper', index_id: index, web_search: false }).then((r) => r);

    await firstCallSeen;
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    startWorker();

    const res = await response;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, credits_used: 2, balance_remaining: 8, provider: 'openai' });
    const credits = (await sys.as(account.key).get('/api/credits')).body.data;
    expect(credits.balance_cents).toBe(8);
    expect(credits.entries.map((e: { kind: string }) => e.kind)).toEqual(['settle', 'reserve', 'grant']);
    expect(credits.entries.reduce((sum: number, e: { cents: number }) => sum + e.cents, 0)).toBe(8);
    expect((await sys.as(account.key).get('/api/triples?subject=Grace%20Hopper')).body.count).toBe(1);
    const job = (await sys.as(account.key).get(`/api/jobs/${res.body.job_id}`)).body.data;
    expect(job.status).toBe('completed');
  }, 60_000);
});
