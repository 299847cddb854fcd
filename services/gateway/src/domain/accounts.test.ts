import { openSqliteStorage } from '../adapters/sqlite';
import type { AccountStore, GatewayStorage } from '../ports/account-store';
import { Accounts } from './accounts';
import { API_KEY_PATTERN, generateApiKey, hashApiKey } from './api-keys';

describe(generateApiKey.name, () => {
  it('makes kg_ keys of 32 base62 characters that never repeat', () => {
    const keys = new Set(Array.from({ length: 2000 }, generateApiKey));
    expect(keys.size).toBe(2000);
    for (const key of keys) expect(key).toMatch(/^kg_[0-9A-Za-z]{32}$/);
  });

  it('uses the whole alphabet (no modulo-biased subset)', () => {
    const chars = new Set(Array.from({ length: 500 }, () => generateApiKey().slice(3)).join(''));
    expect(chars.size).toBe(62);
  });
});

describe(Accounts.name, () => {
  let storage: GatewayStorage;
  let store: AccountStore;
  let accounts: Accounts;
  beforeEach(() => {
    storage = openSqliteStorage(':memory:');
    store = storage.accounts;
    accounts = new Accounts(store);
  });
  afterEach(() => storage.close());

  it('stores only the hash of a key', async () => {
    const { account, key } = await accounts.createAccount('acme');
    const [stored] = await store.listKeys(account.id);
    expect(stored!.key_hash).toBe(hashApiKey(key.api_key));
    expect(JSON.stringify(await store.listKeys(account.id))).not.toContain(key.api_key);
  });

  it('creates and returns a key for "default" when no key exists and none is configured, once', async () => {
    const printed = await accounts.bootstrap(undefined);
    expect(printed).toMatch(API_KEY_PATTERN);
    expect(await accounts.authenticate(`Bearer ${printed}`)).toMatchObject({ accountId: expect.any(String) });
    expect(await accounts.bootstrap(undefined)).toBeUndefined();
  });

  it('makes the configured bootstrap key the only active key of "default"', async () => {
    const generated = (await accounts.bootstrap(undefined))!;
    const configured = 'kg_Configured0123456789abcdef';
    await accounts.bootstrap(configured);
    await accounts.bootstrap(configured);
    await expect(accounts.authenticate(`Bearer ${generated}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const caller = await accounts.authenticate(`Bearer ${configured}`);
    const def = await accounts.findAccountByName('default');
    expect(caller.accountId).toBe(def!.id);
    expect((await store.listKeys(def!.id)).filter((k) => !k.revoked_at)).toHaveLength(1);
  });

  it('refuses to revive a revoked bootstrap key', async () => {
    const configured = 'kg_Configured0123456789abcdef';
    await accounts.bootstrap(configured);
    const caller = await accounts.authenticate(`Bearer ${configured}`);
    await accounts.revokeKey(caller.keyId);
    await expect(accounts.bootstrap(configured)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('accepts the bearer scheme case-insensitively and rejects junk', async () => {
    const { key } = await accounts.createAccount('case');
    await expect(accounts.authenticate(`bearer ${key.api_key}`)).resolves.toBeDefined();
    await expect(accounts.authenticate(`Bearer ${key.api_key} extra`)).rejects.toMatchObject({ message: 'Malformed Authorization header' });
  });
});
