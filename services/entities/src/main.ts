import { createLogger } from '@tessera/common';
import { runGrpcService, startMain } from '@tessera/grpc';
import { openRuntime } from './adapters';
import { loadConfig } from './config';
import { createServer } from './server';

startMain('entities', async () => {
  const config = loadConfig();
  const logger = createLogger('entities', config.LOG_LEVEL, config.LOG_FORMAT);
  const runtime = await openRuntime(config, logger);
  await runGrpcService(createServer(runtime), {
    name: 'entities', host: config.GRPC_BIND_HOST, port: config.ENTITIES_GRPC_PORT, logger,
    details: { storage: config.MONGODB_URL ? 'mongodb' : 'sqlite' },
    close: () => runtime.close(),
  });
});
