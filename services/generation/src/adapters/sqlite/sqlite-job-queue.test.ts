import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@tessera/common';
import { openSqlite, type SqliteDatabase } from '@tessera/storage';
import { jobQueueContract } from '../../ports/jobs.contract';
import { migrations } from './migrations';
import { SqliteJobQueue } from './sqlite-job-queue';

const options = { attempts: 3, backoffMs: 50 };

describe(SqliteJobQueue.name, () => {
  jobQueueContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-jobs-'));
    const handles: SqliteDatabase[] = [];
    return {
      open: async () => {
        const db = openSqlite(dir, 'generation', migrations);
        handles.push(db);
        const queue = new SqliteJobQueue(db, options, silentLogger(), 100);
        return Object.assign(queue, { close: async () => { await SqliteJobQueue.prototype.close.call(queue); db.close(); } });
      },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  });

  it('runs again a job that a crash interrupted mid-run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-jobs-'));
    const crashed = openSqlite(dir, 'generation', migrations);
    const before = new SqliteJobQueue(crashed, options, silentLogger(), 100);
    await before.startWorker(() => new Promise(() => undefined), { concurrency: 1, onFailed: async () => undefined });
    await before.enqueue({ id: 'job-1', account_id: 'acc-a', kind: 'generate', payload: {} });
    expect((await before.get('job-1'))!.status).toBe('running');
    // The process dies here: no close, no completion. A new process opens the same file.
    const db = openSqlite(dir, 'generation', migrations);
    const after = new SqliteJobQueue(db, options, silentLogger(), 100);
    await after.startWorker(async (_job, context) => ({ attempt: context.attempt }), { concurrency: 1, onFailed: async () => undefined });
    for (let i = 0; i < 100 && (await after.get('job-1'))!.status !== 'completed'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await after.get('job-1')).toMatchObject({ status: 'completed', result: { attempt: 2 } });
    await after.close();
    db.close();
    crashed.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('removes finished jobs after their retention, failed ones kept longer, unfinished ones never', async () => {
    const db = openSqlite(':memory:', 'generation', migrations);
    const queue = new SqliteJobQueue(db, { attempts: 1, backoffMs: 1, retention: { completedMs: 1000, failedMs: 5000 } }, silentLogger(), 100);
    await queue.startWorker(
      async (job) => {
        if (job.payload.fail) throw new Error('no');
        if (job.payload.hang) return new Promise(() => undefined);
        return {};
      },
      { concurrency: 3, onFailed: async () => undefined },
    );
    await queue.enqueue({ id: 'done', account_id: 'a', kind: 'generate', payload: {} });
    await queue.enqueue({ id: 'broken', account_id: 'a', kind: 'generate', payload: { fail: true } });
    await queue.enqueue({ id: 'busy', account_id: 'a', kind: 'generate', payload: { hang: true } });
    for (let i = 0; i < 100 && (await queue.get('broken'))?.status !== 'failed'; i++) await new Promise((r) => setTimeout(r, 10));
    const status = async () => Object.fromEntries(await Promise.all(['done', 'broken', 'busy'].map(async (id) => [id, (await queue.get(id))?.status ?? null])));
    expect(await status()).toEqual({ done: 'completed', broken: 'failed', busy: 'running' });

    const finished = Date.parse((await queue.get('broken'))!.updated_at);
    expect(queue.prune(finished + 500)).toBe(0);
    expect(queue.prune(finished + 2000)).toBe(1);
    expect(await status()).toEqual({ done: null, broken: 'failed', busy: 'running' });
    expect(queue.prune(finished + 6000)).toBe(1);
    expect(await status()).toEqual({ done: null, broken: null, busy: 'running' });
    expect(queue.prune(finished + 365 * 24 * 3600_000)).toBe(0);
    db.close();
  });

  it('prunes a long history a bounded chunk at a time', async () => {
    const db = openSqlite(':memory:', 'generation', migrations);
    const queue = new SqliteJobQueue(db, { attempts: 1, backoffMs: 1, retention: { completedMs: 1000, failedMs: 1000 } }, silentLogger(), 100);
    const old = new Date(Date.now() - 10_000).toISOString();
    const insert = db.prepare(`INSERT INTO jobs (id, account_id, kind, status, payload, created_at, updated_at) VALUES (?, 'a', 'generate', 'completed', '{}', ?, ?)`);
    for (let i = 0; i < 25; i++) insert.run(`old-${i}`, old, old);
    expect(queue.prune(Date.now(), 10)).toBe(10);
    expect(queue.prune(Date.now(), 10)).toBe(10);
    expect(queue.prune(Date.now(), 10)).toBe(5);
    expect(db.prepare('SELECT COUNT(*) FROM jobs').pluck().get()).toBe(0);
    db.close();
  });
});
