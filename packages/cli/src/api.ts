import { createReadStream, statSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { createTesseraClient, TesseraApiError, type components, type TesseraClient } from '@tessera/client';

/** Where the CLI talks to: TESSERA_URL (default http://127.0.0.1:8080) with TESSERA_API_KEY. */
export interface Connection {
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
}

/** An import job as GET /api/jobs/{id} answers it (the served OpenAPI document's ImportJob). */
export type ImportJob = components['schemas']['ImportJob'];

/** The CLI's own "not found" (an index name no index has), in the API's error shape so one handler reports both. */
const notFound = (details: string) => new TesseraApiError(404, { success: false, error: 'Not found', details });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The routes the CLI needs: JSON ones through the typed @tessera/client (with its retries), the two that stream a
 * file (the import's body, the export's answer) with fetch itself: a streamed body cannot be replayed by a retry, and
 * neither is JSON.
 */
export class TesseraApi {
  private readonly fetch: typeof fetch;
  private readonly client: TesseraClient;

  constructor(private readonly connection: Connection) {
    this.fetch = connection.fetch ?? fetch;
    this.client = createTesseraClient({ baseUrl: connection.url, apiKey: connection.apiKey, retry: { maxDelayMs: 10_000 } });
  }

  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await this.fetch(new URL(path, this.connection.url), {
      ...init,
      headers: { Authorization: `Bearer ${this.connection.apiKey}`, ...(init.headers as Record<string, string> | undefined) },
    });
    if (!res.ok) throw TesseraApiError.from(res, await res.json().catch(() => undefined));
    return res;
  }

  /** An index id from an id or a name (one of your own indexes, or a public one the list shows). */
  async indexId(nameOrId: string): Promise<string> {
    if (UUID.test(nameOrId)) return nameOrId;
    for await (const index of this.client.paginate('/api/indexes', { query: { limit: 100 } })) {
      if (index.name === nameOrId) return index.id;
    }
    throw notFound(`No index named ${nameOrId}`);
  }

  /** Sends the file as the body of POST /api/import, telling `onBytes` how much has gone; answers the job id. */
  async startImport(path: string, query: Record<string, string>, onBytes: (sent: number, total: number) => void, signal?: AbortSignal): Promise<string> {
    const total = statSync(path).size;
    let sent = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        onBytes(sent, total);
        done(null, chunk);
      },
    });
    const body = Readable.toWeb(createReadStream(path).pipe(meter)) as ReadableStream<Uint8Array>;
    const res = await this.request(`/api/import?${new URLSearchParams(query)}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(total) },
      signal,
      duplex: 'half',
    } as RequestInit);
    return ((await res.json()) as { job_id: string }).job_id;
  }

  async job(id: string): Promise<ImportJob> {
    return (await this.client.get('/api/jobs/{id}', { params: { path: { id } } })).data as ImportJob;
  }

  /** GET /api/export's body, as a stream. */
  async export(query: Record<string, string>, signal?: AbortSignal): Promise<Readable> {
    const res = await this.request(`/api/export?${new URLSearchParams(query)}`, { signal });
    return Readable.fromWeb(res.body! as import('node:stream/web').ReadableStream<Uint8Array>);
  }
}

/** The HTTP status and message of an API error, for the CLI's one error line. */
export function describeApiError(error: unknown): string | undefined {
  return error instanceof TesseraApiError ? `Error (HTTP ${error.status}): ${error.message}` : undefined;
}
