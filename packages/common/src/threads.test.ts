import { join } from 'node:path';
import { compiledThread, ThreadPool } from './threads';

const ECHO = join(__dirname, 'testing', 'echo-thread.cjs');

interface EchoRequest {
  op: string;
  buffer?: ArrayBuffer;
}
interface EchoReply {
  got: string;
  bytes: number;
  data: unknown;
}

describe(ThreadPool.name, () => {
  it('runs requests in a thread with its workerData, moving transferred buffers', async () => {
    const pool = new ThreadPool<EchoRequest, EchoReply>(ECHO, { workerData: { name: 'echo' } });
    const buffer = new ArrayBuffer(64);
    await expect(pool.run({ op: 'hello', buffer }, [buffer])).resolves.toEqual({ got: 'hello', bytes: 64, data: { name: 'echo' } });
    // Moved, not copied: this side no longer holds the bytes.
    expect(buffer.byteLength).toBe(0);
    await expect(pool.run({ op: 'fail' })).rejects.toThrow('task failed');
    await pool.destroy();
  });

  it('tells onThreadLost of a thread that ended, and not of one destroyed', async () => {
    const lost: Error[] = [];
    const pool = new ThreadPool<EchoRequest, EchoReply>(ECHO, { minThreads: 1, onThreadLost: (error) => lost.push(error) });
    await expect(pool.run({ op: 'exit' })).rejects.toThrow('worker exited with code: 3');
    expect(lost.map((e) => e.message)).toEqual(['a worker thread ended']);
    // The pool carries on with a new thread (whatever state the old one held is gone).
    await expect(pool.run({ op: 'again' })).resolves.toMatchObject({ got: 'again' });
    await pool.destroy();
    expect(lost).toHaveLength(1);
  });

  it('finds a thread module compiled under the package dist/', () => {
    expect(compiledThread('/srv/pkg', 'adapters/sqlite/writer-thread')).toBe('/srv/pkg/dist/adapters/sqlite/writer-thread.js');
  });
});
