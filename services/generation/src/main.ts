import { createLogger } from '@tessera/common';
import { runGrpcService, startMain } from '@tessera/grpc';
import { loadConfig } from './config';
import { createServer } from './server';

startMain('generation', async () => {
  const config = loadConfig();
  const logger = createLogger('generation', config.LOG_LEVEL);
  await runGrpcService(createServer({ logger }), { name: 'generation', host: config.GRPC_BIND_HOST, port: config.GENERATION_GRPC_PORT, logger });
});
