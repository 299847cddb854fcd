import { createHash } from 'node:crypto';
import { InsufficientCredits, InvalidArgument, NotFound, Unavailable, isUuid, newId, type Logger } from '@tessera/common';
import type { CallerIdentity } from '@tessera/grpc';
import type { TriplesV1 } from '@tessera/proto';
import type { JobContext, JobEvent, JobQueue, JobRecord } from '../ports/jobs';
import type { KnowledgePort } from '../ports/knowledge';
import type { CreditLedger, LedgerEntry } from '../ports/ledger';
import type { LlmProvider, SourceDocument, WebSearchProvider } from '../ports/providers';
import { composeDescription, enforce } from './constraints';
import { extractTriples } from './local-extractor';

/** Prices in cents (interface-spec: Credits). */
export const PRICES = { generate: 2, generateWithWebSearch: 5, description: 1 } as const;

export const JOB_KINDS = { generateTriples: 'generate_triples' } as const;

export const LIMITS = { query: 4000, rules: 4000, predicates: 50, subjectEntity: 500, tripleCount: 50 } as const;

export interface GenerationSettings {
  /** How long a generate call waits for its job before answering "pending" with the job id. */
  waitMs: number;
  billingUrl: string;
  /** A job attempt that runs longer than this fails (and is retried, then refunded). */
  jobTimeoutMs: number;
  /** Reservations older than this with no live job are settled or refunded by the recovery sweep. */
  recoveryGraceMs: number;
}

export interface GenerateInput {
  query: string;
  index_id: string;
  graph_id?: string;
  web_search: boolean;
  triple_count: number;
  predicates: string[];
  subject_entity?: string;
  rules?: string;
  news_search: boolean;
  create_graph: boolean;
  /** The client's Idempotency-Key: the same key never starts (or pays for) a second job. */
  request_key?: string;
}

export interface GenerateSummary {
  job_id: string;
  status: 'completed' | 'pending';
  count: number;
  graph_id: string;
  provider: string;
  credits_used: number;
  balance_remaining: number;
  web_search_used: boolean;
}

export type GenerateEvent =
  | { progress: { stage: string; message: string } }
  | { triple_json: string }
  | { summary: GenerateSummary };

interface JobPayload extends GenerateInput {
  price: number;
  web_search_used: boolean;
  preferred_predicates: string[];
  index_rules: string;
}

interface JobResult extends Record<string, unknown> {
  triples: TriplesV1.Triple__Output[];
  graph_id: string;
  provider: string;
  credits_used: number;
  web_search_used: boolean;
}

export interface GenerationDependencies {
  ledger: CreditLedger;
  queue: JobQueue;
  knowledge: KnowledgePort;
  llm: LlmProvider | null;
  webSearch: WebSearchProvider | null;
  settings: GenerationSettings;
  logger: Logger;
}

function validate(input: GenerateInput): void {
  const query = input.query.trim();
  if (!query) throw new InvalidArgument('query is required', { field: 'query', details: 'Describe what to generate triples about' });
  if (query.length > LIMITS.query) throw new InvalidArgument(`query must be at most ${LIMITS.query} characters`, { field: 'query' });
  if (!isUuid(input.index_id)) throw new InvalidArgument('index_id must be a UUID', { field: 'index_id' });
  if (input.graph_id && !isUuid(input.graph_id)) throw new InvalidArgument('graph_id must be a UUID', { field: 'graph_id' });
  if (!Number.isInteger(input.triple_count) || input.triple_count < 1 || input.triple_count > LIMITS.tripleCount) {
    throw new InvalidArgument(`triple_count must be an integer from 1 to ${LIMITS.tripleCount}`, { field: 'triple_count' });
  }
  if (input.predicates.length > LIMITS.predicates) throw new InvalidArgument(`predicates may hold at most ${LIMITS.predicates} items`, { field: 'predicates' });
  if ((input.subject_entity ?? '').length > LIMITS.subjectEntity) {
    throw new InvalidArgument(`subject_entity must be at most ${LIMITS.subjectEntity} characters`, { field: 'subject_entity' });
  }
  if ((input.rules ?? '').length > LIMITS.rules) throw new InvalidArgument(`rules must be at most ${LIMITS.rules} characters`, { field: 'rules' });
}

const graphName = (query: string) => {
  const oneLine = query.replace(/\s+/g, ' ').trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}...` : oneLine;
};

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Unavailable(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Triple generation and entity descriptions, paid from the credit ledger. A generate call reserves its price
 * (atomic conditional debit) before its job is queued; the job settles on success; a job that fails for good, times
 * out or is lost is refunded (by the queue's failure hook or the recovery sweep). Retries reuse the job id as the
 * request key of every write, so a retried job never stores twice.
 */
export class Generation {
  constructor(private readonly deps: GenerationDependencies) {}

  private jobId(accountId: string, requestKey: string | undefined): string {
    if (!requestKey) return `gen-${newId()}`;
    return `gen-${createHash('sha256').update(`${accountId}\n${requestKey}`).digest('hex').slice(0, 32)}`;
  }

  async generate(caller: CallerIdentity, input: GenerateInput, emit: (event: GenerateEvent) => void, signal?: AbortSignal): Promise<void> {
    validate(input);
    const { ledger, queue, knowledge, webSearch, settings } = this.deps;
    const index = await knowledge.writableIndex(caller, input.index_id);
    if (input.graph_id) await knowledge.requireGraph(caller, input.graph_id);

    const webUsed = (input.web_search || input.news_search) && webSearch !== null;
    const price = webUsed ? PRICES.generateWithWebSearch : PRICES.generate;
    const jobId = this.jobId(caller.accountId, input.request_key);
    const reserved = await ledger.reserve(caller.accountId, jobId, price, `generate triples${webUsed ? ' with web search' : ''}`);
    if (!reserved.ok) throw new InsufficientCredits(reserved.balance, price, settings.billingUrl);

    const payload: JobPayload = {
      ...input, query: input.query.trim(), index_id: index.id, price, web_search_used: webUsed,
      preferred_predicates: index.preferred_predicates, index_rules: index.rules,
    };
    try {
      await queue.enqueue({ id: jobId, account_id: caller.accountId, kind: JOB_KINDS.generateTriples, payload: { ...payload } });
    } catch (error) {
      await ledger.refund(caller.accountId, jobId, 'the job could not be queued');
      throw error;
    }
    emit({ progress: { stage: 'queued', message: `job ${jobId}` } });
    await this.follow(caller, jobId, emit, signal);
  }

  /** Relays a job's progress and triples until it ends or the wait runs out (then: status "pending"). */
  private async follow(caller: CallerIdentity, jobId: string, emit: (event: GenerateEvent) => void, signal?: AbortSignal): Promise<void> {
    const { queue, ledger, settings } = this.deps;
    const sent = new Set<string>();
    const sendTriple = (triple: TriplesV1.Triple__Output) => {
      if (sent.has(triple.id)) return;
      sent.add(triple.id);
      emit({ triple_json: JSON.stringify(triple) });
    };
    let finish!: (event: JobEvent | null) => void;
    const ended = new Promise<JobEvent | null>((resolve) => {
      finish = resolve;
    });
    const unsubscribe = await queue.subscribe(jobId, (event) => {
      if (event.type === 'progress') emit({ progress: { stage: event.stage, message: event.message } });
      else if (event.type === 'item') sendTriple(event.data as unknown as TriplesV1.Triple__Output);
      else finish(event);
    });
    const timer = setTimeout(() => finish(null), settings.waitMs);
    signal?.addEventListener('abort', () => finish(null));
    try {
      // The job may have ended before the subscription started.
      const current = await queue.get(jobId);
      if (current?.status === 'completed') finish({ type: 'completed', result: current.result ?? {} });
      if (current?.status === 'failed') finish({ type: 'failed', error: current.error ?? 'failed' });
      const outcome = await ended;
      if (outcome?.type === 'failed') {
        throw new Unavailable('Generation failed; the credits were refunded', { details: outcome.error });
      }
      const balance = await ledger.balance(caller.accountId);
      if (outcome?.type === 'completed') {
        const result = outcome.result as JobResult;
        for (const triple of result.triples) sendTriple(triple);
        emit({
          summary: {
            job_id: jobId, status: 'completed', count: result.triples.length, graph_id: result.graph_id, provider: result.provider,
            credits_used: result.credits_used, balance_remaining: balance, web_search_used: result.web_search_used,
          },
        });
        return;
      }
      const job = await queue.get(jobId);
      const payload = job?.payload as JobPayload | undefined;
      emit({
        summary: {
          job_id: jobId, status: 'pending', count: 0, graph_id: payload?.graph_id ?? '', provider: this.provider,
          credits_used: payload?.price ?? 0, balance_remaining: balance, web_search_used: payload?.web_search_used ?? false,
        },
      });
    } finally {
      clearTimeout(timer);
      unsubscribe();
    }
  }

  get provider(): string {
    return this.deps.llm?.name ?? 'local';
  }

  /** The worker's processor for generate jobs. */
  readonly process = async (job: JobRecord, context: JobContext): Promise<Record<string, unknown>> => {
    return withTimeout(this.run(job, context), this.deps.settings.jobTimeoutMs, 'The generation job');
  };

  private async run(job: JobRecord, context: JobContext): Promise<JobResult> {
    const { knowledge, ledger, llm, webSearch, logger } = this.deps;
    const input = job.payload as unknown as JobPayload;
    const caller = { accountId: job.account_id, requestId: job.id };

    let sources: SourceDocument[] = [];
    let webUsed = input.web_search_used && webSearch !== null;
    if (webUsed) {
      await context.report({ type: 'progress', stage: 'searching', message: input.news_search ? 'news search' : 'web search' });
      try {
        sources = await webSearch!.search(input.query, { news: input.news_search, limit: 5 });
      } catch (error) {
        logger.warn({ err: error, jobId: job.id }, 'web search failed; generating without it at the non-web price');
        webUsed = false;
      }
    }

    await context.report({ type: 'progress', stage: 'generating', message: llm ? `asking ${llm.name}` : 'extracting facts from the query text' });
    const rules = [input.index_rules, input.rules ?? ''].map((r) => r.trim()).filter(Boolean);
    const generated = llm
      ? await llm.generateTriples({
          query: input.query, tripleCount: input.triple_count, predicates: input.predicates, subjectEntity: input.subject_entity ?? '',
          preferredPredicates: input.preferred_predicates, rules, sources,
        })
      : extractTriples(input.query);
    const triples = enforce(generated, {
      predicates: input.predicates, subjectEntity: input.subject_entity ?? '', tripleCount: input.triple_count, sources,
    });

    await context.report({ type: 'progress', stage: 'storing', message: `${triples.length} triples` });
    let graphId = input.graph_id ?? '';
    if (!graphId && input.create_graph) {
      graphId = await knowledge.createGraph(caller, {
        name: graphName(input.query), description: `Generated from: ${input.query.slice(0, 500)}`, index_id: input.index_id, request_key: job.id,
      });
    }
    const stored = triples.length > 0
      ? await knowledge.createTriples(caller, { triples, index_id: input.index_id, graph_id: graphId, request_key: job.id })
      : [];
    for (const triple of stored) await context.report({ type: 'item', data: triple as unknown as Record<string, unknown> });

    const charged = webUsed ? PRICES.generateWithWebSearch : PRICES.generate;
    await ledger.settle(job.account_id, job.id, charged);
    return { triples: stored, graph_id: graphId, provider: this.provider, credits_used: charged, web_search_used: webUsed };
  }

  /** The queue's hook for a job that failed for good: its reservation goes back. */
  readonly onFailed = async (job: JobRecord, error: string): Promise<void> => {
    await this.deps.ledger.refund(job.account_id, job.id, `job failed: ${error.slice(0, 200)}`);
  };

  async describe(caller: CallerIdentity, input: { entity_id: string; rules: string; save: boolean }) {
    const { knowledge, ledger, llm, settings } = this.deps;
    if (!isUuid(input.entity_id)) throw new InvalidArgument('id must be a UUID', { field: 'id' });
    if (input.rules.length > LIMITS.rules) throw new InvalidArgument(`rules must be at most ${LIMITS.rules} characters`, { field: 'rules' });
    const entity = await knowledge.getEntity(caller, input.entity_id);
    const jobId = `desc-${newId()}`;
    const price = PRICES.description;
    const reserved = await ledger.reserve(caller.accountId, jobId, price, `describe entity ${entity.id}`);
    if (!reserved.ok) throw new InsufficientCredits(reserved.balance, price, settings.billingUrl);
    try {
      const facts = await knowledge.entityFacts(caller, entity.id, 50);
      const description = llm
        ? await llm.describeEntity({ name: entity.name, facts, rules: input.rules.trim() ? [input.rules.trim()] : [] })
        : composeDescription(entity.name, facts, entity.id);
      if (!description) throw new Unavailable('The LLM returned an empty description');
      const saved = input.save ? await knowledge.setDescription(caller, entity.id, description.slice(0, 10_000)) : { ...entity, description };
      const { balance } = await ledger.settle(caller.accountId, jobId, price);
      return { entity: saved, credits_used: price, balance_remaining: balance };
    } catch (error) {
      await ledger.refund(caller.accountId, jobId, 'description failed');
      throw error;
    }
  }

  async credits(caller: CallerIdentity, limit: number): Promise<{ balance_cents: number; entries: LedgerEntry[] }> {
    const bounded = Math.min(Math.max(limit || 50, 1), 500);
    const [balance, entries] = await Promise.all([
      this.deps.ledger.balance(caller.accountId),
      this.deps.ledger.entries(caller.accountId, bounded),
    ]);
    return { balance_cents: balance, entries };
  }

  async grant(caller: CallerIdentity, cents: number, note: string): Promise<number> {
    if (!Number.isInteger(cents) || cents < 1 || cents > 100_000_000) {
      throw new InvalidArgument('cents must be a whole number from 1 to 100000000', { field: 'cents' });
    }
    return this.deps.ledger.grant(caller.accountId, cents, note || 'grant');
  }

  async job(caller: CallerIdentity, id: string): Promise<JobRecord> {
    const job = id ? await this.deps.queue.get(id) : null;
    // Another account's job is reported like a missing one.
    if (!job || job.account_id !== caller.accountId) throw new NotFound('Job not found', { field: 'id', details: `No job ${id} in your account` });
    return job;
  }

  /**
   * Settles or refunds reservations a crash left open: a finished job is settled, a failed or lost one refunded;
   * queued and running jobs are left to their worker. Safe to run in every replica at any time.
   */
  async recover(): Promise<{ settled: number; refunded: number }> {
    const { ledger, queue, settings, logger } = this.deps;
    let settled = 0;
    let refunded = 0;
    for (const open of await ledger.openReservations(new Date(Date.now() - settings.recoveryGraceMs))) {
      const job = open.job_id.startsWith('gen-') ? await queue.get(open.job_id) : null;
      if (job?.status === 'queued' || job?.status === 'running') continue;
      if (job?.status === 'completed') {
        const charged = Number((job.result as JobResult | null)?.credits_used ?? open.cents);
        if ((await ledger.settle(open.account_id, open.job_id, charged)).closed) settled++;
      } else if ((await ledger.refund(open.account_id, open.job_id, job ? 'job failed' : 'interrupted before completion')).closed) {
        refunded++;
      }
    }
    if (settled + refunded > 0) logger.info({ settled, refunded }, 'recovered open credit reservations');
    return { settled, refunded };
  }
}
