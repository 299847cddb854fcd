import { join } from 'node:path';
import { PartitionThread } from './partition-thread';

/** A thread over one of the testing/ fixtures, with the failures it reports. */
function threadOver(fixture: string, stuckAfterMs?: number) {
  const failures: Error[] = [];
  const thread = new PartitionThread(8, 100, { stuckAfterMs, onFailure: (error) => failures.push(error), workerPath: join(__dirname, 'testing', fixture) });
  return { thread, failures };
}

describe(PartitionThread.name, () => {
  it('gives up a thread that stops answering: calls fail, the failure is reported once, and later calls fail at once', async () => {
    const { thread, failures } = threadOver('silent-partitions.cjs', 200);
    const started = performance.now();
    await expect(thread.write([], [{ key: 1, partition: 'entity:index:i', kind: 'entity', account_id: 'a', index_id: 'i', vector: new Float32Array(8) }])).rejects.toThrow(
      /vector partitions thread has not answered for \d+ s/,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    expect(failures).toHaveLength(1);
    await expect(thread.search('entity', new Float32Array(8), { accountId: 'a', publicIndexIds: [] }, 3)).rejects.toBe(failures[0]);
    await thread.close();
    expect(failures).toHaveLength(1);
  });

  it('gives up a thread that ended: its partitions are gone, so the failure is final even though a new thread could start', async () => {
    const { thread, failures } = threadOver('exiting-partitions.cjs');
    await expect(thread.clear()).rejects.toThrow(/worker exited with code: 5|a worker thread ended/);
    expect(failures).toHaveLength(1);
    await expect(thread.clear()).rejects.toBe(failures[0]);
    await thread.close();
    expect(failures).toHaveLength(1);
  });

  it('does not time the load, which may take minutes', async () => {
    const { thread, failures } = threadOver('silent-partitions.cjs', 100);
    const load = thread.load(':memory:', { version: '', files: new Map() });
    load.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(failures).toEqual([]);
    await thread.close();
    await expect(load).rejects.toThrow('vector store closed');
  });
});
