import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImportFormat } from './records';
import type { ImportError, OnError } from './runner';

export const IMPORT_JOB_PREFIX = 'imp-';
export const IMPORT_JOB_ID = /^imp-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ImportStatus = 'running' | 'completed' | 'failed' | 'interrupted';

/** An import job as GET /api/jobs/{id} shows it (plus its owner, never shown). */
export interface ImportJob {
  id: string;
  kind: 'import';
  account_id: string;
  status: ImportStatus;
  index_id: string;
  graph_id?: string;
  format: ImportFormat;
  on_error: OnError;
  bytes_total: number;
  bytes_read: number;
  statements_read: number;
  triples_stored: number;
  skipped: number;
  errors: ImportError[];
  error?: string;
  created_at: string;
  updated_at: string;
  /** While running: until when the gateway running it has vouched for it; past it, the job was interrupted (a crash). */
  lease_until?: string;
}

/** How long a running job's record stays trusted without an update from its gateway. */
export const IMPORT_LEASE_MS = 30_000;

/**
 * Import jobs and their uploads, as files in one directory (the gateway's DATA_DIR/imports): every cluster worker of the
 * gateway sees every job, a job's record is replaced whole (write, then rename) so a crash never leaves half of one,
 * and a job whose gateway died shows as interrupted once its lease lapses.
 */
export class ImportJobs {
  constructor(readonly dir: string) {}

  newId(): string {
    return `${IMPORT_JOB_PREFIX}${randomUUID()}`;
  }

  uploadPath(id: string): string {
    return join(this.dir, `${id}.upload`);
  }

  private prepared?: Promise<void>;

  /** Makes the directory; the first time in this process, also deletes the uploads of interrupted jobs. */
  prepare(): Promise<void> {
    const prepared = (this.prepared ??= mkdir(this.dir, { recursive: true }).then(async () => void (await this.sweep())).catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    }));
    return prepared;
  }

  /**
   * Deletes the uploads of jobs no gateway vouches for any more (finished, or their lease lapsed: a crash). An upload
   * without a record yet is still being received and is left alone.
   */
  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      if (!name.endsWith('.upload')) continue;
      const id = name.slice(0, -'.upload'.length);
      const record = await readFile(join(this.dir, `${id}.json`), 'utf8').then((text) => JSON.parse(text) as ImportJob, () => null);
      if (record === null) continue;
      const live = record.status === 'running' && record.lease_until !== undefined && Date.parse(record.lease_until) >= now;
      if (live) continue;
      await this.removeUpload(id);
      removed += 1;
    }
    return removed;
  }

  async save(job: ImportJob): Promise<void> {
    const path = join(this.dir, `${job.id}.json`);
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(job));
    await rename(temporary, path);
  }

  /** The account's job, or null (another account's job is not found either). */
  async get(accountId: string, id: string, now = Date.now()): Promise<ImportJob | null> {
    if (!IMPORT_JOB_ID.test(id)) return null;
    let job: ImportJob;
    try {
      job = JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as ImportJob;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (job.account_id !== accountId) return null;
    if (job.status === 'running' && job.lease_until && Date.parse(job.lease_until) < now) return { ...job, status: 'interrupted' };
    return job;
  }

  async removeUpload(id: string): Promise<void> {
    await rm(this.uploadPath(id), { force: true });
  }
}
