import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_DIMENSIONS, doc, vectorFor, vectorStoreContract } from '../../ports/vector-store.contract';
import { EmbeddedVectorStore } from './embedded-vector-store';

describe(EmbeddedVectorStore.name, () => {
  vectorStoreContract(async () => EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS));

  it('keeps its documents across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-search-'));
    const first = EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS);
    await first.upsert([doc({ id: 'e1' }, 1), doc({ id: 'e2' }, 2)]);
    await first.close();
    const second = EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS);
    expect((await second.search('entity', vectorFor(2), { accountId: 'acc-a', publicIndexIds: [] }, 1))[0]!.id).toBe('e2');
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('switches a large partition to HNSW and still finds what exact search finds', async () => {
    const exact = EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS, 1_000_000);
    const ann = EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS, 100);
    const docs = Array.from({ length: 1500 }, (_, i) => doc({ id: `e${i}` }, i + 1));
    await exact.upsert(docs);
    await ann.upsert(docs);
    await ann.remove([{ id: 'e7', kind: 'entity', version: 9 }]);
    await exact.remove([{ id: 'e7', kind: 'entity', version: 9 }]);
    let found = 0;
    for (let q = 0; q < 50; q++) {
      const query = vectorFor(10_000 + q);
      const truth = new Set((await exact.search('entity', query, { accountId: 'acc-a', publicIndexIds: [] }, 10)).map((h) => h.id));
      const got = await ann.search('entity', query, { accountId: 'acc-a', publicIndexIds: [] }, 10);
      found += got.filter((h) => truth.has(h.id)).length;
      expect(got.map((h) => h.id)).not.toContain('e7');
    }
    expect(found / 500).toBeGreaterThanOrEqual(0.95);
    await exact.close();
    await ann.close();
  });
});
