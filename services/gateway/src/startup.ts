import { availableParallelism } from 'node:os';
import type { Logger } from '@tessera/common';
import { openStorage } from './adapters';
import type { GatewayConfig } from './config';
import { Accounts } from './domain/accounts';

/** How many gateway processes: GATEWAY_WORKERS, or one per CPU (at most 4) when it is 0. */
export const workerCount = (config: Pick<GatewayConfig, 'GATEWAY_WORKERS'>) =>
  config.GATEWAY_WORKERS > 0 ? config.GATEWAY_WORKERS : Math.min(availableParallelism(), 4);

/** Applies the storage migrations and makes sure the default account has a key; returns a key it created, to show once. */
export async function bootstrapStorage(config: GatewayConfig): Promise<string | undefined> {
  const storage = await openStorage(config);
  try {
    return await new Accounts(storage.accounts).bootstrap(config.KG_BOOTSTRAP_API_KEY);
  } finally {
    await storage.close();
  }
}

export function announce(logger: Logger, config: GatewayConfig, createdKey: string | undefined, workers: number) {
  logger.info({ url: `http://${config.HOST}:${config.PORT}`, workers }, 'gateway listening');
  if (createdKey) process.stdout.write(`\nAPI key for the "default" account (shown once, store it now):\n\n  ${createdKey}\n\n`);
}
