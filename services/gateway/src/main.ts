import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createLogger, type Logger } from '@tessera/common';
import { onShutdownSignal } from '@tessera/grpc';
import { Redis } from 'ioredis';
import { AggregatorRegistry } from 'prom-client';
import { openStorage } from './adapters';
import { createApp } from './app';
import { connectBackends } from './clients/backends';
import { loadConfig, type GatewayConfig } from './config';
import { Accounts } from './domain/accounts';
import { LEASE_MESSAGE, LeaseMaster, type ToPrimary, type ToWorker } from './middleware/rate-lease';
import { createRateLimiters } from './middleware/rate-limit';

const METRICS_REQUEST = 'tessera:metrics';
/** A worker revoked an API key: the primary passes it on to every worker (IPC), replicas hear it on Redis. */
const KEY_REVOKED = 'tessera:key-revoked';

/** How many gateway processes: GATEWAY_WORKERS, or one per CPU (at most 4) when it is 0. */
export const workerCount = (config: Pick<GatewayConfig, 'GATEWAY_WORKERS'>) =>
  config.GATEWAY_WORKERS > 0 ? config.GATEWAY_WORKERS : Math.min(availableParallelism(), 4);

async function bootstrap(config: GatewayConfig): Promise<string | undefined> {
  const storage = await openStorage(config);
  try {
    return await new Accounts(storage.accounts).bootstrap(config.KG_BOOTSTRAP_API_KEY);
  } finally {
    await storage.close();
  }
}

function announce(logger: Logger, config: GatewayConfig, createdKey: string | undefined, workers: number) {
  logger.info({ url: `http://${config.HOST}:${config.PORT}`, workers }, 'gateway listening');
  if (createdKey) process.stdout.write(`\nAPI key for the "default" account (shown once, store it now):\n\n  ${createdKey}\n\n`);
}

/**
 * One process serves HTTP itself; with several workers (node:cluster, one port), the primary runs the migrations and
 * the bootstrap key once, keeps the rate-limit counters (unless Redis does), aggregates /metrics, and replaces a
 * worker that dies.
 */
async function primary(config: GatewayConfig, logger: Logger, workers: number) {
  const createdKey = await bootstrap(config);
  const leases = new LeaseMaster(
    (workerId, message) => cluster.workers?.[workerId]?.send(message),
    () => Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [worker.id] : [])),
  );
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number; keyId?: string }) => {
    if (message?.type === LEASE_MESSAGE) {
      leases.handle(worker.id, message as unknown as ToPrimary);
      return;
    }
    if (message?.type === KEY_REVOKED) {
      for (const other of Object.values(cluster.workers ?? {})) if (other !== worker) other?.send(message);
      return;
    }
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_REQUEST, id: message.id, text }),
      (error: unknown) => worker.send({ type: METRICS_REQUEST, id: message.id, error: String(error) }),
    );
  });
  let stopping = false;
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === workers) announce(logger, config, createdKey, workers);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'gateway worker died; starting another');
    cluster.fork();
  });
  for (let i = 0; i < workers; i++) cluster.fork();
  onShutdownSignal(logger, async () => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      alive.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  });
}

/** /metrics in a worker: the primary asks every worker for its registry and sums them. */
function clusterMetrics(): () => Promise<string> {
  let next = 0;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: { type?: string; id?: number; text?: string; error?: string }) => {
    if (message?.type !== METRICS_REQUEST || message.id === undefined) return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.text ?? '');
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      process.send?.({ type: METRICS_REQUEST, id });
    });
}

/**
 * Revocations reach every gateway process: the other workers of this gateway through the primary, other replicas
 * through a Redis channel when REDIS_URL is set. Returns the announcer for Accounts and what to close on shutdown.
 */
function shareRevocations(config: GatewayConfig, logger: Logger, inCluster: boolean, redis: Redis | undefined) {
  let forget: (keyId: string) => void = () => {};
  const announcers: ((keyId: string) => void)[] = [];
  if (inCluster) {
    process.on('message', (message: { type?: string; keyId?: string }) => {
      if (message?.type === KEY_REVOKED && typeof message.keyId === 'string') forget(message.keyId);
    });
    announcers.push((keyId) => process.send?.({ type: KEY_REVOKED, keyId }));
  }
  let subscriber: Redis | undefined;
  if (redis && config.REDIS_URL) {
    subscriber = new Redis(config.REDIS_URL);
    subscriber.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis subscriber'));
    subscriber.subscribe(KEY_REVOKED).catch((error: Error) => logger.warn({ err: error.message }, 'redis subscribe failed'));
    subscriber.on('message', (channel: string, keyId: string) => {
      if (channel === KEY_REVOKED) forget(keyId);
    });
    announcers.push((keyId) => {
      redis.publish(KEY_REVOKED, keyId).catch((error: Error) => logger.warn({ err: error.message, keyId }, 'revocation not published'));
    });
  }
  return {
    announce: (keyId: string) => announcers.forEach((announce) => announce(keyId)),
    listen: (accounts: Accounts) => (forget = (keyId) => accounts.forgetKey(keyId)),
    close: () => subscriber?.disconnect(),
  };
}

async function serve(config: GatewayConfig, logger: Logger, inCluster: boolean) {
  const storage = await openStorage(config);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { enableOfflineQueue: false }) : undefined;
  const revocations = shareRevocations(config, logger, inCluster, redis);
  const accounts = new Accounts(storage.accounts, revocations.announce);
  revocations.listen(accounts);
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
  if (inCluster) {
    // Constructing one registers prom-client's answer to the primary's requests; setRegistries says what to send.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([metrics.registry]);
    metrics.render = clusterMetrics();
  }
  const server = app.listen(config.PORT, config.HOST, () => {
    if (!inCluster) announce(logger, config, createdKey, 1);
  });
  server.keepAliveTimeout = 65_000;
  onShutdownSignal(logger, async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    backends.close();
    revocations.close();
    redis?.disconnect();
    await storage.close();
  }, { repeatExits: !inCluster });
}

async function main() {
  const config = loadConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const workers = workerCount(config);
  if (workers > 1 && cluster.isPrimary) return primary(config, logger, workers);
  return serve(config, logger, cluster.isWorker);
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
