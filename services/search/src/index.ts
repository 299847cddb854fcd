export { createServer, type SearchDeps } from './server';
export { openRuntime, type SearchRuntime } from './adapters';
export { loadConfig, type SearchConfig } from './config';
export { EmbeddedVectorStore } from './adapters/embedded/embedded-vector-store';
export { UseLiteEmbedder } from './adapters/embeddings/use-lite';
export type { Embedder } from './ports/embedder';
