import { silentLogger } from '@tessera/common';
import { openSqlite, type SqliteDatabase } from '@tessera/storage';
import { migrations } from '../adapters/sqlite/migrations';
import { SqliteJobQueue } from '../adapters/sqlite/sqlite-job-queue';
import { SqliteLedger } from '../adapters/sqlite/sqlite-ledger';
import type { KnowledgePort } from '../ports/knowledge';
import type { LlmProvider } from '../ports/providers';
import { Generation, JOB_KINDS } from './generation';

const INDEX = '0190aaaa-0000-7000-8000-000000000001';

/** The triples and entities services as far as these tests need them: an index that exists, writes that succeed. */
const knowledge: KnowledgePort = {
  writableIndex: async () => ({ id: INDEX, preferred_predicates: [], rules: '' }),
  requireGraph: async () => undefined,
  createGraph: async () => '0190aaaa-0000-7000-8000-000000000002',
  createTriples: async (_caller, input) =>
    input.triples.map((t, i) => ({
      ...t, id: `t${i}`, account_id: 'acc', index_id: INDEX, graph_id: input.graph_id, confidence: 1, source: '',
      subject_entity_id: 'e1', object_entity_id: '', created_at: '', updated_at: '',
    })) as never,
  getEntity: async () => {
    throw new Error('not used');
  },
  entityFacts: async () => [],
  setDescription: async () => {
    throw new Error('not used');
  },
};

describe(Generation.name, () => {
  let db: SqliteDatabase;
  let ledger: SqliteLedger;
  let queue: SqliteJobQueue;
  const make = (llm: LlmProvider | null, jobTimeoutMs = 5000) =>
    new Generation({
      ledger, queue, knowledge, llm, webSearch: null, logger: silentLogger(),
      settings: { waitMs: 5000, billingUrl: 'https://billing.example/', jobTimeoutMs, recoveryGraceMs: 0 },
    });

  beforeEach(() => {
    db = openSqlite(':memory:', 'generation', migrations);
    ledger = new SqliteLedger(db);
    queue = new SqliteJobQueue(db, { attempts: 2, backoffMs: 10 }, silentLogger(), 20);
  });
  afterEach(async () => {
    await queue.close();
    db.close();
  });

  it('settles or refunds what a crash left open, and leaves live jobs alone', async () => {
    const sut = make(null);
    await ledger.grant('acc', 100, 'grant');
    // Reserved, then the process died before the job was queued: lost.
    await ledger.reserve('acc', 'gen-lost', 2, 'generate');
    // The job finished but the process died before settling.
    await ledger.reserve('acc', 'gen-done', 5, 'generate');
    await queue.enqueue({ id: 'gen-done', account_id: 'acc', kind: JOB_KINDS.generateTriples, payload: {} });
    db.prepare(`UPDATE jobs SET status = 'completed', result = '{"credits_used":2}' WHERE id = 'gen-done'`).run();
    // The job failed for good but its refund never happened.
    await ledger.reserve('acc', 'gen-failed', 2, 'generate');
    await queue.enqueue({ id: 'gen-failed', account_id: 'acc', kind: JOB_KINDS.generateTriples, payload: {} });
    db.prepare(`UPDATE jobs SET status = 'failed' WHERE id = 'gen-failed'`).run();
    // Still queued: its worker will settle it.
    await ledger.reserve('acc', 'gen-queued', 2, 'generate');
    await queue.enqueue({ id: 'gen-queued', account_id: 'acc', kind: JOB_KINDS.generateTriples, payload: {} });
    // A description cut short.
    await ledger.reserve('acc', 'desc-1', 1, 'describe');
    await new Promise((resolve) => setTimeout(resolve, 5));

    expect(await sut.recover()).toEqual({ settled: 1, refunded: 3 });
    expect(await sut.recover()).toEqual({ settled: 0, refunded: 0 });
    // 100 - 2 (done, charged 2 of 5) - 2 (queued, still reserved)
    expect(await ledger.balance('acc')).toBe(96);
    const entries = await ledger.entries('acc', 100);
    expect(entries.reduce((sum, e) => sum + e.cents, 0)).toBe(96);
    expect((await ledger.openReservations(new Date(Date.now() + 1000))).map((r) => r.job_id)).toEqual(['gen-queued']);
  });

  it('fails a job that runs past its time limit on every attempt, and refunds it', async () => {
    const hanging: LlmProvider = { name: 'openai', generateTriples: () => new Promise(() => undefined), describeEntity: async () => '' };
    const sut = make(hanging, 100);
    await queue.startWorker(sut.process, { concurrency: 1, onFailed: sut.onFailed });
    await ledger.grant('acc', 10, 'grant');
    const events: string[] = [];
    await expect(
      sut.generate({ accountId: 'acc' }, {
        query: 'Anything', index_id: INDEX, web_search: false, triple_count: 5, predicates: [], news_search: false, create_graph: true,
      }, (event) => events.push(Object.keys(event)[0]!)),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', details: 'The generation job timed out after 100 ms' });
    expect(await ledger.balance('acc')).toBe(10);
    expect((await ledger.entries('acc', 10)).map((e) => e.kind)).toEqual(['refund', 'reserve', 'grant']);
    expect(events[0]).toBe('progress');
  });
});
