import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_LEASE_MS, ImportJobs, type ImportJob } from './jobs';

const job = (sut: ImportJobs, overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: sut.newId(), kind: 'import', account_id: 'acc-a', status: 'running', index_id: 'idx', format: 'jsonl', on_error: 'stop',
  bytes_total: 10, bytes_read: 0, statements_read: 0, triples_stored: 0, skipped: 0, errors: [],
  created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', lease_until: new Date(Date.now() + IMPORT_LEASE_MS).toISOString(), ...overrides,
});

describe(ImportJobs.name, () => {
  let sut: ImportJobs;
  beforeEach(async () => {
    sut = new ImportJobs(mkdtempSync(join(tmpdir(), 'import-jobs-')));
    await sut.prepare();
  });

  it('shows a job to its account only, and a running job whose lease lapsed as interrupted', async () => {
    const running = job(sut);
    await sut.save(running);
    expect(await sut.get('acc-a', running.id)).toEqual(running);
    expect(await sut.get('acc-b', running.id)).toBeNull();
    expect(await sut.get('acc-a', 'imp-../../etc/passwd')).toBeNull();
    expect(await sut.get('acc-a', running.id, Date.now() + IMPORT_LEASE_MS + 1)).toMatchObject({ status: 'interrupted' });
  });

  it('sweeps the uploads of finished and interrupted jobs, not those of live ones or of uploads still arriving', async () => {
    const live = job(sut);
    const crashed = job(sut, { lease_until: new Date(Date.now() - 1).toISOString() });
    const done = job(sut, { status: 'completed', lease_until: undefined });
    const arriving = sut.newId();
    for (const j of [live, crashed, done]) await sut.save(j);
    for (const id of [live.id, crashed.id, done.id, arriving]) writeFileSync(sut.uploadPath(id), 'x');
    expect(await sut.sweep()).toBe(2);
    expect([live.id, crashed.id, done.id, arriving].map((id) => existsSync(sut.uploadPath(id)))).toEqual([true, false, false, true]);
  });
});
