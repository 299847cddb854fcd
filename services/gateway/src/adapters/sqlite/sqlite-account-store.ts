import { StatementCache, type SqliteDatabase } from '@tessera/storage';
import { accountNameTaken, type AccountRecord, type AccountStore, type ApiKeyRecord } from '../../ports/account-store';

export class SqliteAccountStore implements AccountStore {
  private readonly cache: StatementCache;

  constructor(db: SqliteDatabase) {
    this.cache = new StatementCache(db);
  }

  async createAccount(account: AccountRecord): Promise<void> {
    try {
      this.cache.get('INSERT INTO accounts (id, name, created_at) VALUES (@id, @name, @created_at)').run(account);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw accountNameTaken(account.name, error);
      throw error;
    }
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    return (this.cache.get('SELECT * FROM accounts WHERE id = ?').get(id) as AccountRecord | undefined) ?? null;
  }

  async findAccountByName(name: string): Promise<AccountRecord | null> {
    return (this.cache.get('SELECT * FROM accounts WHERE name = ?').get(name) as AccountRecord | undefined) ?? null;
  }

  async listAccounts(offset: number, limit: number): Promise<AccountRecord[]> {
    return this.cache.get('SELECT * FROM accounts ORDER BY created_at, id LIMIT ? OFFSET ?').all(limit, offset) as AccountRecord[];
  }

  async createKey(key: ApiKeyRecord): Promise<void> {
    this.cache
      .get(
        `INSERT INTO api_keys (id, account_id, prefix, key_hash, created_at, revoked_at)
         VALUES (@id, @account_id, @prefix, @key_hash, @created_at, @revoked_at)`,
      )
      .run(key);
  }

  async listKeys(accountId: string): Promise<ApiKeyRecord[]> {
    return this.cache.get('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, id').all(accountId) as ApiKeyRecord[];
  }

  async findKeyByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    return (this.cache.get('SELECT * FROM api_keys WHERE key_hash = ?').get(keyHash) as ApiKeyRecord | undefined) ?? null;
  }

  async revokeKey(id: string, revokedAt: string): Promise<boolean> {
    return this.cache.get('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(revokedAt, id).changes === 1;
  }

  async countKeys(): Promise<number> {
    return (this.cache.get('SELECT COUNT(*) AS n FROM api_keys').get() as { n: number }).n;
  }
}
