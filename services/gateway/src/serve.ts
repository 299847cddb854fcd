import type { Logger } from '@tessera/common';
import { onShutdownSignal } from '@tessera/grpc';
import { Redis } from 'ioredis';
import { openStorage } from './adapters';
import { createApp } from './app';
import { connectBackends } from './clients/backends';
import { shareMetrics } from './cluster/metrics';
import type { GatewayConfig } from './config';
import { Accounts } from './domain/accounts';
import type { ToPrimary, ToWorker } from './middleware/rate-lease';
import { createRateLimiters } from './middleware/rate-limit';
import { ipcRevocationBus } from './revocations/ipc-bus';
import { redisRevocationBus } from './revocations/redis-bus';
import { combineBuses } from './revocations/revocation-bus';
import { announce, workerCount } from './startup';

/** One process serving HTTP: the only one, or a cluster worker (which shares limits, metrics and revocations). */
export async function serveHttp(config: GatewayConfig, logger: Logger, inCluster: boolean): Promise<void> {
  const storage = await openStorage(config);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { enableOfflineQueue: false }) : undefined;
  const revocations = combineBuses([
    ...(inCluster ? [ipcRevocationBus()] : []),
    ...(redis && config.REDIS_URL ? [redisRevocationBus(config.REDIS_URL, redis, logger)] : []),
  ]);
  const accounts = new Accounts(storage.accounts, revocations.announce);
  revocations.onRevoked((keyId) => accounts.forgetKey(keyId));
  const createdKey = inCluster ? undefined : await accounts.bootstrap(config.KG_BOOTSTRAP_API_KEY);
  const rateLimiters = createRateLimiters(
    { standard: config.RATE_LIMIT_STANDARD_PER_MINUTE, generation: config.RATE_LIMIT_GENERATION_PER_MINUTE },
    redis,
    {
      primary: inCluster
        ? {
            workers: workerCount(config),
            send: (message: ToPrimary) => process.send?.(message),
            onMessage: (handler: (message: ToWorker) => void) => process.on('message', handler),
          }
        : undefined,
    },
  );
  const backends = connectBackends(config);
  const { app, metrics } = createApp({ config, logger, accounts, idempotencyStore: storage.idempotency, backends, rateLimiters });
  if (inCluster) shareMetrics(metrics);
  const server = app.listen(config.PORT, config.HOST, () => {
    if (!inCluster) announce(logger, config, createdKey, 1);
  });
  server.keepAliveTimeout = 65_000;
  onShutdownSignal(
    logger,
    async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      backends.close();
      revocations.close();
      redis?.disconnect();
      await storage.close();
    },
    { repeatExits: !inCluster },
  );
}
