import type { Logger } from '@tessera/common';
import type { SearchConfig } from '../config';
import { Indexer } from '../domain/indexer';
import { Search } from '../domain/search';
import type { Embedder } from '../ports/embedder';
import type { VectorStore } from '../ports/vector-store';
import { CachingEmbedder } from './embeddings/caching-embedder';
import { OpenAiEmbedder } from './embeddings/openai-embedder';
import { UseLiteEmbedder } from './embeddings/use-lite';
import { EmbeddedVectorStore } from './embedded/embedded-vector-store';
import { ElasticsearchVectorStore } from './elasticsearch/es-vector-store';
import { ForegroundLoad } from './foreground-load';
import { knowledgeClient, outboxSource } from './grpc-sources';

export interface SearchRuntime {
  search: Search;
  indexer: Indexer;
  store: VectorStore;
  embedder: CachingEmbedder;
  /** Set when the stored vectors came from another model: search and indexing wait for a reindex. */
  modelMismatch: string | null;
  close(): Promise<void>;
}

export async function openEmbedder(config: SearchConfig): Promise<Embedder> {
  if (config.EMBEDDINGS_PROVIDER === 'openai') {
    return OpenAiEmbedder.connect({
      baseUrl: config.EMBEDDINGS_BASE_URL!, apiKey: config.EMBEDDINGS_API_KEY, model: config.EMBEDDINGS_MODEL, dimensions: config.EMBEDDINGS_DIMENSIONS,
    });
  }
  return new UseLiteEmbedder(config.EMBEDDINGS_THREADS);
}

/** The one place that picks adapters: Elasticsearch or the embedded store; the local model or an OpenAI-compatible API. */
export async function openRuntime(config: SearchConfig, logger: Logger, options: { startIndexer?: boolean } = {}): Promise<SearchRuntime> {
  const embedder = new CachingEmbedder(await openEmbedder(config), config.EMBEDDINGS_CACHE_SIZE);
  const model = `${embedder.model}/${embedder.dimensions}`;
  let store: VectorStore;
  if (config.ELASTICSEARCH_URL) {
    const es = ElasticsearchVectorStore.connect(config.ELASTICSEARCH_URL, config.ELASTICSEARCH_INDEX, embedder.dimensions);
    await es.createIndexes();
    store = es;
  } else {
    const started = performance.now();
    const embedded = await EmbeddedVectorStore.open(config.DATA_DIR, embedder.dimensions, undefined, {
      onSnapshotError: (error) => logger.error({ err: error }, 'saving the HNSW snapshot failed; a restart would rebuild the graphs'),
    });
    logger.info({ ms: Math.round(performance.now() - started), restoredPartitions: embedded.restoredPartitions }, 'vector store loaded');
    store = embedded;
  }
  const stored = await store.model();
  const counts = await store.counts();
  const empty = counts.entity + counts.triple + counts.graph === 0;
  let modelMismatch: string | null = null;
  if (!stored || empty) await store.setModel(model);
  else if (stored !== model) {
    modelMismatch = `The vector index was built with ${stored}; the service now embeds with ${model}. Run a reindex (POST /admin/search/reindex or npm run admin -- search reindex).`;
    logger.error({ stored, configured: model }, modelMismatch);
  }

  const sources = [outboxSource('entities', config.ENTITIES_GRPC_ADDR), outboxSource('triples', config.TRIPLES_GRPC_ADDR)];
  const knowledge = knowledgeClient(config.TRIPLES_GRPC_ADDR);
  const load = config.INDEXING_YIELD_CPU > 0 ? new ForegroundLoad().start() : undefined;
  const indexer = new Indexer(sources, store, embedder, logger.child({ component: 'indexer' }), {
    batch: config.INDEXING_BATCH, idleMs: config.INDEXING_IDLE_MS,
    yieldTo: load && { busy: () => load.busy, threshold: config.INDEXING_YIELD_CPU, maxWaitMs: 5000, busyBatch: 16 },
  });
  const runtime: SearchRuntime = {
    search: new Search(store, embedder, knowledge),
    indexer,
    store,
    embedder,
    modelMismatch,
    async close() {
      await indexer.stop();
      load?.stop();
      for (const source of sources) source.close();
      knowledge.close();
      await embedder.close();
      await store.close();
    },
  };
  if (!modelMismatch && options.startIndexer !== false) indexer.start();
  return runtime;
}
