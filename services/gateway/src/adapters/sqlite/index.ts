import { openSqlite } from '@tessera/storage';
import type { GatewayStorage } from '../../ports/account-store';
import { SqliteAccountStore } from './sqlite-account-store';
import { SqliteIdempotencyStore } from './sqlite-idempotency-store';

const migrations = [
  {
    id: 1,
    sql: `
      CREATE TABLE accounts (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        prefix TEXT NOT NULL,
        key_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX api_keys_by_account ON api_keys (account_id, created_at);
      CREATE TABLE idempotency_keys (
        account_id TEXT NOT NULL,
        key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        status INTEGER,
        body TEXT,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, key)
      ) WITHOUT ROWID;
    `,
  },
  {
    // A claim is a lease (epoch ms) its holder renews; NULL on rows written before leases: created_at + lease then.
    id: 2,
    sql: 'ALTER TABLE idempotency_keys ADD COLUMN lease_until INTEGER',
  },
];

/** The embedded default: one SQLite file, `<dataDir>/gateway.sqlite` (`:memory:` for tests). */
export function openSqliteStorage(dataDir: string): GatewayStorage {
  const db = openSqlite(dataDir, 'gateway', migrations);
  return {
    accounts: new SqliteAccountStore(db),
    idempotency: new SqliteIdempotencyStore(db),
    close: async () => {
      db.close();
    },
  };
}
