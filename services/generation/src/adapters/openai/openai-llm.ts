import { Unavailable } from '@tessera/common';
import OpenAI from 'openai';
import { z } from 'zod';
import type { GeneratedTriple } from '../../domain/local-extractor';
import type { DescriptionRequest, LlmProvider, TripleGenerationRequest } from '../../ports/providers';

export interface OpenAiLlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/** The JSON Schema the model must answer with (structured output); every field required, as strict mode wants. */
export const TRIPLES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['triples'],
  properties: {
    triples: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['subject', 'predicate', 'object', 'object_type', 'confidence', 'source'],
        properties: {
          subject: { type: 'string', description: 'The entity the fact is about' },
          predicate: { type: 'string', description: 'snake_case relation, e.g. born_in' },
          object: { type: 'string' },
          object_type: { type: 'string', enum: ['entity', 'literal'] },
          confidence: { type: 'number', minimum: 0, maximum: 1 },
          source: { type: 'string', description: 'URL of the numbered source that supports the fact, or empty' },
        },
      },
    },
  },
} as const;

const Answer = z.object({
  triples: z.array(
    z.object({
      subject: z.string(),
      predicate: z.string(),
      object: z.union([z.string(), z.number()]).transform(String),
      object_type: z.enum(['entity', 'literal']).catch('literal'),
      confidence: z.number().min(0).max(1).optional().catch(undefined),
      source: z.string().optional().catch(undefined),
    }),
  ),
});

/** Models sometimes wrap JSON in a code fence even when asked not to. */
function parseJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  return JSON.parse(fenced ? fenced[1]! : text);
}

export function triplesPrompt(request: TripleGenerationRequest): { system: string; user: string } {
  const lines = [
    'You extract knowledge-graph triples (subject, predicate, object) about the user\'s topic.',
    `Return at most ${request.tripleCount} triples as JSON matching the schema. Predicates are short snake_case relations.`,
    'object_type is "entity" when the object is a named thing (person, place, organisation, work), else "literal".',
    'Only state facts you are confident of; confidence is your probability that the fact is true.',
  ];
  if (request.predicates.length > 0) lines.push(`Use only these predicates: ${request.predicates.join(', ')}.`);
  if (request.subjectEntity) lines.push(`Every triple must have exactly this subject: "${request.subjectEntity}".`);
  if (request.preferredPredicates.length > 0) lines.push(`Prefer these predicates where they fit: ${request.preferredPredicates.join(', ')}.`);
  for (const rule of request.rules) lines.push(`Rule: ${rule}`);
  if (request.sources.length > 0) {
    lines.push('Base the facts on the numbered sources below; set "source" to the URL of the source that supports each fact.');
  }
  const sources = request.sources.map((s, i) => `[${i + 1}] ${s.url}\n${s.title}\n${s.content}`).join('\n\n');
  return { system: lines.join('\n'), user: sources ? `${request.query}\n\nSources:\n${sources}` : request.query };
}

/** Any OpenAI-compatible chat-completions API: OpenAI, Ollama, vLLM, llama.cpp server. */
export class OpenAiLlm implements LlmProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiLlmOptions) {
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      apiKey: options.apiKey || 'not-needed',
      timeout: options.timeoutMs ?? 60_000,
      maxRetries: 2,
    });
  }

  private async complete(system: string, user: string, structured: boolean, signal?: AbortSignal): Promise<string> {
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          ...(structured
            ? { response_format: { type: 'json_schema' as const, json_schema: { name: 'triples', strict: true, schema: TRIPLES_SCHEMA as unknown as Record<string, unknown> } } }
            : {}),
        },
        { signal },
      );
      return completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      throw new Unavailable('The LLM provider failed', { details: error instanceof Error ? error.message : String(error), cause: error });
    }
  }

  async generateTriples(request: TripleGenerationRequest, signal?: AbortSignal): Promise<GeneratedTriple[]> {
    const { system, user } = triplesPrompt(request);
    const content = await this.complete(system, user, true, signal);
    let parsed: unknown;
    try {
      parsed = parseJson(content);
    } catch (error) {
      throw new Unavailable('The LLM answered with invalid JSON', { details: content.slice(0, 200), cause: error });
    }
    const answer = Answer.safeParse(parsed);
    if (!answer.success) throw new Unavailable('The LLM answer does not match the triples schema', { details: answer.error.issues[0]?.message });
    return answer.data.triples.map((t) => ({ ...t, source: t.source || undefined }));
  }

  async describeEntity(request: DescriptionRequest, signal?: AbortSignal): Promise<string> {
    const facts = request.facts.map((f) => `- ${f.subject} ${f.predicate.replace(/_/g, ' ')} ${f.object}`).join('\n');
    const system = [
      'Write a concise, neutral encyclopedic description (at most three sentences) of the entity.',
      'Use the known facts; do not invent facts you are unsure of. Answer with the description only.',
      ...request.rules.map((rule) => `Rule: ${rule}`),
    ].join('\n');
    const text = await this.complete(system, `Entity: ${request.name}\nKnown facts:\n${facts || '(none)'}`, false, signal);
    return text.trim();
  }
}
