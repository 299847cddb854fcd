import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ADMIN_TOKEN, bearer, startSystem, type System } from './testing/harness';

interface Query {
  kind: 'name' | 'typo' | 'question' | 'paraphrase';
  query: string;
  expect: { type: 'entity'; name: string } | { type: 'triple'; subject: string; predicate: string; object: string };
}

const EVAL = join(dirname(require.resolve('@tessera/search/package.json')), 'eval');
const kg = JSON.parse(readFileSync(join(EVAL, 'kg.json'), 'utf8')) as { triples: object[] };
const load = (name: string) => JSON.parse(readFileSync(join(EVAL, name), 'utf8')) as Query[];
const queries = load('queries.json');

/**
 * Search quality on the evaluation set (services/search/eval: a generated world of ~2,700 triples and 200 queries:
 * names, typos, questions, paraphrases). Everything goes through the product: the API stores the triples, the
 * indexer embeds them from the outboxes, /api/search ranks. Entities and triples are merged by similarity; the
 * expected item must be in the top 10.
 */
describe('search quality on the evaluation set', () => {
  let sys: System;
  let key: string;

  beforeAll(async () => {
    sys = await startSystem({ searchIndexing: true });
    key = (await sys.newAccount('eval')).key;
    for (let i = 0; i < kg.triples.length; i += 500) {
      const res = await sys.as(key).post('/api/triples', { triples: kg.triples.slice(i, i + 500) });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    }
    for (;;) {
      const status = (await sys.http.get('/admin/search/status').set(bearer(ADMIN_TOKEN))).body.data;
      if (status.events_pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 300_000);
  afterAll(() => sys?.stop());

  async function expectedId(expect: Query['expect']): Promise<string | null> {
    if (expect.type === 'entity') {
      const res = await sys.as(key).get(`/api/entities?search=${encodeURIComponent(expect.name)}&exact=true`);
      return res.body.data.find((e: { name: string }) => e.name === expect.name)?.id ?? null;
    }
    const res = await sys.as(key).get(`/api/triples?subject=${encodeURIComponent(expect.subject)}&predicate=${encodeURIComponent(expect.predicate)}`);
    return res.body.data.find((t: { object: string }) => t.object === expect.object)?.id ?? null;
  }

  async function measure(name: string, queries: Query[]) {
    const byKind = new Map<string, { n: number; found: number; rr: number }>();
    const misses: string[] = [];
    let found = 0;
    let reciprocal = 0;
    for (const q of queries) {
      const id = await expectedId(q.expect);
      const res = await sys.as(key).post('/api/search', { query: q.query, types: ['entities', 'triples'], limit: 10, threshold: 0 });
      expect(res.status).toBe(200);
      const merged = [...res.body.data.entities, ...res.body.data.triples]
        .sort((a: { similarity: number }, b: { similarity: number }) => b.similarity - a.similarity)
        .slice(0, 10)
        .map((r: { id: string }) => r.id);
      const rank = id ? merged.indexOf(id) + 1 : 0;
      const stats = byKind.get(q.kind) ?? { n: 0, found: 0, rr: 0 };
      stats.n++;
      if (rank > 0) {
        found++;
        reciprocal += 1 / rank;
        stats.found++;
        stats.rr += 1 / rank;
      } else misses.push(`${q.kind}: ${q.query}`);
      byKind.set(q.kind, stats);
    }
    const recall = found / queries.length;
    const mrr = reciprocal / queries.length;
    const detail = [...byKind].map(([kind, s]) => `${kind} ${s.found}/${s.n} (MRR ${(s.rr / s.n).toFixed(3)})`).join(', ');
    process.stdout.write(`search eval (${name}): recall@10 ${recall.toFixed(4)}, MRR ${mrr.toFixed(4)} over ${queries.length} queries; ${detail}\n  misses: ${misses.slice(0, 20).join(' | ')}\n`);
    return recall;
  }

  it('reaches recall@10 >= 0.9 (and reports MRR) over >= 150 queries', async () => {
    expect(queries.length).toBeGreaterThanOrEqual(150);
    expect(await measure('queries.json', queries)).toBeGreaterThanOrEqual(0.9);
  }, 300_000);

  it('holds up on held-out wordings written after the ranking rules were set', async () => {
    expect(await measure('queries-heldout.json', load('queries-heldout.json'))).toBeGreaterThanOrEqual(0.8);
  }, 300_000);
});
