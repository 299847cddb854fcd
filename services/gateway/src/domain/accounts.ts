import { Conflict, InvalidArgument, NotFound, Unauthenticated, newId, nowIso } from '@tessera/common';
import type { AccountRecord, AccountStore, ApiKeyRecord } from '../ports/account-store';
import { API_KEY_PATTERN, displayPrefix, generateApiKey, hashApiKey } from './api-keys';

export const DEFAULT_ACCOUNT_NAME = 'default';

export interface Caller {
  accountId: string;
  keyId: string;
}

export interface IssuedKey {
  id: string;
  prefix: string;
  api_key: string;
}

export type KeyView = Omit<ApiKeyRecord, 'key_hash'>;

const keyView = ({ key_hash: _hash, ...rest }: ApiKeyRecord): KeyView => rest;

/** How long a verified key is trusted without asking the store again. */
const AUTH_CACHE_MS = 10_000;
const AUTH_CACHE_MAX = 10_000;

/**
 * Accounts own API keys. Keys are shown once, at creation; only their hash is kept. Verified keys are cached for
 * AUTH_CACHE_MS. A revocation drops the key from this cache at once and is announced (`announceRevoked`) so that
 * the other gateway processes drop it too (forgetKey); a process that misses the announcement trusts it at most
 * AUTH_CACHE_MS longer.
 */
export class Accounts {
  private readonly verified = new Map<string, { caller: Caller; until: number }>();

  constructor(
    private readonly store: AccountStore,
    private readonly announceRevoked: (keyId: string) => void = () => {},
  ) {}

  /** The caller behind an `Authorization` header value, or Unauthenticated with the reason. */
  async authenticate(authorization: string | undefined): Promise<Caller> {
    if (!authorization) {
      throw new Unauthenticated('Missing API key', { details: 'Send the header Authorization: Bearer <API_KEY>' });
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) {
      throw new Unauthenticated('Malformed Authorization header', { details: 'Expected: Authorization: Bearer <API_KEY>' });
    }
    const key = match[1]!;
    if (!API_KEY_PATTERN.test(key)) {
      throw new Unauthenticated('Invalid API key', { details: 'API keys look like kg_ followed by letters and digits' });
    }
    const hash = hashApiKey(key);
    const cached = this.verified.get(hash);
    if (cached && cached.until > Date.now()) return cached.caller;
    const record = await this.store.findKeyByHash(hash);
    if (!record) throw new Unauthenticated('Invalid API key', { details: 'No such API key' });
    if (record.revoked_at) throw new Unauthenticated('Invalid API key', { details: 'This API key has been revoked' });
    const caller = { accountId: record.account_id, keyId: record.id };
    if (this.verified.size >= AUTH_CACHE_MAX) this.verified.clear();
    this.verified.set(hash, { caller, until: Date.now() + AUTH_CACHE_MS });
    return caller;
  }

  async createAccount(name: string): Promise<{ account: AccountRecord; key: IssuedKey }> {
    const trimmed = name.trim();
    if (!trimmed) throw new InvalidArgument('name is required', { field: 'name' });
    const account = { id: newId(), name: trimmed, created_at: nowIso() };
    await this.store.createAccount(account);
    return { account, key: await this.issueKey(account.id) };
  }

  async getAccount(id: string): Promise<AccountRecord & { keys: KeyView[] }> {
    const account = await this.store.getAccount(id);
    if (!account) throw new NotFound('Account not found', { details: `No account with id ${id}` });
    return { ...account, keys: (await this.store.listKeys(id)).map(keyView) };
  }

  listAccounts(offset: number, limit: number): Promise<AccountRecord[]> {
    return this.store.listAccounts(offset, limit);
  }

  findAccountByName(name: string): Promise<AccountRecord | null> {
    return this.store.findAccountByName(name);
  }

  async createKey(accountId: string): Promise<IssuedKey> {
    if (!(await this.store.getAccount(accountId))) {
      throw new NotFound('Account not found', { details: `No account with id ${accountId}` });
    }
    return this.issueKey(accountId);
  }

  async revokeKey(keyId: string): Promise<void> {
    if (!(await this.store.revokeKey(keyId, nowIso()))) {
      throw new NotFound('API key not found', { details: `No active API key with id ${keyId}` });
    }
    this.forgetKey(keyId);
    this.announceRevoked(keyId);
  }

  /** Stops trusting a cached key: another gateway process revoked it. */
  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.verified) if (entry.caller.keyId === keyId) this.verified.delete(hash);
  }

  /**
   * Start-up: with a bootstrap key, the `default` account holds exactly that key (other keys of `default` are
   * revoked). Without one, and with no key anywhere, a key for `default` is created and returned to print once.
   */
  async bootstrap(bootstrapKey: string | undefined): Promise<string | undefined> {
    if (!bootstrapKey && (await this.store.countKeys()) > 0) return undefined;
    const account = (await this.store.findAccountByName(DEFAULT_ACCOUNT_NAME)) ?? (await this.createDefaultAccount());
    if (!bootstrapKey) return (await this.issueKey(account.id)).api_key;

    const hash = hashApiKey(bootstrapKey);
    const existing = await this.store.findKeyByHash(hash);
    if (existing && existing.account_id !== account.id) {
      throw new Conflict('KG_BOOTSTRAP_API_KEY belongs to another account');
    }
    for (const key of await this.store.listKeys(account.id)) {
      if (key.key_hash !== hash && !key.revoked_at) await this.store.revokeKey(key.id, nowIso());
    }
    if (!existing) {
      await this.store.createKey({
        id: newId(), account_id: account.id, prefix: displayPrefix(bootstrapKey), key_hash: hash, created_at: nowIso(), revoked_at: null,
      });
    } else if (existing.revoked_at) {
      // Revocation is final: a key named in the environment does not come back to life behind an admin's back.
      throw new Conflict('KG_BOOTSTRAP_API_KEY has been revoked', {
        details: `Key ${existing.id} (${existing.prefix}…) was revoked; set a new bootstrap key`,
      });
    }
    return undefined;
  }

  private async createDefaultAccount(): Promise<AccountRecord> {
    const account = { id: newId(), name: DEFAULT_ACCOUNT_NAME, created_at: nowIso() };
    await this.store.createAccount(account);
    return account;
  }

  private async issueKey(accountId: string): Promise<IssuedKey> {
    const apiKey = generateApiKey();
    const record = {
      id: newId(), account_id: accountId, prefix: displayPrefix(apiKey), key_hash: hashApiKey(apiKey), created_at: nowIso(), revoked_at: null,
    };
    await this.store.createKey(record);
    return { id: record.id, prefix: record.prefix, api_key: apiKey };
  }
}
