import { createLogger } from '@tessera/common';
import { runGrpcService, startMain } from '@tessera/grpc';
import { openIndexStore } from './adapters';
import { loadConfig } from './config';
import { createServer } from './server';

startMain('entities', async () => {
  const config = loadConfig();
  const logger = createLogger('entities', config.LOG_LEVEL);
  const indexStore = await openIndexStore(config);
  await runGrpcService(createServer({ logger, indexStore }), {
    name: 'entities', host: config.GRPC_BIND_HOST, port: config.ENTITIES_GRPC_PORT, logger,
    details: { storage: config.MONGODB_URL ? 'mongodb' : 'sqlite' },
    close: () => indexStore.close(),
  });
});
