import { createLogger } from '@tessera/common';
import { runGrpcService, startMain } from '@tessera/grpc';
import { openStorage } from './adapters';
import { triplesClient } from './adapters/triples-client';
import { loadConfig } from './config';
import { createServer } from './server';

startMain('entities', async () => {
  const config = loadConfig();
  const logger = createLogger('entities', config.LOG_LEVEL, config.LOG_FORMAT);
  const storage = await openStorage(config);
  const triples = triplesClient(config.TRIPLES_GRPC_ADDR);
  await runGrpcService(createServer({ logger, storage, triples }), {
    name: 'entities', host: config.GRPC_BIND_HOST, port: config.ENTITIES_GRPC_PORT, logger,
    details: { storage: config.MONGODB_URL ? 'mongodb' : 'sqlite' },
    close: async () => {
      triples.close();
      await storage.close();
    },
  });
});
