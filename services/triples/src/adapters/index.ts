import type { Logger } from '@tessera/common';
import type { TriplesConfig } from '../config';
import type { TriplesStorage } from '../ports/triple-store';
import type { TriplesDeps } from '../server';
import { entitiesClient } from './entities-client';
import { MongoTripleStore } from './mongo/mongo-triple-store';
import { SqliteTripleStore } from './sqlite/sqlite-triple-store';

/** MongoDB when MONGODB_URL is set, the embedded SQLite file otherwise. */
export async function openStorage(config: Pick<TriplesConfig, 'MONGODB_URL' | 'DATA_DIR'>): Promise<TriplesStorage> {
  return config.MONGODB_URL ? MongoTripleStore.openStorage(config.MONGODB_URL) : SqliteTripleStore.openStorage(config.DATA_DIR);
}

export interface TriplesRuntime extends TriplesDeps {
  close(): Promise<void>;
}

/** Everything createServer needs, from the configuration: the storage it picks and the entities service's client. */
export async function openRuntime(config: TriplesConfig, logger: Logger): Promise<TriplesRuntime> {
  const storage = await openStorage(config);
  const entities = entitiesClient(config.ENTITIES_GRPC_ADDR);
  return {
    logger,
    storage,
    entities,
    traversal: { maxNodes: config.TRAVERSAL_MAX_NODES, maxEdges: config.TRAVERSAL_MAX_EDGES, maxBytes: config.TRAVERSAL_MAX_BYTES },
    close: async () => {
      entities.close();
      await storage.close();
    },
  };
}
