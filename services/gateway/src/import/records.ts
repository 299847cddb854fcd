import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { CsvError, parse } from 'csv-parse';

export const IMPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Content-Type media types that name a format when `format` is left out. */
export const FORMAT_BY_MEDIA_TYPE: Record<string, ImportFormat> = {
  'text/csv': 'csv',
  'application/jsonl': 'jsonl',
  'application/x-ndjson': 'jsonl',
  'application/x-jsonlines': 'jsonl',
};

/** A triple as POST /api/triples takes it (the batch's index and graph come from the import). */
export interface ImportedTriple {
  subject: string;
  predicate: string;
  object: string;
  object_type?: string;
  confidence?: number;
  source?: string;
  valid_from?: string;
  valid_to?: string;
}

/** Where a statement is in the file: 1-based line (and column when the reader knows it). */
export interface Position {
  line: number;
  column?: number;
}

/** One statement read from the file, or why one could not be read. */
export type ImportRecord = ({ triple: ImportedTriple } | { error: string }) & Position;

export const CSV_COLUMNS = ['subject', 'predicate', 'object', 'object_type', 'confidence', 'source', 'valid_from', 'valid_to'] as const;
const REQUIRED = ['subject', 'predicate', 'object'] as const;
const TEXT_FIELDS = ['subject', 'predicate', 'object', 'object_type', 'source', 'valid_from', 'valid_to'] as const;

/** Thrown when the file cannot be read on at all (a CSV header without the required columns). */
export class UnreadableFile extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

/**
 * A triple from a JSON object or CSV row, checked for shape only (the triples service checks the values as it does for
 * POST /api/triples); a string naming the first problem otherwise. CSV's empty cells mean absent.
 */
export function tripleFrom(value: unknown, fromCsv = false): ImportedTriple | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'a statement must be a JSON object';
  const record = value as Record<string, unknown>;
  const triple: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const v = record[field];
    if (v === undefined || v === null || (fromCsv && v === '')) continue;
    if (typeof v !== 'string') return `${field} must be a string`;
    triple[field] = v;
  }
  for (const field of REQUIRED) if (typeof triple[field] !== 'string' || (triple[field] as string).trim() === '') return `${field} is required`;
  const confidence = record.confidence;
  if (confidence !== undefined && confidence !== null && !(fromCsv && confidence === '')) {
    const n = typeof confidence === 'string' ? Number(confidence) : confidence;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 1) return 'confidence must be a number from 0 to 1';
    triple.confidence = n;
  }
  return triple as unknown as ImportedTriple;
}

/** JSON.parse's error position (Node: "... in JSON at position 12"), as a 1-based column. */
function jsonErrorColumn(error: unknown): number | undefined {
  const match = /at position (\d+)/.exec(String((error as Error).message));
  return match ? Number(match[1]) + 1 : undefined;
}

/** Bytes of the file read so far (a job's progress). */
export interface ByteCount {
  read: number;
}

function counted(path: string, bytes: ByteCount) {
  return createReadStream(path).on('data', (chunk) => {
    bytes.read += chunk.length;
  });
}

async function* jsonLines(path: string, bytes: ByteCount): AsyncGenerator<ImportRecord> {
  const lines = createInterface({ input: counted(path, bytes).setEncoding('utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      yield { line, column: jsonErrorColumn(error), error: `invalid JSON: ${(error as Error).message}` };
      continue;
    }
    const triple = tripleFrom(value);
    yield typeof triple === 'string' ? { line, error: triple } : { line, triple };
  }
}

async function* csvRows(path: string, bytes: ByteCount): AsyncGenerator<ImportRecord> {
  const skipped: ImportRecord[] = [];
  const parser = counted(path, bytes).pipe(
    parse({
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim());
        const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
        const missing = REQUIRED.filter((n) => !names.includes(n));
        if (unknown.length > 0 || missing.length > 0) {
          throw new UnreadableFile(
            `the CSV header must name subject, predicate, object and optionally ${CSV_COLUMNS.slice(3).join(', ')}` +
              (missing.length > 0 ? `; missing: ${missing.join(', ')}` : `; unknown: ${unknown.join(', ')}`),
            { line: 1 },
          );
        }
        return names;
      },
      info: true,
      bom: true,
      // A malformed row (wrong number of cells, a broken quote) is reported with its line and the reader goes on.
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        if (error) skipped.push({ line: Number(error.lines ?? 0), column: (error as unknown as { column?: number }).column, error: error.message });
        return undefined;
      },
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      while (skipped.length > 0) yield skipped.shift()!;
      const triple = tripleFrom(record, true);
      yield typeof triple === 'string' ? { line: info.lines, error: triple } : { line: info.lines, triple };
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof UnreadableFile) throw cause;
    if (error instanceof CsvError) throw new UnreadableFile(error.message, { line: Number(error.lines ?? 0) });
    throw error;
  }
  while (skipped.length > 0) yield skipped.shift()!;
}

/** The statements of an uploaded file, in file order. */
export function readRecords(path: string, format: ImportFormat, bytes: ByteCount = { read: 0 }): AsyncGenerator<ImportRecord> {
  return format === 'csv' ? csvRows(path, bytes) : jsonLines(path, bytes);
}
