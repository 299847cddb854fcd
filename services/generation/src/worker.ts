import { createLogger } from '@tessera/common';
import { onShutdownSignal, startMain } from '@tessera/grpc';
import { openRuntime } from './adapters';
import { loadConfig } from './config';

/** A generation worker alone (BullMQ): scale these out separately from the gRPC service. */
startMain('generation-worker', async () => {
  const config = loadConfig();
  if (!config.REDIS_URL) throw new Error('REDIS_URL is required for a separate worker (the embedded queue runs inside the generation service)');
  const logger = createLogger('generation-worker', config.LOG_LEVEL, config.LOG_FORMAT);
  const runtime = await openRuntime({ ...config, GENERATION_DASHBOARD_PORT: 0 }, logger);
  await runtime.startWorker();
  logger.info({ concurrency: config.GENERATION_CONCURRENCY }, 'generation worker running');
  onShutdownSignal(logger, () => runtime.close());
});
