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

describe('EmbeddedVectorStore exact partitions', () => {
  it('matches brute force after many updates and deletes', async () => {
    const store = EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS, 1_000_000);
    const live = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      await store.upsert([doc({ id: `e${i}`, version: 1 }, i + 1)]);
      live.set(`e${i}`, i + 1);
    }
    for (let i = 0; i < 300; i += 3) {
      await store.remove([{ id: `e${i}`, kind: 'entity', version: 2 }]);
      live.delete(`e${i}`);
    }
    for (let i = 1; i < 300; i += 7) {
      await store.upsert([doc({ id: `e${i}`, version: 3 }, 5000 + i)]);
      if (live.has(`e${i}`)) live.set(`e${i}`, 5000 + i);
      else live.set(`e${i}`, 5000 + i);
    }
    const query = vectorFor(424242);
    const expected = [...live]
      .map(([id, seed]) => [id, vectorFor(seed).reduce((sum, v, i) => sum + v * query[i]!, 0)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([id]) => id);
    const got = await store.search('entity', query, { accountId: 'acc-a', publicIndexIds: [] }, 10);
    expect(got.map((h) => h.id)).toEqual(expected);
    expect((await store.counts()).entity).toBe(live.size);
    await store.close();
  });
});
