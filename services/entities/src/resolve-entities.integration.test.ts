import { newId, silentLogger } from '@tessera/common';
import { createServiceClient } from '@tessera/grpc';
import { loadEntitiesProto } from '@tessera/proto';
import { openSqliteStorage } from './adapters/sqlite';
import type { TriplesPort } from './ports/triples';
import { createServer } from './server';

const noTriples: TriplesPort = {
  deleteByEntities: async () => 0,
  deleteInIndex: async () => 0,
  moveIndex: async () => 0,
  repointEntity: async () => 0,
  entityNames: async () => [],
  repointNames: async () => 0,
};

describe('ResolveEntities over gRPC', () => {
  const storage = openSqliteStorage(':memory:');
  const server = createServer({ logger: silentLogger(), storage, triples: noTriples });
  const connect = (port: number) => createServiceClient(loadEntitiesProto().EntitiesService.service, `127.0.0.1:${port}`);
  let client: ReturnType<typeof connect>;
  const caller = { accountId: newId(), requestId: 'test' };

  beforeAll(async () => {
    const port = await server.listen('127.0.0.1', 0);
    client = connect(port);
  });
  afterAll(async () => {
    client.close();
    await server.shutdown();
    await storage.close();
  });

  it('answers ids_only with one entity id per name, in request order', async () => {
    const names = ['Ada Lovelace', 'Alan Turing', 'ada lovelace', 'Grace Hopper', 'Alan Turing'];
    const { resolved, entity_ids } = await client.call.ResolveEntities({ names, ids_only: true }, caller);
    expect(resolved).toEqual([]);
    expect(entity_ids).toHaveLength(names.length);
    expect(new Set(entity_ids).size).toBe(3);
    expect(entity_ids[0]).toBe(entity_ids[2]); // one normalised name, one entity
    expect(entity_ids[1]).toBe(entity_ids[4]);

    // The per-name form (what callers without the flag get) names the same entities.
    const again = await client.call.ResolveEntities({ names }, caller);
    expect(again.entity_ids).toEqual([]);
    expect(again.resolved.map((r) => r.name)).toEqual(names);
    expect(again.resolved.map((r) => r.entity_id)).toEqual(entity_ids);
    expect(again.resolved.every((r) => !r.created)).toBe(true);
  });
});
