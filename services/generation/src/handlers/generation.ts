import type { CallContext, StreamImplementation, UnaryImplementation } from '@tessera/grpc';
import type { GenerationV1 } from '@tessera/proto';
import type { Generation } from '../domain/generation';

type Definition = GenerationV1.GenerationServiceDefinition;

const caller = (context: CallContext) => ({ accountId: context.accountId, requestId: context.requestId });
const orUndefined = (value: string) => (value === '' ? undefined : value);

const toCredits = (credits: Awaited<ReturnType<Generation['credits']>>) => ({
  balance_cents: credits.balance_cents,
  entries: credits.entries.map((e) => ({ ...e, job_id: e.job_id ?? '' })),
});

export function generationHandlers(generation: Generation): UnaryImplementation<Definition> {
  return {
    GenerateDescription: async (request, context) => {
      const result = await generation.describe(caller(context), { entity_id: request.entity_id, rules: request.rules, save: request.save });
      return { entity_json: JSON.stringify(result.entity), credits_used: result.credits_used, balance_remaining: result.balance_remaining };
    },
    GetCredits: async (request, context) => toCredits(await generation.credits(caller(context), request.limit)),
    GrantCredits: async (request, context) => {
      await generation.grant(caller(context), request.cents, request.note);
      return toCredits(await generation.credits(caller(context), 20));
    },
    GetJob: async (request, context) => {
      const job = await generation.job(caller(context), request.id);
      return {
        id: job.id, kind: job.kind, status: job.status, result_json: job.result ? JSON.stringify(job.result) : '',
        error: job.error ?? '', created_at: job.created_at, updated_at: job.updated_at,
      };
    },
  };
}

export function generationStreams(generation: Generation): StreamImplementation<Definition> {
  return {
    GenerateTriples: (request, context, emit, signal) =>
      generation.generate(
        caller(context),
        {
          query: request.query, index_id: request.index_id, graph_id: orUndefined(request.graph_id), web_search: request.web_search,
          triple_count: request.triple_count, predicates: request.predicates, subject_entity: orUndefined(request.subject_entity),
          rules: orUndefined(request.rules), news_search: request.news_search, create_graph: request.create_graph,
          request_key: orUndefined(request.request_key),
        },
        emit,
        signal,
      ),
  };
}
