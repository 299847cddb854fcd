import { workerData } from 'piscina';
import { SqliteTripleWriter, type WriteMethod } from './triple-writer';
import type { WriteReply } from './writes';

// Runs in the writer thread (writes.ts ThreadWrites): one connection, every write of the triples database.
const writer = SqliteTripleWriter.open((workerData as { dataDir: string }).dataDir);

export interface WriteRequest {
  method: WriteMethod | 'close';
  args: unknown[];
}

export default async function write({ method, args }: WriteRequest): Promise<WriteReply> {
  try {
    if (method === 'close') {
      writer.close();
      return {};
    }
    return { value: await (writer[method] as (...a: unknown[]) => unknown)(...args) };
  } catch (error) {
    const { message, code } = error as { message?: string; code?: string };
    return { error: { message: message ?? String(error), ...(code ? { code } : {}) } };
  }
}
