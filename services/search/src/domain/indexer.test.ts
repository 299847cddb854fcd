import { silentLogger } from '@tessera/common';
import type { Embedder } from '../ports/embedder';
import type { ChangeSource } from '../ports/sources';
import type { VectorStore } from '../ports/vector-store';
import { ForegroundLoad } from '../adapters/foreground-load';
import { Indexer } from './indexer';

/** An empty outbox that records when it was asked, and for how many events. */
function recordingSource() {
  const pulls: { at: number; max: number }[] = [];
  const source: ChangeSource = {
    name: 'test',
    pull: async (_after, max) => {
      pulls.push({ at: Date.now(), max });
      return [];
    },
    ack: async () => {},
    republish: async () => 0,
    status: async () => ({ pending: 0, oldestCreatedAt: null }),
  };
  return { source, pulls };
}

async function firstPull(busy: () => number, maxWaitMs: number) {
  const { source, pulls } = recordingSource();
  const indexer = new Indexer([source], {} as VectorStore, {} as Embedder, silentLogger(), {
    batch: 256, idleMs: 10_000, yieldTo: { busy, threshold: 0.6, maxWaitMs, busyBatch: 16 },
  });
  const started = Date.now();
  indexer.start();
  while (pulls.length === 0) await new Promise((r) => setTimeout(r, 5));
  await indexer.stop();
  return { afterMs: pulls[0]!.at - started, max: pulls[0]!.max };
}

describe('indexing yields to API traffic', () => {
  it('pulls a full batch at once when the machine is not busy', async () => {
    const first = await firstPull(() => 0.1, 2000);
    expect(first.max).toBe(256);
    expect(first.afterMs).toBeLessThan(150);
  });

  it('waits while the machine is busy and takes a full batch when it calms down', async () => {
    const calmAt = Date.now() + 300;
    const first = await firstPull(() => (Date.now() < calmAt ? 0.9 : 0.1), 2000);
    expect(first.afterMs).toBeGreaterThanOrEqual(250);
    expect(first.max).toBe(256);
  });

  it('still makes progress, in small batches, when the machine stays busy', async () => {
    const first = await firstPull(() => 0.95, 200);
    expect(first.afterMs).toBeGreaterThanOrEqual(190);
    expect(first.afterMs).toBeLessThan(1000);
    expect(first.max).toBe(16);
  });

  it('pauses between chunks of a batch it is embedding when requests keep the machine busy', async () => {
    const calls: { at: number; size: number }[] = [];
    const embedder = {
      model: 'test', dimensions: 4, close: async () => {},
      embed: async (texts: string[]) => {
        calls.push({ at: Date.now(), size: texts.length });
        return texts.map(() => Float32Array.from([1, 0, 0, 0]));
      },
    } as Embedder;
    const store = { upsert: async () => {}, remove: async () => {} } as unknown as VectorStore;
    const indexer = new Indexer([], store, embedder, silentLogger(), {
      batch: 256, idleMs: 10, yieldTo: { busy: () => 0.9, threshold: 0.6, maxWaitMs: 100, busyBatch: 16 },
    });
    indexer.start(); // no sources: only apply runs
    const events = Array.from({ length: 70 }, (_, i) => ({
      seq: i + 1, account_id: 'acc', kind: 'entity', resource_id: `e${i}`, op: 'upsert' as const, version: 1,
      payload_json: JSON.stringify({ name: `Entity ${i}`, index_id: 'idx' }),
    }));
    await indexer.apply(events);
    await indexer.stop();
    expect(calls.map((c) => c.size)).toEqual([32, 32, 6]);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(90);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(90);
  });
});

describe(ForegroundLoad.name, () => {
  const stat = (user: number, nice: number, system: number, idle: number) =>
    `cpu  ${user} ${nice} ${system} ${idle} 0 0 0 0 0 0\ncpu0 0 0 0 0 0 0 0 0 0 0\n`;

  it('measures normal-priority CPU use between samples, leaving niced work out', () => {
    const samples = [stat(100, 0, 50, 1000), stat(160, 100, 70, 1020)];
    const load = new ForegroundLoad(() => samples.shift()!);
    load.sample();
    load.sample();
    // 80 of 200 ticks were normal-priority (user 60 + system 20); the 100 niced ticks count as not busy.
    expect(load.busy).toBeCloseTo(0.4, 5);
  });

  it('reports an idle machine where /proc/stat cannot be read', () => {
    const load = new ForegroundLoad(() => {
      throw new Error('ENOENT');
    });
    load.sample();
    expect(load.busy).toBe(0);
  });
});
