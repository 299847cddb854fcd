import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_TOKEN, bearer, startSystem, type System } from '../testing/harness';
import { runCli } from '@tessera/gateway';

describe('admin CLI', () => {
  let sys: System;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    sys = await startSystem();
    server = sys.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await sys?.stop();
  });

  async function cli(...argv: string[]) {
    let output = '';
    const code = await runCli(argv, { url, token: ADMIN_TOKEN, write: (text) => (output += text) });
    return { code, output };
  }

  it('creates an account whose printed key works, adds a key by account name, and revokes it', async () => {
    const created = await cli('accounts', 'create', 'cli-co');
    expect(created.code).toBe(0);
    const firstKey = /API key \(shown once, store it now\): (kg_\w+)/.exec(created.output)![1]!;
    expect((await sys.http.get('/api/indexes').set(bearer(firstKey))).status).toBe(200);

    const added = await cli('keys', 'create', '--account', 'cli-co');
    expect(added.code).toBe(0);
    const [, keyId, secondKey] = /key (\S+)\nAPI key \(shown once, store it now\): (kg_\w+)/.exec(added.output)!;
    expect((await sys.http.get('/api/indexes').set(bearer(secondKey!))).status).toBe(200);

    expect((await cli('keys', 'revoke', keyId!)).output).toBe('API key revoked\n');
    expect((await sys.http.get('/api/indexes').set(bearer(secondKey!))).status).toBe(401);

    const shown = await cli('accounts', 'show', 'cli-co');
    expect(JSON.parse(shown.output)).toMatchObject({ name: 'cli-co', keys: [{ revoked_at: null }, { id: keyId, revoked_at: expect.any(String) }] });
    expect(JSON.parse((await cli('accounts', 'list')).output).map((a: { name: string }) => a.name)).toContain('cli-co');
  });

  it('grants credits and shows and rebuilds the search index', async () => {
    await cli('accounts', 'create', 'cli-credits');
    const granted = await cli('credits', 'cli-credits', '150', '--note', 'trial');
    expect(granted).toEqual({ code: 0, output: 'balance: 150 cents\n' });
    expect((await cli('credits', 'cli-credits', 'ten')).code).toBe(1);
    const status = await cli('search', 'status');
    expect(status.code).toBe(0);
    expect(JSON.parse(status.output)).toMatchObject({ provider: 'local:universal-sentence-encoder-lite', dimensions: 512 });
    const reindex = await cli('search', 'reindex');
    expect(reindex.output).toMatch(/^Reindexing \d+ resources from the owning services\n$/);
  });

  it('explains failures with exit code 1', async () => {
    expect(await cli('accounts', 'show', 'nobody')).toEqual({ code: 1, output: 'error: no account named "nobody"\n' });
    const wrongToken = await runCli(['accounts', 'list'], { url, token: 'wrong-token-000000000', write: () => undefined });
    expect(wrongToken).toBe(1);
    let output = '';
    expect(await runCli(['accounts', 'list'], { url: 'http://127.0.0.1:1', token: ADMIN_TOKEN, write: (t) => (output += t) })).toBe(1);
    expect(output).toMatch(/cannot reach/);
  });
});
