import cluster from 'node:cluster';
import { createLogger } from '@tessera/common';
import { startMain } from '@tessera/grpc';
import { runPrimary } from './cluster/primary';
import { loadConfig } from './config';
import { serveHttp } from './serve';
import { workerCount } from './startup';

/** One process serves HTTP itself; with several workers (node:cluster, one port) the primary supervises them. */
startMain('gateway', async () => {
  const config = loadConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL, config.LOG_FORMAT);
  const workers = workerCount(config);
  if (workers > 1 && cluster.isPrimary) return runPrimary(config, logger, workers);
  return serveHttp(config, logger, cluster.isWorker);
});
