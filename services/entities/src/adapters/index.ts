import type { Logger } from '@tessera/common';
import type { EntitiesConfig } from '../config';
import type { EntitiesStorage } from '../ports/storage';
import type { EntitiesDeps } from '../server';
import { openMongoStorage } from './mongo';
import { openSqliteStorage } from './sqlite';
import { triplesClient } from './triples-client';

/** The one place that picks storage: MongoDB when MONGODB_URL is set, the embedded SQLite file otherwise. */
export async function openStorage(config: Pick<EntitiesConfig, 'MONGODB_URL' | 'DATA_DIR'>): Promise<EntitiesStorage> {
  return config.MONGODB_URL ? openMongoStorage(config.MONGODB_URL) : openSqliteStorage(config.DATA_DIR);
}

export interface EntitiesRuntime extends EntitiesDeps {
  close(): Promise<void>;
}

/** Everything createServer needs, from the configuration: the storage it picks and the triples service's client. */
export async function openRuntime(config: EntitiesConfig, logger: Logger): Promise<EntitiesRuntime> {
  const storage = await openStorage(config);
  const triples = triplesClient(config.TRIPLES_GRPC_ADDR);
  return {
    logger,
    storage,
    triples,
    close: async () => {
      triples.close();
      await storage.close();
    },
  };
}
