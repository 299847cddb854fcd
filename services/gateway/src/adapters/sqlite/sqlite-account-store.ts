import { openSqlite, type SqliteDatabase } from '@tessera/storage';
import { accountNameTaken, type AccountRecord, type AccountStore, type ApiKeyRecord } from '../../ports/account-store';

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
    `,
  },
];

export class SqliteAccountStore implements AccountStore {
  private constructor(private readonly db: SqliteDatabase) {}

  static open(dataDir: string): SqliteAccountStore {
    return new SqliteAccountStore(openSqlite(dataDir, 'gateway', migrations));
  }

  async createAccount(account: AccountRecord): Promise<void> {
    try {
      this.db.prepare('INSERT INTO accounts (id, name, created_at) VALUES (@id, @name, @created_at)').run(account);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw accountNameTaken(account.name, error);
      throw error;
    }
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    return (this.db.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as AccountRecord | undefined) ?? null;
  }

  async findAccountByName(name: string): Promise<AccountRecord | null> {
    return (this.db.prepare('SELECT * FROM accounts WHERE name = ?').get(name) as AccountRecord | undefined) ?? null;
  }

  async listAccounts(offset: number, limit: number): Promise<AccountRecord[]> {
    return this.db.prepare('SELECT * FROM accounts ORDER BY created_at, id LIMIT ? OFFSET ?').all(limit, offset) as AccountRecord[];
  }

  async createKey(key: ApiKeyRecord): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO api_keys (id, account_id, prefix, key_hash, created_at, revoked_at)
         VALUES (@id, @account_id, @prefix, @key_hash, @created_at, @revoked_at)`,
      )
      .run(key);
  }

  async listKeys(accountId: string): Promise<ApiKeyRecord[]> {
    return this.db.prepare('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, id').all(accountId) as ApiKeyRecord[];
  }

  async findKeyByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    return (this.db.prepare('SELECT * FROM api_keys WHERE key_hash = ?').get(keyHash) as ApiKeyRecord | undefined) ?? null;
  }

  async revokeKey(id: string, revokedAt: string): Promise<boolean> {
    return this.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(revokedAt, id).changes === 1;
  }

  async countKeys(): Promise<number> {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM api_keys').get() as { n: number }).n;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
