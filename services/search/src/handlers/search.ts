import { FailedPrecondition } from '@tessera/common';
import type { CallContext, UnaryImplementation } from '@tessera/grpc';
import type { SearchV1 } from '@tessera/proto';
import type { SearchRuntime } from '../adapters';

type Definition = SearchV1.SearchServiceDefinition;

const caller = (context: CallContext) => ({ accountId: context.accountId, requestId: context.requestId });

export function searchHandlers(runtime: SearchRuntime): UnaryImplementation<Definition> {
  const ready = () => {
    if (runtime.modelMismatch) throw new FailedPrecondition('Search needs a reindex', { details: runtime.modelMismatch });
  };
  return {
    Search: async (request, context) => {
      ready();
      return runtime.search.search(caller(context), {
        query: request.query, types: request.types, index_id: request.index_id || undefined,
        offset: request.offset, limit: request.limit, threshold: request.threshold,
      });
    },
    Embed: async (request) => {
      const vectors = await runtime.search.embed(request.inputs);
      return { embeddings: vectors.map((v) => ({ values: Array.from(v) })), model: runtime.embedder.model, dimensions: runtime.embedder.dimensions };
    },
    Reindex: async () => {
      const published = await runtime.indexer.reindex();
      if (runtime.modelMismatch) {
        runtime.modelMismatch = null;
        runtime.indexer.start();
      }
      return { message: `Reindexing ${published} resources from the owning services` };
    },
    IndexingStatus: async () => {
      const [status, counts] = await Promise.all([runtime.indexer.status(), runtime.store.counts()]);
      return {
        events_pending: status.pending, oldest_pending_age_ms: status.oldestPendingAgeMs,
        entities_indexed: counts.entity, triples_indexed: counts.triple, graphs_indexed: counts.graph,
        provider: runtime.embedder.model, dimensions: runtime.embedder.dimensions,
      };
    },
  };
}

export const SEARCH_ACCOUNT_OPTIONAL = ['Embed', 'Reindex', 'IndexingStatus'] as const;
