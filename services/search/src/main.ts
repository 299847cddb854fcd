import { createLogger } from '@tessera/common';
import { runGrpcService, startMain } from '@tessera/grpc';
import { openRuntime } from './adapters';
import { loadConfig } from './config';
import { createServer } from './server';

startMain('search', async () => {
  const config = loadConfig();
  const logger = createLogger('search', config.LOG_LEVEL, config.LOG_FORMAT);
  const runtime = await openRuntime(config, logger);
  await runGrpcService(createServer({ logger, runtime }), {
    name: 'search', host: config.GRPC_BIND_HOST, port: config.SEARCH_GRPC_PORT, logger,
    details: { vectors: config.ELASTICSEARCH_URL ? 'elasticsearch' : 'embedded', embeddings: runtime.embedder.model },
    close: () => runtime.close(),
  });
});
