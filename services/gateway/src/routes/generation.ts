import { DomainError, NotFound } from '@tessera/common';
import type { ServiceClient, StreamCall } from '@tessera/grpc';
import type { GenerationV1, EntitiesV1, TriplesV1 } from '@tessera/proto';
import type { Request, Response } from 'express';
import type { Api } from '../http/api';
import { uiMessageStreamWriter, type GenerationEventWriter } from '../http/event-streams';
import { jsonBody } from '../http/respond';
import { errorBody } from '../middleware/errors';
import { bodyInt, uuid, z } from '../http/schemas';
import { Entity, toEntity } from './entities';
import { toTriple, Triple } from './triples';
import { IMPORT_JOB_PREFIX, type ImportJobs } from '../import/jobs';
import { ImportJobView, importJobView } from './import';

/** A generate call's gRPC stream may outlive the service's wait (GENERATION_WAIT_MS, at most 5 min). */
const GENERATE_DEADLINE_MS = 6 * 60_000;

const GenerateRequest = z
  .object({
    query: z.string({ error: 'query is required' }).trim().min(1, 'query must not be empty').max(4000, 'query must be at most 4000 characters')
      .openapi({ description: 'Natural language description of what to extract triples about' }),
    index_id: uuid('index_id').openapi({ description: 'Index for entity disambiguation (required)' }),
    graph_id: uuid('graph_id').optional().openapi({ description: 'Graph to store generated triples in' }),
    web_search: z.boolean({ error: 'web_search must be a boolean' }).default(true),
    triple_count: bodyInt('triple_count', { min: 1, max: 50, fallback: 10 }),
    predicates: z.array(z.string().trim().min(1, 'predicates must not contain empty strings').max(200, 'each predicate must be at most 200 characters'))
      .max(50, 'predicates may hold at most 50 items').optional(),
    subject_entity: z.string().trim().min(1, 'subject_entity must not be empty').max(500, 'subject_entity must be at most 500 characters').optional(),
    rules: z.string().max(4000, 'rules must be at most 4000 characters').optional(),
    news_search: z.boolean({ error: 'news_search must be a boolean' }).default(false),
    create_graph: z.boolean({ error: 'create_graph must be a boolean' }).default(true),
  })
  .openapi('GenerateRequest', { description: 'Request to generate triples (LLM, or the offline extractor when none is configured)' });

const GenerateTriplesResponse = z
  .object({
    success: z.literal(true),
    data: z.array(Triple),
    count: z.number().int(),
    graph_id: z.string().openapi({ format: 'uuid', description: 'Graph the triples were stored in (created or given); empty when none' }),
    provider: z.string().openapi({ description: '"openai" (any OpenAI-compatible API) or "local" (offline extractor)' }),
    credits_used: z.number().int().openapi({ description: 'Cents charged' }),
    balance_remaining: z.number().int(),
    auto_topup_triggered: z.boolean(),
    web_search_used: z.boolean().openapi({ description: 'False when web search was asked for but no provider is configured (then charged the non-web price)' }),
    job_id: z.string(),
  })
  .openapi('GenerateTriplesResponse');

const GenerationPending = z
  .object({
    success: z.literal(true),
    status: z.literal('pending'),
    job_id: z.string(),
    message: z.string(),
  })
  .openapi('GenerationPending', { description: 'The job outlived GENERATION_WAIT_MS; poll GET /api/jobs/{id}' });

const InsufficientCreditsError = z
  .object({
    success: z.literal(false),
    error: z.string(),
    balance_cents: z.number().int(),
    required_cents: z.number().int(),
    buy_credits_url: z.string(),
  })
  .openapi('InsufficientCreditsError');

const LedgerEntry = z
  .object({
    id: z.string(),
    kind: z.enum(['grant', 'reserve', 'settle', 'refund']),
    cents: z.number().int().openapi({ description: 'Signed change of the balance: grants and refunds +, reservations -; a settle returns what was reserved but not charged' }),
    job_id: z.string().optional(),
    note: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('LedgerEntry');

const Credits = z.object({ balance_cents: z.number().int(), entries: z.array(LedgerEntry) }).openapi('Credits');

const JobView = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: z.enum(['queued', 'running', 'completed', 'failed']),
    result: GenerateTriplesResponse.omit({ success: true, balance_remaining: true, auto_topup_triggered: true }).partial().optional(),
    error: z.string().optional(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Job');

type Summary = GenerationV1.GenerateSummary__Output;

const paymentResponse = { 402: { description: 'Insufficient credits', schema: InsufficientCreditsError } };

export const toCredits = (credits: GenerationV1.CreditsResponse__Output) => ({
  balance_cents: credits.balance_cents,
  entries: credits.entries.map((e) => ({ id: e.id, kind: e.kind as 'grant', cents: e.cents, ...(e.job_id ? { job_id: e.job_id } : {}), note: e.note, created_at: e.created_at })),
});

function completedBody(summary: Summary, triples: z.infer<typeof Triple>[]) {
  return {
    success: true as const, data: triples, count: triples.length, graph_id: summary.graph_id, provider: summary.provider,
    credits_used: summary.credits_used, balance_remaining: summary.balance_remaining, auto_topup_triggered: false,
    web_search_used: summary.web_search_used, job_id: summary.job_id,
  };
}

const pendingBody = (summary: Summary) => ({
  success: true as const, status: 'pending' as const, job_id: summary.job_id,
  message: `Generation is still running; GET /api/jobs/${summary.job_id} gives the result`,
});

/** A generation's events as a stream, in the wire format `writer` speaks. */
async function streamEvents(call: StreamCall<GenerationV1.GenerateEvent__Output>, first: IteratorResult<GenerationV1.GenerateEvent__Output>, iterator: AsyncIterator<GenerationV1.GenerateEvent__Output>, req: Request, writer: GenerationEventWriter) {
  req.on('close', () => call.cancel());
  const triples: z.infer<typeof Triple>[] = [];
  try {
    for (let step = first; !step.done; step = await iterator.next()) {
      const event = step.value;
      if (event.progress) writer.progress(event.progress);
      else if (event.triple_json) {
        const triple = toTriple(JSON.parse(event.triple_json) as TriplesV1.Triple__Output);
        triples.push(triple);
        writer.triple(triple);
      } else if (event.summary) {
        writer.summary(event.summary.status === 'completed' ? { ...completedBody(event.summary, []), data: undefined, count: triples.length } : pendingBody(event.summary));
      }
    }
  } catch (error) {
    writer.error(error instanceof DomainError ? errorBody(error.message, error.details) : errorBody('Internal server error'));
  }
  writer.end();
}

export function generationRoutes(
  api: Api,
  generation: ServiceClient<GenerationV1.GenerationServiceDefinition>,
  importJobs?: ImportJobs,
): void {
  api.define({
    method: 'post', path: '/api/triples/generate', operationId: 'generateTriples', tags: ['Generation'],
    guard: { kind: 'apiKey', rateClass: 'generation' }, errors: [400, 403, 404, 503],
    summary: 'Generate triples',
    description:
      'Extracts triples about `query` with the configured LLM (with web search results as sources when asked and ' +
      'configured) or, without an LLM, with the offline extractor over the query text; stores them through entity ' +
      'resolution in `graph_id` or a new graph. Costs 2 cents, 5 with web or news search (charged at 2 when no search ' +
      'provider is configured). Waits up to GENERATION_WAIT_MS, then answers 202 with a job id. `format=stream` ' +
      'answers the Vercel AI SDK UI message stream protocol v1 (Server-Sent Events, header ' +
      'x-vercel-ai-ui-message-stream: v1) that `useChat` and the SDK\'s readers consume: `start`, a text part narrating ' +
      'progress and the result, one `data-triple` part per stored triple, a final `data-summary` part (credits used, ' +
      'graph id), `finish`, `[DONE]`; a failure once streaming is an `error` part, while one before (400, 402, 404) is ' +
      'the ordinary JSON error body. Send Idempotency-Key to make retries join the same job.',
    query: z.object({ format: z.enum(['json', 'stream'], { error: 'format must be json or stream' }).default('json') }),
    body: GenerateRequest,
    response: GenerateTriplesResponse,
    otherResponses: {
      202: { description: 'Still running after GENERATION_WAIT_MS; poll GET /api/jobs/{id}', schema: GenerationPending },
      ...paymentResponse,
    },
    handle: async ({ query, body, caller, requestId, req, res }) => {
      const call = generation.stream.GenerateTriples(
        {
          query: body.query, index_id: body.index_id, graph_id: body.graph_id ?? '', web_search: body.web_search,
          triple_count: body.triple_count, predicates: body.predicates ?? [], subject_entity: body.subject_entity ?? '',
          rules: body.rules ?? '', news_search: body.news_search, create_graph: body.create_graph,
          request_key: req.get('Idempotency-Key') ?? '',
        },
        { accountId: caller.accountId, requestId },
        { deadlineMs: GENERATE_DEADLINE_MS },
      );
      const iterator = call[Symbol.asyncIterator]();
      // Errors before the first event (400, 402, 404 ...) are ordinary error responses, in either format.
      const first = await iterator.next();
      if (query.format !== 'json') {
        await streamEvents(call, first, iterator, req, uiMessageStreamWriter(res));
        return undefined;
      }
      req.on('close', () => {
        if (!res.writableFinished) call.cancel();
      });
      const triples: z.infer<typeof Triple>[] = [];
      for (let step = first; !step.done; step = await iterator.next()) {
        const event = step.value;
        if (event.triple_json) triples.push(toTriple(JSON.parse(event.triple_json) as TriplesV1.Triple__Output));
        if (event.summary?.status === 'completed') return completedBody(event.summary, triples);
        if (event.summary) return jsonBody(pendingBody(event.summary), 202);
      }
      throw new DomainError('UNAVAILABLE', 'Generation ended without a result', { details: 'Retry with the same Idempotency-Key to join the job' });
    },
  });

  api.define({
    method: 'post', path: '/api/entities/{id}/description', operationId: 'generateEntityDescription', tags: ['Generation'],
    guard: { kind: 'apiKey', rateClass: 'generation' }, errors: [400, 403, 404, 503],
    summary: 'Write an entity’s description from what the graph knows (and the LLM when configured); 1 cent',
    params: z.object({ id: uuid('id') }),
    body: z
      .object({
        rules: z.string().max(4000, 'rules must be at most 4000 characters').optional(),
        save: z.boolean({ error: 'save must be a boolean' }).default(true).openapi({ description: 'Store the description on the entity' }),
      })
      .openapi('DescriptionRequest'),
    response: z.object({ success: z.literal(true), data: Entity, credits_used: z.number().int(), balance_remaining: z.number().int() }),
    otherResponses: paymentResponse,
    handle: async ({ params, body, caller, requestId }) => {
      const result = await generation.call.GenerateDescription(
        { entity_id: params.id, rules: body.rules ?? '', save: body.save },
        { accountId: caller.accountId, requestId },
        { deadlineMs: 120_000 },
      );
      return {
        success: true,
        data: toEntity(JSON.parse(result.entity_json) as EntitiesV1.Entity__Output),
        credits_used: result.credits_used,
        balance_remaining: result.balance_remaining,
      };
    },
  });

  api.define({
    method: 'get', path: '/api/credits', operationId: 'getCredits', tags: ['Generation'],
    guard: { kind: 'apiKey', rateClass: 'standard' }, errors: [400],
    summary: 'The credit balance and the newest ledger entries',
    query: z.object({
      limit: z.string().optional().transform((v, ctx) => {
        if (v === undefined || v === '') return 50;
        const n = Number(v);
        if (!/^\d+$/.test(v) || n < 1 || n > 500) {
          ctx.addIssue({ code: 'custom', message: 'limit must be between 1 and 500' });
          return z.NEVER;
        }
        return n;
      }),
    }),
    response: z.object({ success: z.literal(true), data: Credits }),
    handle: async ({ query, caller, requestId }) => ({
      success: true,
      data: toCredits(await generation.call.GetCredits({ limit: query.limit }, { accountId: caller.accountId, requestId })),
    }),
  });

  api.define({
    method: 'get', path: '/api/jobs/{id}', operationId: 'getJob', tags: ['Generation', 'Import and export'],
    guard: { kind: 'apiKey', rateClass: 'standard' }, errors: [400, 404],
    summary: 'Status and result of a generation job or an import job',
    description: 'Generation jobs (gen-...) as in the Neode API; import jobs (imp-..., a Tessera extension: POST /api/import) show their progress.',
    params: z.object({ id: z.string().regex(/^(gen-[0-9a-f-]{32,40}|imp-[0-9a-f-]{36})$/i, 'id must be a job id (gen-... or imp-...)') }),
    response: z.object({ success: z.literal(true), data: z.union([JobView, ImportJobView]) }),
    handle: async ({ params, caller, requestId }) => {
      if (params.id.startsWith(IMPORT_JOB_PREFIX)) {
        const found = await importJobs?.get(caller.accountId, params.id);
        if (!found) throw new NotFound('Job not found', { field: 'id', details: `No job with id ${params.id} in your account` });
        return { success: true, data: importJobView(found) };
      }
      const job = await generation.call.GetJob({ id: params.id }, { accountId: caller.accountId, requestId });
      const result = job.result_json ? (JSON.parse(job.result_json) as Record<string, unknown> & { triples?: TriplesV1.Triple__Output[] }) : undefined;
      return {
        success: true,
        data: {
          id: job.id, kind: job.kind, status: job.status as 'queued',
          ...(result
            ? {
                result: {
                  data: (result.triples ?? []).map(toTriple), count: (result.triples ?? []).length, graph_id: String(result.graph_id ?? ''),
                  provider: String(result.provider ?? ''), credits_used: Number(result.credits_used ?? 0),
                  web_search_used: Boolean(result.web_search_used), job_id: job.id,
                },
              }
            : {}),
          ...(job.error ? { error: job.error } : {}),
          created_at: job.created_at, updated_at: job.updated_at,
        },
      };
    },
  });
}
