import { createLogger } from '@tessera/common';
import { runGrpcService, startMain } from '@tessera/grpc';
import { openRuntime } from './adapters';
import { loadConfig } from './config';
import { createServer } from './server';

startMain('generation', async () => {
  const config = loadConfig();
  const logger = createLogger('generation', config.LOG_LEVEL, config.LOG_FORMAT);
  const runtime = await openRuntime(config, logger);
  // The embedded queue lives in this process; with Redis, workers may also run apart (dist/worker.js).
  if (!config.REDIS_URL || config.GENERATION_RUN_WORKER) await runtime.startWorker();
  await runGrpcService(createServer({ logger, generation: runtime.generation }), {
    name: 'generation', host: config.GRPC_BIND_HOST, port: config.GENERATION_GRPC_PORT, logger,
    details: { ledger: config.MONGODB_URL ? 'mongodb' : 'sqlite', queue: config.REDIS_URL ? 'bullmq' : 'sqlite', llm: config.LLM_BASE_URL ? 'openai' : 'local' },
    close: () => runtime.close(),
  });
});
