import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TesseraApi, type ImportJob } from './api';
import { progress, rate } from './progress';

export interface Io {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  pollMs?: number;
}

export const FORMAT_BY_EXTENSION: Record<string, string> = { csv: 'csv', jsonl: 'jsonl', ndjson: 'jsonl' };

export function formatOf(path: string, format: string | undefined): string {
  if (format) return format;
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  const named = FORMAT_BY_EXTENSION[extension];
  if (!named) throw new Error(`Cannot tell the format of ${path} from its extension; pass --format (csv or jsonl)`);
  return named;
}

const RESUME_HINT = 'Run the same command again to resume: what was already stored is not stored twice.';

/** tessera import: uploads the file, then follows the job. Answers the exit code. */
export async function importCommand(
  api: TesseraApi,
  file: string,
  options: { index: string; graph?: string; format?: string; onError?: string },
  io: Io,
): Promise<number> {
  const query: Record<string, string> = { index_id: await api.indexId(options.index), format: formatOf(file, options.format) };
  if (options.graph) query.graph_id = options.graph;
  if (options.onError) query.on_error = options.onError;
  const bar = progress(io.stderr);
  const uploadStart = Date.now();
  let jobId: string;
  try {
    jobId = await api.startImport(file, query, (sent, total) => bar.update(sent, total, { stage: 'upload', rate: `${(sent / 1e6 / Math.max((Date.now() - uploadStart) / 1000, 0.001)).toFixed(1)} MB/s` }), io.signal);
  } catch (error) {
    bar.stop();
    if (io.signal.aborted) {
      io.stderr.write(`\nStopped during the upload. ${RESUME_HINT}\n`);
      return 130;
    }
    throw error;
  }
  const started = Date.now();
  let job: ImportJob;
  for (;;) {
    job = await api.job(jobId);
    bar.update(job.bytes_read, job.bytes_total, { stage: 'import', rate: rate(job.triples_stored, started) });
    if (job.status !== 'running') break;
    if (io.signal.aborted) {
      bar.stop();
      io.stderr.write(`\nStopped following job ${jobId}; it goes on in the server (GET /api/jobs/${jobId}). ${RESUME_HINT}\n`);
      return 130;
    }
    await new Promise((resolve) => setTimeout(resolve, io.pollMs ?? 500));
  }
  bar.stop();
  const summary = `${job.status}: ${job.statements_read} statements read, ${job.triples_stored} triples stored, ${job.skipped} skipped (job ${job.id})`;
  io.stdout.write(`${summary}\n`);
  for (const e of job.errors) io.stderr.write(`  line ${e.line}${e.column ? `, column ${e.column}` : ''}: ${e.message}\n`);
  if (job.status === 'interrupted') io.stderr.write(`${RESUME_HINT}\n`);
  if (job.error) io.stderr.write(`${job.error}\n`);
  return job.status === 'completed' ? 0 : 1;
}

/**
 * tessera export: streams GET /api/export to a file (written as FILE.part and renamed once complete, so a stopped
 * export never looks finished) or to stdout.
 */
export async function exportCommand(
  api: TesseraApi,
  options: { index: string; format: string; graph?: string; asOf?: string; output?: string },
  io: Io,
): Promise<number> {
  const query: Record<string, string> = { index_id: await api.indexId(options.index), format: options.format };
  if (options.graph) query.graph_id = options.graph;
  if (options.asOf) query.as_of = options.asOf;
  const body = await api.export(query, io.signal);
  const started = Date.now();
  let bytes = 0;
  let lastLine = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (options.output && Date.now() - lastLine > 2000) {
        lastLine = Date.now();
        io.stderr.write(`export: ${(bytes / 1e6).toFixed(1)} MB\n`);
      }
      done(null, chunk);
    },
  });
  const partial = options.output ? `${options.output}.part` : undefined;
  try {
    await pipeline(body, meter, partial ? createWriteStream(partial) : io.stdout, { signal: io.signal });
  } catch (error) {
    if (partial) await rm(partial, { force: true });
    if (io.signal.aborted) {
      io.stderr.write('\nExport stopped; nothing was written.\n');
      return 130;
    }
    throw error;
  }
  if (partial) {
    await rename(partial, options.output!);
    io.stderr.write(`export: ${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s to ${options.output}\n`);
  }
  return 0;
}
