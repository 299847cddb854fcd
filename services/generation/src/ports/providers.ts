import type { GeneratedTriple } from '../domain/local-extractor';

/** A web page found for a query: its URL becomes the `source` of the triples it supports. */
export interface SourceDocument {
  url: string;
  title: string;
  content: string;
}

export interface TripleGenerationRequest {
  query: string;
  tripleCount: number;
  /** Only these predicates may be used (empty: any). */
  predicates: string[];
  /** Every triple must have exactly this subject (empty: any). */
  subjectEntity: string;
  /** The index's preferred predicates: a hint, not a constraint. */
  preferredPredicates: string[];
  /** The index's rules and the request's rules. */
  rules: string[];
  sources: SourceDocument[];
}

export interface DescriptionRequest {
  name: string;
  facts: { subject: string; predicate: string; object: string }[];
  rules: string[];
}

/** An LLM that writes triples and descriptions (any OpenAI-compatible chat-completions API). */
export interface LlmProvider {
  readonly name: string;
  generateTriples(request: TripleGenerationRequest, signal?: AbortSignal): Promise<GeneratedTriple[]>;
  describeEntity(request: DescriptionRequest, signal?: AbortSignal): Promise<string>;
}

export interface WebSearchProvider {
  search(query: string, options: { news: boolean; limit: number }, signal?: AbortSignal): Promise<SourceDocument[]>;
}
