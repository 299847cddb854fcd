import { parse as parseCsv } from 'csv-parse/sync';
import { Parser, type Quad } from 'n3';
import type { IncomingMessage } from 'node:http';
import type { Response } from 'supertest';
import { startSystem, type System } from './testing/harness';

const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const SCHEMA_DESCRIPTION = 'https://schema.org/description';
const BASE = 'urn:tessera:';

/** Collects any response body as text (supertest buffers only text/* and JSON on its own). */
const asText = (res: IncomingMessage, done: (error: Error | null, body: string) => void) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
};

describe('GET /api/export', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem();
  });
  afterAll(() => sys?.stop());

  const fresh = () => sys.newAccount(`export-${Math.random().toString(36).slice(2, 10)}`);
  const exported = (key: string, query: string) => sys.as(key).get(`/api/export?${query}`).buffer(true).parse(asText as never) as unknown as Promise<Response>;

  async function index(key: string, name = 'Physicists'): Promise<string> {
    const res = await sys.as(key).post('/api/indexes', { name });
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  }
  async function create(key: string, index_id: string, triples: object[], graph_id?: string) {
    const res = await sys.as(key).post('/api/triples', { index_id, graph_id, triples });
    expect(res.status).toBe(200);
    return res.body.data as { id: string; subject_entity_id: string; object_entity_id?: string }[];
  }

  it('writes an index as N-Quads: entities as IRIs with their names, predicates as IRIs, graphs as named graphs', async () => {
    const { key } = await fresh();
    const id = await index(key);
    const graph = await sys.as(key).post('/api/graphs', { name: 'Nobel', index_id: id });
    expect(graph.status).toBe(200);
    const graphId = graph.body.data.id as string;
    const [born] = await create(key, id, [{ subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', object_type: 'entity' }]);
    const [won] = await create(key, id, [{ subject: 'Marie Curie', predicate: 'http://example.org/won', object: 'Nobel Prize "Physics"', valid_from: '1903-12-10' }], graphId);
    const curie = born!.subject_entity_id;
    await sys.as(key).put(`/api/entities/${curie}`, { description: 'Physicist and chemist' });

    const res = await exported(key, `index_id=${id}&format=nquads`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/n-quads; charset=utf-8');
    const quads = new Parser({ format: 'N-Quads' }).parse(res.body as string);
    const line = (q: Quad) => [q.subject.value, q.predicate.value, q.object.value, q.graph.value].join(' ');
    expect(quads.map(line).sort()).toEqual(
      [
        `${BASE}entity/${curie} ${RDFS_LABEL} Marie Curie `,
        `${BASE}entity/${curie} ${SCHEMA_DESCRIPTION} Physicist and chemist `,
        `${BASE}entity/${born!.object_entity_id} ${RDFS_LABEL} Warsaw `,
        `${BASE}entity/${curie} ${BASE}predicate/born_in ${BASE}entity/${born!.object_entity_id} `,
        `${BASE}entity/${curie} http://example.org/won Nobel Prize "Physics" ${BASE}graph/${graphId}`,
      ].sort(),
    );
    expect(won!.subject_entity_id).toBe(curie);

    const oneGraph = new Parser({ format: 'N-Quads' }).parse((await exported(key, `index_id=${id}&format=nquads&graph_id=${graphId}`)).body as string);
    expect(oneGraph.filter((q) => q.predicate.value !== RDFS_LABEL && q.predicate.value !== SCHEMA_DESCRIPTION).map(line)).toEqual([
      `${BASE}entity/${curie} http://example.org/won Nobel Prize "Physics" ${BASE}graph/${graphId}`,
    ]);
    const before1900 = await exported(key, `index_id=${id}&format=jsonl&as_of=1900-01-01`);
    expect((before1900.body as string).trimEnd().split('\n').map((l) => JSON.parse(l).predicate)).toEqual(['born_in']);
  });

  it('writes every format so that its reader gets the same statements, and CSV/JSON Lines with validity', async () => {
    const { key } = await fresh();
    const id = await index(key);
    await create(key, id, [
      { subject: 'Ada Lovelace', predicate: 'collaborated_with', object: 'Charles Babbage', object_type: 'entity', confidence: 0.8, source: 'https://example.org/ada' },
      { subject: 'Ada Lovelace', predicate: 'born', object: '1815', valid_from: '1815-12-10', valid_to: '1852-11-27' },
    ]);
    const statements = async (format: string, n3Format: string) => {
      const res = await exported(key, `index_id=${id}&format=${format}`);
      expect(res.status).toBe(200);
      return new Parser({ format: n3Format }).parse(res.body as string).length;
    };
    // 2 triples and 2 labels.
    expect(await statements('ntriples', 'N-Triples')).toBe(4);
    expect(await statements('turtle', 'Turtle')).toBe(4);
    expect(await statements('trig', 'TriG')).toBe(4);
    const jsonld = JSON.parse((await exported(key, `index_id=${id}&format=jsonld`)).body as string) as { '@graph': unknown[] };
    expect(jsonld['@graph']).toHaveLength(4);

    const csv = await exported(key, `index_id=${id}&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parseCsv(csv.body as string, { columns: true })).toEqual([
      {
        subject: 'Ada Lovelace', predicate: 'collaborated_with', object: 'Charles Babbage', object_type: 'entity', confidence: '0.8',
        source: 'https://example.org/ada', valid_from: '', valid_to: '',
      },
      {
        subject: 'Ada Lovelace', predicate: 'born', object: '1815', object_type: 'literal', confidence: '', source: '',
        valid_from: '1815-12-10T00:00:00.000Z', valid_to: '1852-11-27T00:00:00.000Z',
      },
    ]);
    const jsonl = (await exported(key, `index_id=${id}&format=jsonl`)).body as string;
    expect(jsonl.trimEnd().split('\n').map((l) => JSON.parse(l))[1]).toEqual({
      subject: 'Ada Lovelace', predicate: 'born', object: '1815', object_type: 'literal', valid_from: '1815-12-10T00:00:00.000Z', valid_to: '1852-11-27T00:00:00.000Z',
    });
  });

  it('streams an index larger than one page, each triple once', async () => {
    const { key } = await fresh();
    const id = await index(key);
    for (let batch = 0; batch < 3; batch += 1) {
      await create(key, id, Array.from({ length: 900 }, (_, i) => ({ subject: `s${batch * 900 + i}`, predicate: 'p', object: `o${batch * 900 + i}` })));
    }
    const rows = parseCsv((await exported(key, `index_id=${id}&format=csv`)).body as string, { columns: true }) as { subject: string }[];
    expect(rows).toHaveLength(2700);
    expect(new Set(rows.map((r) => r.subject)).size).toBe(2700);
  });

  it('reads own and public indexes only: another account’s private index is a 404', async () => {
    const alice = await fresh();
    const bob = await fresh();
    const id = await index(alice.key);
    await create(alice.key, id, [{ subject: 'Secret', predicate: 'is', object: 'private' }]);
    const denied = await sys.as(bob.key).get(`/api/export?index_id=${id}&format=jsonl`);
    expect(denied.status).toBe(404);
    expect(denied.body).toMatchObject({ success: false });
    expect((await sys.as(alice.key).put(`/api/indexes/${id}`, { is_public: true })).status).toBe(200);
    const read = await exported(bob.key, `index_id=${id}&format=jsonl`);
    expect(read.status).toBe(200);
    expect(JSON.parse((read.body as string).trim())).toMatchObject({ subject: 'Secret', object: 'private' });
    expect((await sys.as(bob.key).get(`/api/export?index_id=00000000-0000-7000-8000-000000000000`)).status).toBe(404);
  });

  it('answers 400 naming the field for a bad format, a missing index or a bad instant', async () => {
    const { key } = await fresh();
    const id = await index(key);
    const cases: [string, string][] = [
      [`index_id=${id}&format=xml`, 'format'],
      ['format=nquads', 'index_id'],
      ['index_id=not-a-uuid', 'index_id'],
      [`index_id=${id}&as_of=yesterday`, 'as_of'],
      [`index_id=${id}&as_of=2020-01-01&current=true`, 'as_of'],
    ];
    for (const [query, field] of cases) {
      const res = await sys.as(key).get(`/api/export?${query}`);
      expect({ query, status: res.status, mentions: `${res.body.error} ${res.body.details}`.includes(field) }).toEqual({ query, status: 400, mentions: true });
    }
  });
});
