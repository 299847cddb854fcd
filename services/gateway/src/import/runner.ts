import { createHash } from 'node:crypto';
import { readRecords, UnreadableFile, type ByteCount, type ImportedTriple, type ImportFormat, type ImportRecord, type Position } from './records';

export type OnError = 'stop' | 'skip';

/** At most this many statements go in one keyed CreateTriples call (the triples service keys at most 1000). */
export const CHUNK = 500;
/** A job keeps this many of its errors to show. */
export const MAX_REPORTED_ERRORS = 20;

export interface ImportError extends Position {
  message: string;
}

export interface ImportProgress {
  statements_read: number;
  triples_stored: number;
  skipped: number;
  errors: ImportError[];
}

/** A failure of one triple of a chunk that the triples service reported (its `triples[i]` field). */
export interface RejectedTriple {
  position: number;
  message: string;
}

/** Stores one chunk under its key: stored once per key, however often it is sent. Rejects a bad triple as RejectedTriple. */
export type StoreChunk = (triples: ImportedTriple[], requestKey: string) => Promise<number>;

/**
 * Identifies what an import stores: the same file (by content) into the same index and graph with the same options
 * gives the same identity, so the same chunk keys, so a re-run stores nothing twice.
 */
export function importIdentity(parts: { accountId: string; contentSha256: string; indexId: string; graphId: string; format: ImportFormat; onError: OnError }): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.accountId, parts.contentSha256, parts.indexId, parts.graphId, parts.format, parts.onError]))
    .digest('hex');
}

export const chunkKey = (identity: string, chunk: number) => `import:${identity.slice(0, 40)}:${chunk}`;

export class ImportStopped extends Error {}

/**
 * Reads the file and stores its statements in chunks of CHUNK, each under a key derived from the import's identity and
 * the chunk's number. With on_error=stop the first bad statement ends the import before the chunk holding it is sent
 * (the chunks before it are stored, none of it); with skip, bad statements are counted and left out.
 */
export async function runImport(
  options: { path: string; format: ImportFormat; onError: OnError; identity: string; bytes?: ByteCount },
  store: StoreChunk,
  progress: (p: ImportProgress) => Promise<void> | void,
  records: (path: string, format: ImportFormat, bytes: ByteCount) => AsyncIterable<ImportRecord> = readRecords,
): Promise<ImportProgress> {
  const state: ImportProgress = { statements_read: 0, triples_stored: 0, skipped: 0, errors: [] };
  const report = (error: ImportError) => {
    if (state.errors.length < MAX_REPORTED_ERRORS) state.errors.push(error);
  };
  let chunk: { triple: ImportedTriple; line: number }[] = [];
  let chunkNo = 0;

  const flush = async () => {
    if (chunk.length === 0) return;
    let pending = chunk;
    for (;;) {
      try {
        state.triples_stored += await store(pending.map((c) => c.triple), chunkKey(options.identity, chunkNo));
        break;
      } catch (error) {
        const rejected = (error as { rejected?: RejectedTriple }).rejected;
        if (!rejected || !pending[rejected.position]) throw error;
        const bad = pending[rejected.position]!;
        report({ line: bad.line, message: rejected.message });
        if (options.onError === 'stop') throw new ImportStopped(rejected.message);
        // Nothing of the chunk was stored: send it again without the bad triple, under the same key (a re-run of the same
        // file leaves out the same triple, so the key still names the same chunk).
        state.skipped += 1;
        pending = pending.filter((_, i) => i !== rejected.position);
        if (pending.length === 0) break;
      }
    }
    chunkNo += 1;
    chunk = [];
    await progress(state);
  };

  try {
    for await (const record of records(options.path, options.format, options.bytes ?? { read: 0 })) {
      state.statements_read += 1;
      if ('error' in record) {
        report({ line: record.line, ...(record.column !== undefined ? { column: record.column } : {}), message: record.error });
        if (options.onError === 'stop') throw new ImportStopped(record.error);
        state.skipped += 1;
        continue;
      }
      chunk.push({ triple: record.triple, line: record.line });
      if (chunk.length >= CHUNK) await flush();
    }
    await flush();
  } catch (error) {
    if (error instanceof UnreadableFile) {
      report({ ...error.position, message: error.message });
      throw new ImportStopped(error.message);
    }
    throw error;
  } finally {
    await progress(state);
  }
  return state;
}
