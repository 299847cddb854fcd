import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecords, type ImportedTriple, type ImportRecord } from './records';
import { CHUNK, chunkKey, importIdentity, ImportStopped, runImport } from './runner';

const dir = mkdtempSync(join(tmpdir(), 'import-test-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const collect = async (records: AsyncIterable<ImportRecord>) => {
  const out: ImportRecord[] = [];
  for await (const r of records) out.push(r);
  return out;
};

/** A store that keeps chunks by key, as the triples service's keyed writes do: a key seen before stores nothing new. */
function keyedStore(failOnCall?: number) {
  const byKey = new Map<string, ImportedTriple[]>();
  const calls: string[] = [];
  const store = async (triples: ImportedTriple[], key: string) => {
    calls.push(key);
    if (failOnCall !== undefined && calls.length === failOnCall) throw new Error('gateway crashed');
    if (!byKey.has(key)) byKey.set(key, triples);
    return byKey.get(key)!.length;
  };
  return { store, byKey, calls };
}

const jsonl = (n: number, bad?: number) =>
  Array.from({ length: n }, (_, i) => (i === bad ? '{"subject": "broken",' : JSON.stringify({ subject: `s${i}`, predicate: 'p', object: `o${i}` }))).join('\n');

describe(runImport.name, () => {
  const identity = importIdentity({ accountId: 'a', contentSha256: 'f', indexId: 'i', graphId: '', format: 'jsonl', onError: 'stop' });

  it('stores chunks under keys of the import and chunk number; a re-run after an interruption stores nothing twice', async () => {
    const path = file('resume.jsonl', jsonl(CHUNK * 2 + 10));
    const target = keyedStore(2);
    await expect(runImport({ path, format: 'jsonl', onError: 'stop', identity }, target.store, () => undefined)).rejects.toThrow('gateway crashed');
    expect(target.byKey.size).toBe(1);
    target.calls.length = 0;
    const again = keyedStore();
    again.byKey.set(chunkKey(identity, 0), target.byKey.get(chunkKey(identity, 0))!);
    const done = await runImport({ path, format: 'jsonl', onError: 'stop', identity }, again.store, () => undefined);
    expect(again.calls).toEqual([0, 1, 2].map((n) => chunkKey(identity, n)));
    expect([...again.byKey.values()].flat()).toHaveLength(CHUNK * 2 + 10);
    expect(done).toMatchObject({ statements_read: CHUNK * 2 + 10, skipped: 0, errors: [] });
  });

  it('on_error=stop: stops at the first bad statement with its line and column, sending none of its chunk', async () => {
    const path = file('stop.jsonl', jsonl(CHUNK + 20, CHUNK + 5));
    const target = keyedStore();
    let last: unknown;
    await expect(runImport({ path, format: 'jsonl', onError: 'stop', identity }, target.store, (p) => void (last = structuredClone(p)))).rejects.toBeInstanceOf(ImportStopped);
    expect(target.calls).toEqual([chunkKey(identity, 0)]);
    expect(last).toMatchObject({ statements_read: CHUNK + 6, triples_stored: CHUNK, errors: [{ line: CHUNK + 6, column: 22 }] });
  });

  it('on_error=skip: counts bad statements, and leaves out a triple the store rejects, resending its chunk under the same key', async () => {
    const path = file('skip.jsonl', jsonl(12, 3));
    const calls: { key: string; size: number }[] = [];
    const store = async (triples: ImportedTriple[], key: string) => {
      calls.push({ key, size: triples.length });
      const bad = triples.findIndex((t) => t.subject === 's7');
      if (bad >= 0) throw Object.assign(new Error('bad'), { rejected: { position: bad, message: 'triples[6].valid_from: must be a date' } });
      return triples.length;
    };
    const done = await runImport({ path, format: 'jsonl', onError: 'skip', identity }, store, () => undefined);
    expect(calls).toEqual([{ key: chunkKey(identity, 0), size: 11 }, { key: chunkKey(identity, 0), size: 10 }]);
    expect(done).toMatchObject({ statements_read: 12, triples_stored: 10, skipped: 2, errors: [{ line: 4 }, { line: 8, message: 'triples[6].valid_from: must be a date' }] });
  });
});

describe(readRecords.name, () => {
  it('reads CSV by its header, empty cells absent, and reports a malformed row with its line', async () => {
    const path = file('t.csv', 'subject,predicate,object,confidence,valid_from\nA,knows,B,0.5,\n"C,knows\nD,knows,E,,2020-01-01\n');
    const records = await collect(readRecords(path, 'csv'));
    expect(records[0]).toEqual({ line: 2, triple: { subject: 'A', predicate: 'knows', object: 'B', confidence: 0.5 } });
    expect(records.some((r) => 'error' in r)).toBe(true);
    const csvWithoutObject = file('bad-header.csv', 'subject,predicate,thing\nA,b,c\n');
    await expect(collect(readRecords(csvWithoutObject, 'csv'))).rejects.toThrow(/missing: object/);
  });

  it('reports a JSON Lines statement without a required field by its line', async () => {
    const path = file('t.jsonl', '{"subject":"A","predicate":"p","object":"B"}\n\n{"subject":"A","predicate":"p"}\n');
    expect(await collect(readRecords(path, 'jsonl'))).toEqual([
      { line: 1, triple: { subject: 'A', predicate: 'p', object: 'B' } },
      { line: 3, error: 'object is required' },
    ]);
  });
});
