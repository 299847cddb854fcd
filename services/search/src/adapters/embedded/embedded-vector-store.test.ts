import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '@tessera/storage';
import { CONTRACT_DIMENSIONS, doc, vectorFor, vectorStoreContract } from '../../ports/vector-store.contract';
import { EmbeddedVectorStore } from './embedded-vector-store';
import { migrations } from './migrations';

describe(EmbeddedVectorStore.name, () => {
  vectorStoreContract(async () => EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS));

  it('keeps its documents, their names and its indexes across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-search-'));
    const first = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS);
    await first.upsert([doc({ id: 'e1' }, 1), doc({ id: 'e2', name_key: 'marie curie' }, 2)]);
    await first.putIndex({ id: 'idx-a', account_id: 'acc-a', name: 'Physics', is_public: true, version: 1 });
    await first.close();
    const second = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS);
    const own = { accountId: 'acc-a', publicIndexIds: [] };
    expect((await second.search('entity', vectorFor(2), own, 1))[0]!.id).toBe('e2');
    expect((await second.byName('entity', ['marie curie'], vectorFor(2), own, 10)).map((h) => h.id)).toEqual(['e2']);
    expect(await second.publicIndexIds()).toEqual(['idx-a']);
    expect((await second.indexes(['idx-a'])).get('idx-a')).toMatchObject({ name: 'Physics', account_id: 'acc-a' });
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills the entities of triples stored before it kept them, from their payloads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-search-'));
    const before = openSqlite(dir, 'search', migrations.filter((m) => m.id === 1));
    const insert = before.prepare(
      `INSERT INTO docs (id, kind, account_id, index_id, partition, version, name_key, text, payload, vector)
       VALUES (?, 'triple', 'acc-a', 'idx-a', 'triple:index:idx-a', 1, '', '', ?, ?)`,
    );
    const vector = Buffer.from(vectorFor(1).buffer);
    insert.run('t1', JSON.stringify({ subject_entity_id: 'curie', object_entity_id: 'warsaw' }), vector);
    insert.run('t2', JSON.stringify({ subject_entity_id: 'curie', object_entity_id: null }), vector);
    before.close();
    const store = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS);
    expect(Object.fromEntries(await store.tripleCounts(['curie', 'warsaw'], { accountId: 'acc-a', publicIndexIds: [] }))).toEqual({ curie: 2, warsaw: 1 });
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restarts from its HNSW snapshot, and rebuilds when the snapshot is stale (a crash after a change)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-search-'));
    const visibility = { accountId: 'acc-a', publicIndexIds: [] };
    const top = async (store: EmbeddedVectorStore, seed: number) => (await store.search('entity', vectorFor(seed), visibility, 3)).map((h) => h.id);
    const first = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS, 50);
    await first.upsert(Array.from({ length: 200 }, (_, i) => doc({ id: `e${i}` }, i + 1)));
    const before = await top(first, 77);
    await first.close();
    expect(readdirSync(join(dir, 'search-ann')).filter((f) => f.endsWith('.usearch'))).toHaveLength(1);

    // A snapshot made with other HNSW settings is rebuilt, not loaded.
    const settings = openSqlite(dir, 'search', []);
    const manifest = settings.prepare("SELECT value FROM settings WHERE name = 'ann_snapshot'").pluck().get() as string;
    settings.prepare("UPDATE settings SET value = ? WHERE name = 'ann_snapshot'").run(JSON.stringify({ ...JSON.parse(manifest), version: 'other-settings' }));
    const rebuilt = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS, 50, { saveSnapshots: false });
    expect(rebuilt.restoredPartitions).toBe(0);
    expect(await top(rebuilt, 77)).toEqual(before);
    await rebuilt.close();
    settings.prepare("UPDATE settings SET value = ? WHERE name = 'ann_snapshot'").run(manifest);
    settings.close();

    // A reader that searches exactly ignores the snapshot, and a reader that may not write leaves it alone.
    const exactReader = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS, 1_000_000, { saveSnapshots: false });
    expect(exactReader.restoredPartitions).toBe(0);
    expect(await top(exactReader, 77)).toEqual(before);
    await exactReader.close();

    // Clean restart: the graph comes from the snapshot, and takes changes made after it.
    const second = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS, 50);
    expect(second.restoredPartitions).toBe(1);
    expect(await top(second, 77)).toEqual(before);
    await second.upsert([doc({ id: 'new', version: 1 }, 77)]);
    await second.remove([{ id: 'e76', kind: 'entity', version: 9 }]);
    expect((await top(second, 77))[0]).toBe('new');
    // No close: the process dies with the snapshot files older than the store.
    const third = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS, 50);
    expect(third.restoredPartitions).toBe(0);
    const after = await top(third, 77);
    expect(after[0]).toBe('new');
    expect(after).not.toContain('e76');
    expect((await third.counts()).entity).toBe(200);
    await third.close();
    await second.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('does not mark a snapshot current when a change arrived while it was being saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-search-'));
    const visibility = { accountId: 'acc-a', publicIndexIds: [] };
    const first = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS, 50);
    await first.upsert(Array.from({ length: 200 }, (_, i) => doc({ id: `e${i}` }, i + 1)));
    // The save is asked for first; the change reaches the partitions' thread after it.
    await Promise.all([first.snapshot(), first.upsert([doc({ id: 'late' }, 4242)])]);
    // No close: the process dies here. The files may lack 'late', so the restart must rebuild the graph.
    const second = await EmbeddedVectorStore.open(dir, CONTRACT_DIMENSIONS, 50);
    expect(second.restoredPartitions).toBe(0);
    expect((await second.search('entity', vectorFor(4242), visibility, 1))[0]!.id).toBe('late');
    await second.close();
    await first.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('switches a large partition to HNSW and still finds what exact search finds', async () => {
    const exact = await EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS, 1_000_000);
    const ann = await EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS, 100);
    const docs = Array.from({ length: 1500 }, (_, i) => doc({ id: `e${i}` }, i + 1));
    await exact.upsert(docs);
    await ann.upsert(docs);
    await ann.remove([{ id: 'e7', kind: 'entity', version: 9 }]);
    await exact.remove([{ id: 'e7', kind: 'entity', version: 9 }]);
    // A changed vector after the switch: the graph and the exact rows both follow it.
    await ann.upsert([doc({ id: 'e8', version: 2 }, 10_003)]);
    await exact.upsert([doc({ id: 'e8', version: 2 }, 10_003)]);
    expect((await ann.search('entity', vectorFor(10_003), { accountId: 'acc-a', publicIndexIds: [] }, 1))[0]).toMatchObject({ id: 'e8' });
    let found = 0;
    for (let q = 0; q < 50; q++) {
      const query = vectorFor(10_000 + q);
      const truth = new Map((await exact.search('entity', query, { accountId: 'acc-a', publicIndexIds: [] }, 10)).map((h) => [h.id, h.score]));
      const got = await ann.search('entity', query, { accountId: 'acc-a', publicIndexIds: [] }, 10);
      found += got.filter((h) => truth.has(h.id)).length;
      expect(got.map((h) => h.id)).not.toContain('e7');
      // Graph candidates are re-scored with the exact vectors: the same cosines as exact search, best first.
      for (const hit of got) if (truth.has(hit.id)) expect(hit.score).toBeCloseTo(truth.get(hit.id)!, 6);
      expect(got.map((h) => h.score)).toEqual([...got.map((h) => h.score)].sort((a, b) => b - a));
    }
    expect(found / 500).toBeGreaterThanOrEqual(0.95);
    await exact.close();
    await ann.close();
  });

  it('keeps answering while a window of docs rolls through an HNSW partition many times over (usearch 2.21 hung here)', async () => {
    // Each round adds docs under new keys and removes the oldest, as a rolling ingest with deletes does: usearch
    // 2.21's key table filled with tombstones and its remove spun forever after ~20k rounds of a 3k-vector graph.
    const store = await EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS, 100);
    const window = 300;
    const visibility = { accountId: 'acc-a', publicIndexIds: [] };
    let next = 0;
    for (let round = 0; round < 400; round++) {
      const fresh = Array.from({ length: 50 }, () => doc({ id: `r${next}` }, ++next));
      await store.upsert(fresh);
      if (next > window) await store.remove(Array.from({ length: 50 }, (_, i) => ({ id: `r${next - window - 50 + i}`, kind: 'entity' as const, version: 2 })));
    }
    expect(next).toBe(20_000);
    expect((await store.counts()).entity).toBe(window);
    const newest = await store.search('entity', vectorFor(next), visibility, 1);
    expect(newest.map((h) => h.id)).toEqual([`r${next - 1}`]);
    await store.close();
  }, 60_000);

  it('reads no payload for a doc removed after the search found it (null, not an empty text)', async () => {
    const store = await EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS);
    await store.upsert([doc({ id: 't1', kind: 'triple' }, 1), doc({ id: 't2', kind: 'triple' }, 2)]);
    const hits = await store.search('triple', vectorFor(1), { accountId: 'acc-a', publicIndexIds: [] }, 2);
    await store.remove([{ id: 't1', kind: 'triple', version: 2 }]);
    expect(await store.payloads(hits)).toEqual(hits.map((hit) => (hit.id === 't1' ? null : JSON.stringify({ id: hit.id }))));
    expect(await store.payloads(hits.filter((hit) => hit.id === 't1'))).toEqual([null]);
    await store.close();
  });

  it('answers concurrent searches, batched per partition, as it answers each alone, each within its visibility', async () => {
    const store = await EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS, 100);
    await store.upsert([
      ...Array.from({ length: 600 }, (_, i) => doc({ id: `a${i}` }, i + 1)),
      ...Array.from({ length: 600 }, (_, i) => doc({ id: `b${i}`, account_id: 'acc-b', index_id: 'idx-b' }, 20_000 + i)),
      ...Array.from({ length: 300 }, (_, i) => doc({ id: `t${i}`, kind: 'triple' }, 40_000 + i)),
      ...Array.from({ length: 50 }, (_, i) => doc({ id: `s${i}`, index_id: 'idx-small' }, 60_000 + i)),
    ]);
    const asA = { accountId: 'acc-a', publicIndexIds: [] };
    const asB = { accountId: 'acc-b', publicIndexIds: [] };
    const asBWithPublicA = { accountId: 'acc-b', publicIndexIds: ['idx-a'] };
    const onlySmall = { accountId: 'acc-a', publicIndexIds: [], indexId: 'idx-small' };
    const queries = Array.from({ length: 24 }, (_, q) => {
      const visibility = [asA, asB, asBWithPublicA, onlySmall][q % 4]!;
      return { kind: (q % 8 === 4 ? 'triple' : 'entity') as 'entity' | 'triple', vector: vectorFor(90_000 + q), visibility, k: 3 + (q % 5) };
    });
    const alone = [];
    for (const q of queries) alone.push(await store.search(q.kind, q.vector, q.visibility, q.k));
    const together = await Promise.all(queries.map((q) => store.search(q.kind, q.vector, q.visibility, q.k)));
    expect(together.map((hits) => hits.map((h) => [h.id, h.score]))).toEqual(alone.map((hits) => hits.map((h) => [h.id, h.score])));
    queries.forEach((q, i) => {
      const got = together[i]!.map((h) => h.id);
      expect(got).toHaveLength(q.k);
      const allowed = q.visibility === asA ? /^[ast]/ : q.visibility === asB ? /^b/ : q.visibility === asBWithPublicA ? /^[ab]/ : /^s/;
      for (const id of got) expect(id).toMatch(allowed);
      if (q.kind === 'triple') for (const id of got) expect(id).toMatch(/^t/);
    });
    await store.close();
  });
});

describe('EmbeddedVectorStore exact partitions', () => {
  it('matches brute force after many updates and deletes', async () => {
    const store = await EmbeddedVectorStore.open(':memory:', CONTRACT_DIMENSIONS, 1_000_000);
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
