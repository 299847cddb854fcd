import type { AccountStore, ApiKeyRecord, GatewayStorage } from './account-store';

let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

function key(accountId: string, hash: string): ApiKeyRecord {
  return { id: id(), account_id: accountId, prefix: 'kg_abcd', key_hash: hash, created_at: at(n), revoked_at: null };
}

/** Behaviour every AccountStore adapter must have. `open` returns a fresh, empty store. */
export function accountStoreContract(open: () => Promise<GatewayStorage>): void {
  let storage: GatewayStorage;
  let store: AccountStore;
  beforeEach(async () => {
    storage = await open();
    store = storage.accounts;
  });
  afterEach(() => storage.close());

  it('stores accounts and finds them by id and by name', async () => {
    const account = { id: id(), name: 'acme', created_at: at(1) };
    await store.createAccount(account);
    expect(await store.getAccount(account.id)).toEqual(account);
    expect(await store.findAccountByName('acme')).toEqual(account);
    expect(await store.findAccountByName('nobody')).toBeNull();
    expect(await store.getAccount(id())).toBeNull();
  });

  it('refuses a second account with the same name as a Conflict', async () => {
    await store.createAccount({ id: id(), name: 'dup', created_at: at(1) });
    await expect(store.createAccount({ id: id(), name: 'dup', created_at: at(2) })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('lists accounts oldest first with paging', async () => {
    for (const [i, name] of ['a', 'b', 'c'].entries()) await store.createAccount({ id: id(), name, created_at: at(i) });
    expect((await store.listAccounts(0, 2)).map((a) => a.name)).toEqual(['a', 'b']);
    expect((await store.listAccounts(2, 2)).map((a) => a.name)).toEqual(['c']);
  });

  it('finds keys by hash, lists them per account and counts them', async () => {
    const account = { id: id(), name: 'k', created_at: at(1) };
    await store.createAccount(account);
    const first = key(account.id, 'h1');
    const second = key(account.id, 'h2');
    await store.createKey(first);
    await store.createKey(second);
    expect(await store.findKeyByHash('h2')).toEqual(second);
    expect(await store.findKeyByHash('missing')).toBeNull();
    expect((await store.listKeys(account.id)).map((k) => k.id)).toEqual([first.id, second.id]);
    expect(await store.countKeys()).toBe(2);
  });

  it('revokes a key once', async () => {
    const account = { id: id(), name: 'r', created_at: at(1) };
    await store.createAccount(account);
    const k = key(account.id, 'h3');
    await store.createKey(k);
    expect(await store.revokeKey(k.id, at(9))).toBe(true);
    expect(await store.revokeKey(k.id, at(10))).toBe(false);
    expect((await store.findKeyByHash('h3'))?.revoked_at).toBe(at(9));
  });
}
