import { parse as parseCsv } from 'csv-parse/sync';
import type { IncomingMessage } from 'node:http';
import type { Response } from 'supertest';
import { startSystem, type System } from './testing/harness';

interface ImportJob {
  id: string;
  status: string;
  bytes_total: number;
  bytes_read: number;
  statements_read: number;
  triples_stored: number;
  skipped: number;
  errors: { line: number; column?: number; message: string }[];
  error?: string;
}

const asText = (res: IncomingMessage, done: (error: Error | null, body: string) => void) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
};

const jsonl = (triples: object[]) => triples.map((t) => JSON.stringify(t)).join('\n') + '\n';

describe('POST /api/import and GET /api/jobs/{id} for import jobs', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem({ maxImportBytes: 4 * 1024 * 1024 });
  });
  afterAll(() => sys?.stop());

  const fresh = () => sys.newAccount(`import-${Math.random().toString(36).slice(2, 10)}`);
  async function index(key: string): Promise<string> {
    const res = await sys.as(key).post('/api/indexes', { name: 'Imported' });
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  }
  const upload = (key: string, query: string, body: string, contentType = 'application/octet-stream') =>
    sys.as(key).post(`/api/import?${query}`).set('Content-Type', contentType).send(body);

  async function finished(key: string, jobId: string): Promise<ImportJob> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const res = await sys.as(key).get(`/api/jobs/${jobId}`);
      expect(res.status).toBe(200);
      const job = res.body.data as ImportJob;
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${jobId} still running`);
  }
  async function imported(key: string, query: string, body: string, contentType?: string): Promise<ImportJob> {
    const res = await upload(key, query, body, contentType);
    expect(res.status).toBe(202);
    expect(res.body.job_id).toMatch(/^imp-/);
    return finished(key, res.body.job_id as string);
  }
  const exported = async (key: string, id: string, format = 'csv') =>
    ((await sys.as(key).get(`/api/export?index_id=${id}&format=${format}`).buffer(true).parse(asText as never)) as unknown as Response).body as string;
  const rows = async (key: string, id: string) => (parseCsv(await exported(key, id), { columns: true }) as Record<string, string>[]).map((r) => JSON.stringify(r)).sort();

  it('imports CSV named by its Content-Type, with resolution, validity and a body past the JSON limit', async () => {
    const { key } = await fresh();
    const id = await index(key);
    const padding = 'x'.repeat(600);
    const lines = ['subject,predicate,object,object_type,confidence,source,valid_from,valid_to'];
    for (let i = 0; i < 2000; i += 1) lines.push(`Person ${i % 50},knows,Person ${(i + 1) % 50},entity,0.5,https://example.org/${padding},,`);
    lines.push('Ada Lovelace,born,1815,literal,,,1815-12-10,1852-11-27');
    const body = `${lines.join('\n')}\n`;
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const job = await imported(key, `index_id=${id}`, body, 'text/csv');
    expect(job).toMatchObject({ status: 'completed', statements_read: 2001, triples_stored: 2001, skipped: 0, errors: [], bytes_total: Buffer.byteLength(body), bytes_read: Buffer.byteLength(body) });
    const entities = await sys.as(key).get(`/api/entities?index_id=${id}&limit=100`);
    expect(entities.body.data).toHaveLength(51); // 50 people and Ada (1815 is a literal)
    const ada = (await sys.as(key).get(`/api/triples?index_id=${id}&subject=Ada%20Lovelace`)).body.data[0];
    expect(ada).toMatchObject({ valid_from: '1815-12-10T00:00:00.000Z', valid_to: '1852-11-27T00:00:00.000Z' });
  });

  it('round-trips an index through CSV and JSON Lines export and import', async () => {
    const { key } = await fresh();
    const source = await index(key);
    await sys.as(key).post('/api/triples', {
      index_id: source,
      triples: [
        { subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', object_type: 'entity', confidence: 0.9, source: 'https://example.org' },
        { subject: 'Marie Curie', predicate: 'married_to', object: 'Pierre Curie', object_type: 'entity', valid_from: '1895-07-26' },
        { subject: 'Warsaw', predicate: 'population', object: '1,863,056 "approx"' },
      ],
    });
    for (const format of ['csv', 'jsonl']) {
      const target = await index(key);
      const job = await imported(key, `index_id=${target}&format=${format}`, await exported(key, source, format));
      expect(job).toMatchObject({ status: 'completed', triples_stored: 3 });
      expect(await rows(key, target)).toEqual(await rows(key, source));
    }
  });

  it('stores nothing twice when the same file is imported again (a resumed import)', async () => {
    const { key } = await fresh();
    const id = await index(key);
    const body = jsonl(Array.from({ length: 1200 }, (_, i) => ({ subject: `s${i}`, predicate: 'p', object: `o${i}` })));
    expect(await imported(key, `index_id=${id}`, body, 'application/jsonl')).toMatchObject({ status: 'completed', triples_stored: 1200 });
    expect(await imported(key, `index_id=${id}`, body, 'application/jsonl')).toMatchObject({ status: 'completed', triples_stored: 1200 });
    expect(await rows(key, id)).toHaveLength(1200);
    // Another file (or other options) is another import.
    expect(await imported(key, `index_id=${id}&on_error=skip`, body, 'application/jsonl')).toMatchObject({ status: 'completed' });
    expect(await rows(key, id)).toHaveLength(2400);
  });

  it('on_error=stop: the job fails at the first syntax error with its line and column, storing none of its chunk', async () => {
    const { key } = await fresh();
    const id = await index(key);
    const body = `${jsonl([{ subject: 'A', predicate: 'p', object: 'B' }, { subject: 'C', predicate: 'p', object: 'D' }])}{"subject": "E",, }\n${jsonl([{ subject: 'F', predicate: 'p', object: 'G' }])}`;
    const job = await imported(key, `index_id=${id}&format=jsonl`, body);
    expect(job.status).toBe('failed');
    expect(job.errors).toEqual([expect.objectContaining({ line: 3, column: 17 })]);
    expect(job.error).toContain('first bad statement');
    expect(await rows(key, id)).toEqual([]);

    const skipped = await imported(key, `index_id=${id}&format=jsonl&on_error=skip`, body);
    expect(skipped).toMatchObject({ status: 'completed', statements_read: 4, triples_stored: 3, skipped: 1, errors: [{ line: 3, column: 17 }] });
  });

  it('reports a value the triples service refuses by its line, and a CSV header without the required columns', async () => {
    const { key } = await fresh();
    const id = await index(key);
    const job = await imported(key, `index_id=${id}&format=jsonl`, jsonl([{ subject: 'A', predicate: 'p', object: 'B', valid_from: 'someday' }]));
    expect(job).toMatchObject({ status: 'failed', errors: [{ line: 1 }] });
    expect(job.errors[0]!.message).toContain('valid_from');
    const header = await imported(key, `index_id=${id}&format=csv`, 'subject,verb,object\nA,b,C\n');
    expect(header).toMatchObject({ status: 'failed', errors: [{ line: 1 }] });
    expect(header.errors[0]!.message).toContain('predicate');
  });

  it('answers 400 naming the field for a bad format, on_error or index id, before reading the file', async () => {
    const { key } = await fresh();
    const id = await index(key);
    const cases: [string, string, string][] = [
      [`index_id=${id}&format=xml`, 'application/octet-stream', 'format'],
      [`index_id=${id}`, 'application/octet-stream', 'format'],
      [`index_id=${id}&format=csv&on_error=maybe`, 'text/csv', 'on_error'],
      ['index_id=nope&format=csv', 'text/csv', 'index_id'],
    ];
    for (const [query, type, field] of cases) {
      const res = await upload(key, query, 'subject,predicate,object\n', type);
      expect({ query, status: res.status, mentions: `${res.body.error} ${res.body.details}`.includes(field) }).toEqual({ query, status: 400, mentions: true });
    }
  });

  it('refuses a file larger than MAX_IMPORT_BYTES with 413, starting no job', async () => {
    const { key } = await fresh();
    const id = await index(key);
    const line = `${JSON.stringify({ subject: 'A', predicate: 'p', object: 'x'.repeat(1000) })}\n`;
    const res = await upload(key, `index_id=${id}&format=jsonl`, line.repeat(5000));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, details: expect.stringContaining(String(4 * 1024 * 1024)) });
    expect(await rows(key, id)).toEqual([]);
  });

  it('keeps tenancy: no import into another account’s index, public or not, and no reading its jobs', async () => {
    const alice = await fresh();
    const bob = await fresh();
    const id = await index(alice.key);
    const body = jsonl([{ subject: 'A', predicate: 'p', object: 'B' }]);
    expect((await upload(bob.key, `index_id=${id}&format=jsonl`, body)).status).toBe(404);
    await sys.as(alice.key).put(`/api/indexes/${id}`, { is_public: true });
    expect((await upload(bob.key, `index_id=${id}&format=jsonl`, body)).status).toBe(403);
    const started = await upload(alice.key, `index_id=${id}&format=jsonl`, body);
    await finished(alice.key, started.body.job_id as string);
    expect((await sys.as(bob.key).get(`/api/jobs/${started.body.job_id as string}`)).status).toBe(404);
    expect((await sys.as(alice.key).get('/api/jobs/imp-00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
