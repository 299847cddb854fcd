import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError, InvalidArgument, nowIso, type Logger } from '@tessera/common';
import type { ServiceClient } from '@tessera/grpc';
import type { EntitiesV1, TriplesV1 } from '@tessera/proto';
import type { Request } from 'express';
import type { Caller } from '../domain/accounts';
import type { Api } from '../http/api';
import { jsonBody } from '../http/respond';
import { uuid, z } from '../http/schemas';
import { IMPORT_LEASE_MS, type ImportJob, type ImportJobs } from '../import/jobs';
import { FORMAT_BY_MEDIA_TYPE, IMPORT_FORMATS, type ByteCount, type ImportFormat } from '../import/records';
import { importIdentity, ImportStopped, runImport, type ImportProgress, type StoreChunk } from '../import/runner';

/** MAX_IMPORT_BYTES's default: 10 GiB. */
export const DEFAULT_MAX_IMPORT_BYTES = 10 * 1024 ** 3;

/** How often a running job's record is rewritten with its progress (and its lease renewed). */
const PROGRESS_EVERY_MS = 500;

export const ImportJobView = z
  .object({
    id: z.string().openapi({ description: 'imp-<uuid>' }),
    kind: z.literal('import'),
    status: z.enum(['running', 'completed', 'failed', 'interrupted']).openapi({
      description: 'interrupted: the gateway running it stopped (a crash or restart); send the same file again to resume',
    }),
    index_id: z.string(),
    graph_id: z.string().optional(),
    format: z.enum(IMPORT_FORMATS),
    on_error: z.enum(['stop', 'skip']),
    bytes_total: z.number().int(),
    bytes_read: z.number().int(),
    statements_read: z.number().int(),
    triples_stored: z.number().int().openapi({ description: 'Triples stored by this job, or by an earlier run of the same import' }),
    skipped: z.number().int(),
    errors: z.array(z.object({ line: z.number().int(), column: z.number().int().optional(), message: z.string() })).openapi({
      description: 'The first errors (at most 20), with the 1-based line (and column) of the statement',
    }),
    error: z.string().optional(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('ImportJob');

/** The public view of a job: its owner and lease stay inside. */
export function importJobView(job: ImportJob): z.infer<typeof ImportJobView> {
  const { account_id: _account, lease_until: _lease, ...view } = job;
  return view;
}

function formatOf(req: Request, format: ImportFormat | undefined): ImportFormat {
  if (format) return format;
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const named = FORMAT_BY_MEDIA_TYPE[mediaType];
  if (!named) {
    throw new InvalidArgument(`format is required unless Content-Type names one of ${IMPORT_FORMATS.join(', ')}`, { field: 'format' });
  }
  return named;
}

const tooLarge = (limit: number) => Object.assign(new Error('Import body too large'), { type: 'entity.too.large', limit, status: 413 });

/** Copies the request body to `path`, counting and hashing it; refuses (413) past `maxBytes`. */
async function spool(req: Request, path: string, maxBytes: number): Promise<{ bytes: number; sha256: string }> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const hash = createHash('sha256');
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(tooLarge(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(req, meter, createWriteStream(path));
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * POST /api/import (a Tessera extension). The gateway worker that receives the upload spools it to DATA_DIR/imports
 * (hashing it: the hash names the import, so a re-run of the same file has the same chunk keys), answers 202 with the
 * job id, and runs the job itself, sending chunks through CreateTriples as POST /api/triples does. Any worker answers
 * GET /api/jobs/{id} from the job's record file.
 */
export function importRoutes(
  api: Api,
  backends: { triples: ServiceClient<TriplesV1.TriplesServiceDefinition>; entities: ServiceClient<EntitiesV1.EntitiesServiceDefinition> },
  jobs: ImportJobs,
  maxBytes: number,
  logger: Logger,
): void {
  api.define({
    method: 'post', path: '/api/import', operationId: 'importTriples', tags: ['Import and export', 'Tessera extensions'],
    guard: { kind: 'apiKey', rateClass: 'standard' }, errors: [400, 403, 404, 413],
    summary: 'Import a CSV or JSON Lines file of triples, as a job',
    description:
      'A Tessera extension (not in the Neode API). The request body is the file itself (not JSON; up to MAX_IMPORT_BYTES, ' +
      'default 10 GiB), in `format` or the format its Content-Type names (text/csv, application/jsonl or application/x-ndjson). ' +
      'CSV needs a header: `subject,predicate,object` and optionally `object_type,confidence,source,valid_from,valid_to`; ' +
      'JSON Lines holds one triple object per line, as POST /api/triples takes it. The answer (202) comes once the file is ' +
      'received, with a job id: GET /api/jobs/{id} shows its progress and its first errors with line (and column). Entity ' +
      'resolution applies as for POST /api/triples. Re-sending the same file to the same index and graph with the same ' +
      'options stores nothing twice (chunks are stored under keys derived from the file’s SHA-256), so an interrupted import ' +
      'resumes by sending the file again. on_error=stop (the default) stops at the first bad statement, storing none of ' +
      'the 500-statement chunk holding it; on_error=skip leaves bad statements out and counts them.',
    query: z.object({
      index_id: uuid('index_id').optional().openapi({ description: 'The index to import into (default: your default index)' }),
      graph_id: uuid('graph_id').optional(),
      format: z.enum(IMPORT_FORMATS, { error: `format must be one of ${IMPORT_FORMATS.join(', ')}` }).optional(),
      on_error: z.enum(['stop', 'skip'], { error: 'on_error must be stop or skip' }).default('stop'),
    }),
    response: z.object({ success: z.literal(true), data: ImportJobView }),
    otherResponses: { 202: { description: 'The file was received and the import job started', schema: z.object({ success: z.literal(true), job_id: z.string(), data: ImportJobView }) } },
    handle: async ({ query, caller, req }) => {
      const format = formatOf(req, query.format);
      const index = (await backends.entities.call.ResolveIndex({ index_id: query.index_id ?? '', for_write: true }, caller)).index!;
      if (query.graph_id) await backends.triples.call.GetGraph({ id: query.graph_id }, caller);
      await jobs.prepare();
      const id = jobs.newId();
      const path = jobs.uploadPath(id);
      let upload: { bytes: number; sha256: string };
      try {
        upload = await spool(req, path, maxBytes);
      } catch (error) {
        await jobs.removeUpload(id);
        throw error;
      }
      const now = nowIso();
      const job: ImportJob = {
        id, kind: 'import', account_id: caller.accountId, status: 'running', index_id: index.id,
        ...(query.graph_id ? { graph_id: query.graph_id } : {}), format, on_error: query.on_error,
        bytes_total: upload.bytes, bytes_read: 0, statements_read: 0, triples_stored: 0, skipped: 0, errors: [],
        created_at: now, updated_at: now, lease_until: new Date(Date.now() + IMPORT_LEASE_MS).toISOString(),
      };
      await jobs.save(job);
      const identity = importIdentity({
        accountId: caller.accountId, contentSha256: upload.sha256, indexId: index.id, graphId: query.graph_id ?? '', format, onError: query.on_error,
      });
      void runJob(job, identity, caller, backends.triples, jobs, logger);
      return jsonBody({ success: true, job_id: id, data: importJobView(job) }, 202);
    },
  });
}

function chunkStore(triples: ServiceClient<TriplesV1.TriplesServiceDefinition>, job: ImportJob, caller: Caller): StoreChunk {
  return async (chunk, request_key) => {
    try {
      const created = await triples.call.CreateTriples(
        {
          triples: chunk.map((t) => ({
            subject: t.subject, predicate: t.predicate, object: t.object, object_type: t.object_type ?? '', confidence: t.confidence,
            source: t.source ?? '', valid_from: t.valid_from ?? '', valid_to: t.valid_to ?? '', graph_id: '', index_id: '',
          })),
          index_id: job.index_id, graph_id: job.graph_id ?? '', source: '', request_key, public_json: true,
        },
        caller,
        { deadlineMs: 120_000 },
      );
      return created.inserted_count;
    } catch (error) {
      const position = error instanceof DomainError && error.code === 'INVALID_ARGUMENT' ? /^triples\[(\d+)\]/.exec(error.field ?? '') : null;
      if (position) throw Object.assign(new Error(error instanceof Error ? error.message : 'invalid triple'), { rejected: { position: Number(position[1]), message: `${(error as DomainError).field}: ${(error as DomainError).message}` } });
      throw error;
    }
  };
}

async function runJob(job: ImportJob, identity: string, caller: Caller, triples: ServiceClient<TriplesV1.TriplesServiceDefinition>, jobs: ImportJobs, logger: Logger) {
  const bytes: ByteCount = { read: 0 };
  let lastSaved = 0;
  let latest: ImportProgress = { statements_read: 0, triples_stored: 0, skipped: 0, errors: [] };
  let saving: Promise<void> = Promise.resolve();
  const record = (progress: ImportProgress, extra: Partial<ImportJob> = {}) => {
    Object.assign(job, progress, { bytes_read: bytes.read, errors: [...progress.errors], updated_at: nowIso(), lease_until: new Date(Date.now() + IMPORT_LEASE_MS).toISOString() }, extra);
    const snapshot = { ...job };
    saving = saving.then(() => jobs.save(snapshot)).catch((error: unknown) => logger.error({ err: error, job: job.id }, 'import job record not saved'));
    return saving;
  };
  try {
    await runImport({ path: jobs.uploadPath(job.id), format: job.format, onError: job.on_error, identity, bytes }, chunkStore(triples, job, caller), (progress) => {
      latest = progress;
      if (Date.now() - lastSaved < PROGRESS_EVERY_MS) return;
      lastSaved = Date.now();
      return record(progress);
    });
    await record(latest, { status: 'completed', bytes_read: job.bytes_total, lease_until: undefined });
  } catch (error) {
    const stopped = error instanceof ImportStopped;
    if (!stopped) logger.error({ err: error, job: job.id }, 'import job failed');
    const message = stopped ? `Stopped at the first bad statement: ${(error as Error).message}` : `Import failed: ${(error as Error).message}`;
    await record(latest, { status: 'failed', error: message, lease_until: undefined });
  } finally {
    await saving;
    await jobs.removeUpload(job.id).catch(() => undefined);
  }
}
