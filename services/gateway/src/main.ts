import { createLogger } from '@tessera/common';
import { onShutdownSignal } from '@tessera/grpc';
import { Redis } from 'ioredis';
import { openStorage } from './adapters';
import { createApp } from './app';
import { connectBackends } from './clients/backends';
import { loadConfig } from './config';
import { Accounts } from './domain/accounts';
import { createRateLimiters } from './middleware/rate-limit';

async function main() {
  const config = loadConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const storage = await openStorage(config);
  const accounts = new Accounts(storage.accounts);
  const createdKey = await accounts.bootstrap(config.KG_BOOTSTRAP_API_KEY);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { enableOfflineQueue: false }) : undefined;
  const rateLimiters = createRateLimiters(
    { standard: config.RATE_LIMIT_STANDARD_PER_MINUTE, generation: config.RATE_LIMIT_GENERATION_PER_MINUTE },
    redis,
  );
  const backends = connectBackends(config);
  const { app } = createApp({ config, logger, accounts, idempotencyStore: storage.idempotency, backends, rateLimiters });
  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info({ url: `http://${config.HOST}:${config.PORT}` }, 'gateway listening');
    if (createdKey) process.stdout.write(`\nAPI key for the "default" account (shown once, store it now):\n\n  ${createdKey}\n\n`);
  });
  server.keepAliveTimeout = 65_000;
  onShutdownSignal(logger, async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    backends.close();
    redis?.disconnect();
    await storage.close();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
