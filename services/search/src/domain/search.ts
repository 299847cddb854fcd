import { InvalidArgument, NotFound, isUuid } from '@tessera/common';
import type { CallerIdentity } from '@tessera/grpc';
import type { Embedder } from '../ports/embedder';
import type { KnowledgePort } from '../ports/sources';
import type { Kind, VectorHit, VectorStore, Visibility } from '../ports/vector-store';
import { blend, lexical, queryFeatures } from './ranking';
import { nameKey } from './texts';

export const SEARCH_LIMITS = { query: 1000, limit: 100, offset: 10_000, embedInputs: 256, embedChars: 8000 } as const;

const TYPE_KIND: Record<string, Kind> = { entities: 'entity', triples: 'triple', graphs: 'graph' };

export interface SearchInput {
  query: string;
  types: string[];
  index_id?: string;
  offset: number;
  limit: number;
  threshold: number;
}

export interface RankedHit {
  id: string;
  similarity: number;
  resource_json: string;
  triple_count: number;
}

export type SearchOutput = Record<'entities' | 'triples' | 'graphs', RankedHit[]>;

/** Semantic search over what the indexer stored, blended with a lexical signal (see ranking.ts). */
export class Search {
  constructor(
    private readonly store: VectorStore,
    private readonly embedder: Embedder,
    private readonly knowledge: KnowledgePort,
  ) {}

  async search(caller: CallerIdentity, input: SearchInput): Promise<SearchOutput> {
    const query = input.query.trim();
    if (!query) throw new InvalidArgument('query is required', { field: 'query' });
    if (query.length > SEARCH_LIMITS.query) throw new InvalidArgument(`query must be at most ${SEARCH_LIMITS.query} characters`, { field: 'query' });
    const types = input.types.length > 0 ? input.types : ['entities', 'triples'];
    for (const type of types) {
      if (!(type in TYPE_KIND)) throw new InvalidArgument('types may hold entities, triples and graphs', { field: 'types', details: `unknown type ${type}` });
    }
    if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > SEARCH_LIMITS.limit) {
      throw new InvalidArgument(`limit must be between 1 and ${SEARCH_LIMITS.limit}`, { field: 'limit' });
    }
    if (!Number.isInteger(input.offset) || input.offset < 0 || input.offset > SEARCH_LIMITS.offset) {
      throw new InvalidArgument(`offset must be between 0 and ${SEARCH_LIMITS.offset}`, { field: 'offset' });
    }
    if (!(input.threshold >= 0 && input.threshold <= 1)) throw new InvalidArgument('threshold must be between 0 and 1', { field: 'threshold' });

    const publicIndexIds = await this.store.publicIndexIds();
    const visibility: Visibility = { accountId: caller.accountId, publicIndexIds };
    if (input.index_id) {
      if (!isUuid(input.index_id)) throw new InvalidArgument('index_id must be a UUID', { field: 'index_id' });
      const index = (await this.store.indexes([input.index_id])).get(input.index_id);
      // Another account's private index is reported like a missing one.
      if (!index || (index.account_id !== caller.accountId && !index.is_public)) {
        throw new NotFound('Index not found', { field: 'index_id', details: `No index ${input.index_id} readable by your account` });
      }
      visibility.indexId = input.index_id;
    }

    const [vector] = await this.embedder.embed([query]);
    const spans = wordSpans(nameKey(query), 6);
    const wanted = input.offset + input.limit;
    const output: SearchOutput = { entities: [], triples: [], graphs: [] };
    await Promise.all(
      [...new Set(types)].map(async (type) => {
        const kind = TYPE_KIND[type]!;
        // More vector candidates than asked for, so the lexical signal can promote some of them.
        const candidates = await this.store.search(kind, vector!, visibility, Math.max(wanted * 2, 20));
        // Lexical candidates too: entities named in the query, and the triples about them.
        if (kind !== 'graph') candidates.push(...(await this.store.byName(kind, spans, vector!, visibility, 200)));
        const ranked = rank(kind, query, candidates, input.threshold).slice(input.offset, wanted);
        output[type as keyof SearchOutput] = await this.present(caller, visibility, kind, ranked);
      }),
    );
    return output;
  }

  /**
   * Entities gain their index's current name and the number of triples that reference them (as indexed: a count
   * follows writes by the indexing lag, like the results themselves); graphs come fresh from their owner.
   */
  private async present(caller: CallerIdentity, visibility: Visibility, kind: Kind, hits: { hit: VectorHit; similarity: number }[]): Promise<RankedHit[]> {
    if (hits.length === 0) return [];
    if (kind === 'graph') {
      const graphs = await this.knowledge.graphs(caller, hits.map(({ hit }) => hit.id));
      return hits
        .filter(({ hit }) => graphs.has(hit.id))
        .map(({ hit, similarity }) => ({ id: hit.id, similarity, resource_json: graphs.get(hit.id)!, triple_count: 0 }));
    }
    const read = await this.store.payloads(hits.map(({ hit }) => hit));
    // A doc deleted between the vector search and this read is left out, not answered empty.
    const found = hits.flatMap((hit, i) => (read[i] === null ? [] : [{ ...hit, payload: read[i]! }]));
    if (kind === 'entity') {
      const [indexes, counts] = await Promise.all([
        this.store.indexes([...new Set(found.map(({ hit }) => hit.index_id).filter((id): id is string => id !== null))]),
        // Not narrowed to index_id: an entity's triples live in its own index anyway.
        this.store.tripleCounts(found.map(({ hit }) => hit.id), { accountId: visibility.accountId, publicIndexIds: visibility.publicIndexIds }),
      ]);
      return found.map(({ hit, similarity, payload }) => {
        const entity = JSON.parse(payload) as Record<string, unknown>;
        entity.index_name = indexes.get(hit.index_id ?? '')?.name ?? '';
        return { id: hit.id, similarity, resource_json: JSON.stringify(entity), triple_count: counts.get(hit.id) ?? 0 };
      });
    }
    return found.map(({ hit, similarity, payload }) => ({ id: hit.id, similarity, resource_json: payload, triple_count: 0 }));
  }

  async embed(inputs: string[]): Promise<Float32Array[]> {
    if (inputs.length === 0) throw new InvalidArgument('input must not be empty', { field: 'input' });
    if (inputs.length > SEARCH_LIMITS.embedInputs) throw new InvalidArgument(`input may hold at most ${SEARCH_LIMITS.embedInputs} items`, { field: 'input' });
    inputs.forEach((text, i) => {
      if (!text.trim()) throw new InvalidArgument('input items must not be empty', { field: `input[${i}]` });
      if (text.length > SEARCH_LIMITS.embedChars) throw new InvalidArgument(`input items must be at most ${SEARCH_LIMITS.embedChars} characters`, { field: `input[${i}]` });
    });
    return this.embedder.embed(inputs);
  }
}

/** Every run of 1..max consecutive words ("where was marie curie born" -> ..., "marie curie", ...). */
export function wordSpans(key: string, max: number): string[] {
  const words = key.split(' ').filter(Boolean).slice(0, 32);
  const spans: string[] = [];
  for (let length = 1; length <= max; length++) {
    for (let start = 0; start + length <= words.length; start++) spans.push(words.slice(start, start + length).join(' '));
  }
  return spans;
}

/** Blends, de-duplicates, applies the threshold and sorts, highest similarity first (ties: id, for stable pages). */
export function rank(kind: Kind, query: string, candidates: VectorHit[], threshold: number): { hit: VectorHit; similarity: number }[] {
  const best = new Map<string, { hit: VectorHit; similarity: number }>();
  const features = queryFeatures(query);
  for (const hit of candidates) {
    const similarity = blend(hit.score, lexical(kind, features, hit.text, hit.name_key));
    const seen = best.get(hit.id);
    if (!seen || seen.similarity < similarity) best.set(hit.id, { hit, similarity });
  }
  return [...best.values()]
    .filter((r) => r.similarity >= threshold)
    .sort((a, b) => b.similarity - a.similarity || (a.hit.id < b.hit.id ? -1 : 1));
}
