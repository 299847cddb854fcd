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
});
