import cluster from 'node:cluster';
import type { Logger } from '@tessera/common';
import { onShutdownSignal } from '@tessera/grpc';
import type { GatewayConfig } from '../config';
import { LEASE_MESSAGE, LeaseMaster, type ToPrimary } from '../middleware/rate-lease';
import { isKeyRevoked } from '../revocations/ipc-bus';
import { announce, bootstrapStorage } from '../startup';
import { metricsAggregator } from './metrics';

const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

/**
 * The cluster primary serves no HTTP itself. It runs the migrations and the bootstrap key once, keeps the rate-limit
 * windows and lends points to the workers (unless Redis keeps them), relays key revocations and /metrics between
 * workers, replaces a worker that dies, and stops them all on SIGTERM/SIGINT.
 */
export async function runPrimary(config: GatewayConfig, logger: Logger, workers: number): Promise<void> {
  const createdKey = await bootstrapStorage(config);
  const leases = new LeaseMaster(
    (workerId, message) => cluster.workers?.[workerId]?.send(message),
    () => liveWorkers().map((worker) => worker.id),
  );
  const answerMetrics = metricsAggregator();
  cluster.on('message', (worker, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === LEASE_MESSAGE) leases.handle(worker.id, message as ToPrimary);
    else if (isKeyRevoked(message)) liveWorkers().filter((other) => other !== worker).forEach((other) => other.send(message));
    else answerMetrics(worker, message);
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
    await Promise.all(
      liveWorkers().map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  });
}
