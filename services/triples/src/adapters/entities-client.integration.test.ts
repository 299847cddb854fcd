import { silentLogger } from '@tessera/common';
import { createGrpcServer, type GrpcServer } from '@tessera/grpc';
import { loadEntitiesProto } from '@tessera/proto';
import { entitiesClient } from './entities-client';

/** An entities service answering ResolveEntities as given (names as ids), in the old or the new form. */
async function fakeEntities(form: 'ids' | 'per-name' | 'short'): Promise<{ server: GrpcServer; address: string }> {
  const server = createGrpcServer(silentLogger(), [
    {
      definition: loadEntitiesProto().EntitiesService.service,
      implementation: {
        ResolveEntities: async (request: { names: string[] }) => {
          const ids = request.names.map((name) => `id:${name}`);
          if (form === 'per-name') return { resolved: request.names.map((name, i) => ({ name, entity_id: ids[i], created: false })), entity_ids: [] };
          return { resolved: [], entity_ids: form === 'short' ? ids.slice(1) : ids };
        },
        // Only ids starting with "own" are visible.
        GetEntities: async (request: { ids: string[] }) => ({
          entities: request.ids
            .filter((id) => id.startsWith('own'))
            .map((id) => ({ id, name: `Name of ${id}`, account_id: 'acc', index_id: 'ix', description: 'long text', aliases: ['x'] })),
        }),
      },
    },
  ]);
  const port = await server.listen('127.0.0.1', 0);
  return { server, address: `127.0.0.1:${port}` };
}

/** Runs `use` with an entitiesClient connected to a fake entities service answering in `form`. */
async function withClient(form: 'ids' | 'per-name' | 'short', use: (client: ReturnType<typeof entitiesClient>) => Promise<void>) {
  const { server, address } = await fakeEntities(form);
  const client = entitiesClient(address);
  try {
    await use(client);
  } finally {
    client.close();
    await server.shutdown();
  }
}

describe('entitiesClient.resolveEntities', () => {
  const caller = { accountId: 'acc', requestId: 'test' };
  const names = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'];

  it.each(['ids', 'per-name'] as const)('maps each name to its entity from the %s answer', (form) =>
    withClient(form, async (client) => {
      const ids = await client.resolveEntities(caller, 'ix', names);
      expect([...ids]).toEqual(names.map((name) => [name, `id:${name}`]));
    }),
  );

  it('refuses an answer with fewer ids than names instead of pairing them wrongly', () =>
    withClient('short', async (client) => {
      await expect(client.resolveEntities(caller, 'ix', names)).rejects.toThrow('2 ids for 3 names');
    }),
  );
});

describe('entitiesClient.visibleEntities', () => {
  it('answers the visible entities with their account and index, leaving the others out', () =>
    withClient('ids', async (client) => {
      expect(await client.visibleEntities({ accountId: 'acc', requestId: 'test' }, ['own-1', 'theirs', 'own-2'])).toEqual([
        { id: 'own-1', name: 'Name of own-1', account_id: 'acc', index_id: 'ix' },
        { id: 'own-2', name: 'Name of own-2', account_id: 'acc', index_id: 'ix' },
      ]);
    }),
  );
});
