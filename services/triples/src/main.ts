import { createLogger } from '@tessera/common';
import { runGrpcService, startMain } from '@tessera/grpc';
import { loadConfig } from './config';
import { createServer } from './server';

startMain('triples', async () => {
  const config = loadConfig();
  const logger = createLogger('triples', config.LOG_LEVEL);
  await runGrpcService(createServer({ logger }), { name: 'triples', host: config.GRPC_BIND_HOST, port: config.TRIPLES_GRPC_PORT, logger });
});
