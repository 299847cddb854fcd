import type { Migration } from '@tessera/storage';

export const migrations: Migration[] = [
  {
    id: 1,
    sql: `
      CREATE TABLE balances (
        account_id TEXT PRIMARY KEY,
        balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0)
      );
      CREATE TABLE ledger (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('grant', 'reserve', 'settle', 'refund')),
        cents INTEGER NOT NULL,
        job_id TEXT,
        note TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      );
      CREATE INDEX ledger_by_account ON ledger (account_id, seq);
      -- One reservation per job and one closing entry (settle or refund) per job.
      CREATE UNIQUE INDEX ledger_job_phase ON ledger (job_id, kind = 'reserve') WHERE job_id IS NOT NULL;
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
        payload TEXT NOT NULL,
        result TEXT,
        error TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        run_after INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX jobs_ready ON jobs (status, run_after);
    `,
  },
  {
    id: 2,
    // Finished jobs are removed after their retention (SqliteJobQueue.prune).
    sql: `CREATE INDEX jobs_finished ON jobs (status, updated_at);`,
  },
];
