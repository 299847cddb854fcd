import { createLogger } from '@tessera/common';
import { runGrpcService, startMain } from '@tessera/grpc';
import { loadConfig } from './config';
import { createServer } from './server';

startMain('search', async () => {
  const config = loadConfig();
  const logger = createLogger('search', config.LOG_LEVEL);
  await runGrpcService(createServer({ logger }), { name: 'search', host: config.GRPC_BIND_HOST, port: config.SEARCH_GRPC_PORT, logger });
});
