import { connectMongo, type Collection, type MongoConnection } from '@tessera/storage';
import { accountNameTaken, type AccountRecord, type AccountStore, type ApiKeyRecord } from '../../ports/account-store';
import { ACCOUNT_INDEXES, KEY_INDEXES, NO_ID, accountListSort } from './queries';

export class MongoAccountStore implements AccountStore {
  private readonly accounts: Collection<AccountRecord>;
  private readonly keys: Collection<ApiKeyRecord>;

  private constructor(private readonly connection: MongoConnection) {
    this.accounts = connection.db.collection<AccountRecord>('accounts');
    this.keys = connection.db.collection<ApiKeyRecord>('api_keys');
  }

  /** `databaseName` is for tests, which each use a throwaway database. */
  static async connect(url: string, databaseName?: string): Promise<MongoAccountStore> {
    const store = new MongoAccountStore(await connectMongo(url, 'gateway', databaseName));
    await store.accounts.createIndexes(ACCOUNT_INDEXES);
    await store.keys.createIndexes(KEY_INDEXES);
    return store;
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

  async close(): Promise<void> {
    await this.connection.close();
  }

  async dropForTests(): Promise<void> {
    await this.connection.db.dropDatabase();
  }
}
