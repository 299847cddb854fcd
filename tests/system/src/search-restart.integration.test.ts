import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@tessera/common';
import { loadConfig, openRuntime, type SearchRuntime } from '@tessera/search';
import { startSystem, type System } from './testing/harness';

/**
 * The search service is stopped in the middle of indexing and started again on the same data directory: every
 * item must be indexed afterwards, none twice, none missing.
 */
describe('the search pipeline across a restart of the search service', () => {
  let sys: System;
  let dataDir: string;
  let runtime: SearchRuntime | undefined;

  beforeAll(async () => {
    sys = await startSystem();
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-search-restart-'));
  });
  afterAll(async () => {
    await runtime?.close();
    await sys?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = (startIndexer = true) =>
    openRuntime(
      loadConfig({ DATA_DIR: dataDir, TRIPLES_GRPC_ADDR: sys.address.triples!, ENTITIES_GRPC_ADDR: sys.address.entities!, INDEXING_BATCH: '16', INDEXING_IDLE_MS: '20', LOG_LEVEL: 'silent' }),
      silentLogger(),
      { startIndexer },
    );

  it('loses nothing when stopped mid-way', async () => {
    const account = await sys.newAccount('restart');
    const triples = Array.from({ length: 400 }, (_, i) => ({ subject: `Person ${i}`, predicate: 'lives_in', object: `Town ${i % 40}`, object_type: 'entity' }));
    const created = await sys.as(account.key).post('/api/triples', { triples });
    expect(created.status).toBe(200);

    runtime = await open();
    // Stop once some, but not all, triples are in.
    for (let i = 0; i < 500; i++) {
      const { triple } = await runtime.store.counts();
      if (triple > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await runtime.close();
    const midway = await (async () => {
      const probe = await open(false);
      const counts = await probe.store.counts();
      await probe.close();
      return counts;
    })();
    expect(midway.triple).toBeGreaterThan(0);
    expect(midway.triple).toBeLessThan(400);

    runtime = await open();
    for (let i = 0; i < 1500; i++) {
      if ((await runtime.indexer.status()).pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await runtime.store.counts()).toEqual({ entity: 440, triple: 400, graph: 0 });
    const caller = { accountId: account.id };
    const found = await runtime.search.search(caller, { query: 'Person 399 lives in Town 39', types: ['triples'], offset: 0, limit: 1, threshold: 0 });
    expect(JSON.parse(found.triples[0]!.resource_json)).toMatchObject({ subject: 'Person 399', object: 'Town 39' });
  }, 120_000);
});
