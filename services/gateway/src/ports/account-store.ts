import { Conflict } from '@tessera/common';

export interface AccountRecord {
  id: string;
  name: string;
  created_at: string;
}

/** An API key as stored: never the key itself, only its SHA-256 and a short prefix to recognise it by. */
export interface ApiKeyRecord {
  id: string;
  account_id: string;
  prefix: string;
  key_hash: string;
  created_at: string;
  revoked_at: string | null;
}

export interface AccountStore {
  /** Rejects with Conflict when the name is taken (the store enforces it, so concurrent creates cannot both win). */
  createAccount(account: AccountRecord): Promise<void>;
  getAccount(id: string): Promise<AccountRecord | null>;
  findAccountByName(name: string): Promise<AccountRecord | null>;
  listAccounts(offset: number, limit: number): Promise<AccountRecord[]>;
  createKey(key: ApiKeyRecord): Promise<void>;
  listKeys(accountId: string): Promise<ApiKeyRecord[]>;
  /** The key with this hash, revoked or not. */
  findKeyByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  /** Marks a key revoked; false when there is no such key or it was already revoked. */
  revokeKey(id: string, revokedAt: string): Promise<boolean>;
  countKeys(): Promise<number>;
}

/** What adapters throw when a unique account name is taken. */
export const accountNameTaken = (name: string, cause: unknown) =>
  new Conflict('Account name already taken', { field: 'name', details: `An account named "${name}" exists`, cause });

import type { IdempotencyStore } from './idempotency-store';

/** Everything the gateway stores, opened together because the stores share one database. */
export interface GatewayStorage {
  accounts: AccountStore;
  idempotency: IdempotencyStore;
  close(): Promise<void>;
}
