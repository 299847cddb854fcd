import { run } from '@tessera/cli';
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { startSystem, type System } from '../testing/harness';

/** A captured output stream, not a terminal: the CLI writes plain progress lines. */
function captured() {
  const stream = new PassThrough() as PassThrough & NodeJS.WriteStream;
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('the tessera command: import and export', () => {
  let sys: System;
  let server: Server;
  let env: NodeJS.ProcessEnv;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-cli-'));

  beforeAll(async () => {
    sys = await startSystem();
    server = sys.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { key } = await sys.newAccount('cli-user');
    env = { TESSERA_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, TESSERA_API_KEY: key };
    expect((await sys.as(key).post('/api/indexes', { name: 'Library' })).status).toBe(200);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await sys?.stop();
  });

  async function tessera(args: string[], signal = new AbortController().signal) {
    const out = captured();
    const err = captured();
    const code = await run(args, env, { stdout: out.stream, stderr: err.stream, signal, pollMs: 20 });
    return { code, stdout: out.text(), stderr: err.text() };
  }

  const csv = ['subject,predicate,object,object_type,valid_from', 'Ursula K. Le Guin,wrote,The Dispossessed,entity,', 'The Dispossessed,published,1974,literal,1974-05-01'].join('\n');

  it('imports a file into an index named by its name, and exports it to a file that reads back the same', async () => {
    const file = join(dir, 'books.csv');
    writeFileSync(file, `${csv}\n`);
    const imported = await tessera(['import', file, '--index', 'Library']);
    expect(imported).toMatchObject({ code: 0 });
    expect(imported.stdout).toContain('completed: 2 statements read, 2 triples stored, 0 skipped');
    expect(imported.stderr).toMatch(/upload: \d+\/\d+ bytes/);

    const out = join(dir, 'books-export.csv');
    expect(await tessera(['export', '--index', 'Library', '--format', 'csv', '-o', out])).toMatchObject({ code: 0 });
    expect(readFileSync(out, 'utf8').trimEnd().split('\n')).toEqual([
      'subject,predicate,object,object_type,confidence,source,valid_from,valid_to',
      'Ursula K. Le Guin,wrote,The Dispossessed,entity,,,,',
      'The Dispossessed,published,1974,literal,,,1974-05-01T00:00:00.000Z,',
    ]);
    expect(existsSync(`${out}.part`)).toBe(false);
  });

  it('stops cleanly on Ctrl-C, and a re-run of the same file stores nothing twice', async () => {
    const file = join(dir, 'more.jsonl');
    writeFileSync(file, Array.from({ length: 30 }, (_, i) => JSON.stringify({ subject: `Book ${i}`, predicate: 'in', object: 'Library shelf' })).join('\n'));
    const stop = new AbortController();
    stop.abort();
    const stopped = await tessera(['import', file, '--index', 'Library'], stop.signal);
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toContain('Run the same command again to resume');
    for (let i = 0; i < 2; i += 1) expect((await tessera(['import', file, '--index', 'Library'])).stdout).toContain('30 triples stored');
    const lines = (await tessera(['export', '--index', 'Library', '--format', 'jsonl'])).stdout.trimEnd().split('\n');
    expect(lines.filter((l) => l.includes('Library shelf'))).toHaveLength(30);
  });

  it('exits 1 with the reason for an unknown index, a file it cannot name the format of, and a failed job', async () => {
    expect(await tessera(['export', '--index', 'Nope'])).toMatchObject({ code: 1, stderr: expect.stringContaining('No index named Nope') });
    const odd = join(dir, 'data.txt');
    writeFileSync(odd, 'x');
    expect(await tessera(['import', odd, '--index', 'Library'])).toMatchObject({ code: 1, stderr: expect.stringContaining('--format') });
    const broken = join(dir, 'broken.jsonl');
    writeFileSync(broken, '{"subject":"A","predicate":"p","object":"B"}\n{oops}\n');
    const failed = await tessera(['import', broken, '--index', 'Library']);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('line 2, column 2') });
  });
});
