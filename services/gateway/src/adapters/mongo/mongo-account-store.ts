import type { Collection, Db } from '@tessera/storage';
import { accountNameTaken, type AccountRecord, type AccountStore, type ApiKeyRecord } from '../../ports/account-store';
import { ACCOUNT_INDEXES, KEY_INDEXES, NO_ID, accountListSort } from './queries';

export class MongoAccountStore implements AccountStore {
  private readonly accounts: Collection<AccountRecord>;
  private readonly keys: Collection<ApiKeyRecord>;

  constructor(db: Db) {
    this.accounts = db.collection<AccountRecord>('accounts');
    this.keys = db.collection<ApiKeyRecord>('api_keys');
  }

  async createIndexes(): Promise<void> {
    await this.accounts.createIndexes(ACCOUNT_INDEXES);
    await this.keys.createIndexes(KEY_INDEXES);
  }

  async createAccount(account: AccountRecord): Promise<void> {
    try {
      await this.accounts.insertOne({ ...account });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw accountNameTaken(account.name, error);
      throw error;
    }
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    return this.accounts.findOne({ id }, { projection: NO_ID });
  }

  async findAccountByName(name: string): Promise<AccountRecord | null> {
    return this.accounts.findOne({ name }, { projection: NO_ID });
  }

  async listAccounts(offset: number, limit: number): Promise<AccountRecord[]> {
    return this.accounts.find({}, { projection: NO_ID }).sort(accountListSort).skip(offset).limit(limit).toArray();
  }

  async createKey(key: ApiKeyRecord): Promise<void> {
    await this.keys.insertOne({ ...key });
  }

  async listKeys(accountId: string): Promise<ApiKeyRecord[]> {
    return this.keys.find({ account_id: accountId }, { projection: NO_ID }).sort(accountListSort).toArray();
  }

  async findKeyByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    return this.keys.findOne({ key_hash: keyHash }, { projection: NO_ID });
  }

  async revokeKey(id: string, revokedAt: string): Promise<boolean> {
    const result = await this.keys.updateOne({ id, revoked_at: null }, { $set: { revoked_at: revokedAt } });
    return result.modifiedCount === 1;
  }

  async countKeys(): Promise<number> {
    return this.keys.countDocuments();
  }
}
