import type { SqliteDatabase } from '@tessera/storage';
import { bearer, startSystem, type System } from './testing/harness';

/** A full disk, played by SQLite's own size cap (PRAGMA max_page_count) on the triples service's database. */
describe('writes when the storage is full', () => {
  let sys: System;
  let triplesDb: SqliteDatabase;
  let key: string;
  beforeAll(async () => {
    sys = await startSystem({
      wrapTripleStore: (store) => {
        triplesDb = (store as unknown as { db: SqliteDatabase }).db;
        return store;
      },
    });
    key = (await sys.newAccount('disk-full')).key;
  });
  afterAll(() => sys?.stop());

  const batch = (prefix: string, n: number) => ({
    triples: Array.from({ length: n }, (_, i) => ({ subject: `${prefix} ${i}`, predicate: 'described_as', object: 'x'.repeat(2000) })),
  });

  it('answers 507 with the error body, loses nothing acknowledged, and writes again once space is back', async () => {
    const before = await sys.http.post('/api/triples').set(bearer(key)).send(batch('Kept', 5));
    expect(before.status).toBe(200);

    const pages = triplesDb.pragma('page_count', { simple: true }) as number;
    const limit = triplesDb.pragma('max_page_count', { simple: true }) as number;
    triplesDb.pragma(`max_page_count = ${pages}`);
    const idempotencyKey = { 'Idempotency-Key': 'disk-full-1' };
    const refused = await sys.http.post('/api/triples').set(bearer(key)).set(idempotencyKey).send(batch('Refused', 200));
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual({ success: false, error: 'Storage full', details: expect.stringMatching(/nothing of it was stored/) });

    // What was acknowledged is still there, and nothing of the refused batch is.
    const kept = await sys.http.get('/api/triples?search=Kept&limit=500').set(bearer(key));
    expect(kept.body.count).toBe(5);
    const partial = await sys.http.get('/api/triples?search=Refused&limit=500').set(bearer(key));
    expect(partial.body.count).toBe(0);

    triplesDb.pragma(`max_page_count = ${limit}`);
    // The 507 was not kept for the key: the retry runs and stores the batch once.
    const retried = await sys.http.post('/api/triples').set(bearer(key)).set(idempotencyKey).send(batch('Refused', 200));
    expect(retried.status).toBe(200);
    expect(retried.body.inserted_count).toBe(200);
    expect((await sys.http.get('/api/triples?search=Refused&limit=500').set(bearer(key))).body.count).toBe(200);
  });
});
