import { createLogger } from '@tessera/common';
import { runGrpcService, startMain } from '@tessera/grpc';
import { openStorage } from './adapters';
import { entitiesClient } from './adapters/entities-client';
import { loadConfig } from './config';
import { createServer } from './server';

startMain('triples', async () => {
  const config = loadConfig();
  const logger = createLogger('triples', config.LOG_LEVEL, config.LOG_FORMAT);
  const storage = await openStorage(config);
  const entities = entitiesClient(config.ENTITIES_GRPC_ADDR);
  await runGrpcService(createServer({ logger, storage, entities }), {
    name: 'triples', host: config.GRPC_BIND_HOST, port: config.TRIPLES_GRPC_PORT, logger,
    details: { storage: config.MONGODB_URL ? 'mongodb' : 'sqlite' },
    close: async () => {
      entities.close();
      await storage.close();
    },
  });
});
