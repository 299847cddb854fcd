import { silentLogger } from '@tessera/common';
import { createServer as createEntities, loadConfig as entitiesConfig, openRuntime as openEntities } from '@tessera/entities';
import { Accounts, connectBackends, createApp, createRateLimiters, openSqliteStorage as openGatewayStorage } from '@tessera/gateway';
import { createServer as createGeneration, loadConfig as generationConfig, openRuntime as openGeneration } from '@tessera/generation';
import type { GrpcServer } from '@tessera/grpc';
import { createServer as createSearch, loadConfig as searchConfig, openRuntime as openSearch } from '@tessera/search';
import { freePort } from '@tessera/testing';
import { createServer as createTriples, loadConfig as triplesConfig, openRuntime as openTriples, type TriplesDeps } from '@tessera/triples';
import request from 'supertest';

type TriplesStorage = TriplesDeps['storage'];

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const BOOTSTRAP_KEY = 'kg_TestBootstrapKey0123456789';

export interface HarnessOptions {
  standardPerMinute?: number;
  generationPerMinute?: number;
  adminToken?: string;
  maxBodyBytes?: number;
  /** MAX_IMPORT_BYTES (POST /api/import). */
  maxImportBytes?: number;
  maxTriplesPerRequest?: number;
  queueDashboardUrl?: string;
  /** Wraps the triples service's store (a test that acts when a write has happened, e.g. kills a gateway). */
  wrapTripleStore?: (store: TriplesStorage['triples']) => TriplesStorage['triples'];
  /** How long an Idempotency-Key claim outlives its request without renewal. */
  idempotencyLeaseMs?: number;
  /** Generation settings, as the service's environment variables (e.g. LLM_BASE_URL, GENERATION_WAIT_MS, REDIS_URL). */
  generationEnv?: Record<string, string>;
  /** Run the generation queue's worker in this process (default); off when a test runs workers as processes. */
  generationWorker?: boolean;
  /** Triples settings, as the service's environment variables (e.g. TRAVERSAL_MAX_NODES). */
  triplesEnv?: Record<string, string>;
  /** Search settings, as the service's environment variables (e.g. DATA_DIR, EMBEDDINGS_PROVIDER). */
  searchEnv?: Record<string, string>;
  /** Index every write for search (embedding costs CPU; off unless a test searches). */
  searchIndexing?: boolean;
}

/**
 * The whole system in one process, as a client sees it: the four gRPC services on loopback port 0 with in-memory
 * SQLite, and the gateway app driven over HTTP by supertest.
 */
export async function startSystem(options: HarnessOptions = {}): Promise<Awaited<ReturnType<typeof startSystemOnce>>> {
  // The triples and entities ports are picked before binding (each service needs the other's address first); another
  // test process may take one in between. Then everything started is closed and the system starts on new ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSystemOnce(options);
    } catch (error) {
      if (attempt >= 5 || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startSystemOnce(options: HarnessOptions) {
  const logger = silentLogger();
  // The triples and entities services call each other, so their addresses are fixed before either starts.
  const address: Record<string, string> = {
    triples: `127.0.0.1:${await freePort()}`,
    entities: `127.0.0.1:${await freePort()}`,
  };
  // Every service from its own configuration, as its main.ts does; in-memory SQLite.
  const peers = { TRIPLES_GRPC_ADDR: address.triples!, ENTITIES_GRPC_ADDR: address.entities!, DATA_DIR: ':memory:', LOG_LEVEL: 'silent' };
  const triples = await openTriples(triplesConfig({ ...peers, ...options.triplesEnv }), logger);
  const entities = await openEntities(entitiesConfig(peers), logger);
  const triplesDeps = options.wrapTripleStore ? { ...triples, storage: { ...triples.storage, triples: options.wrapTripleStore(triples.storage.triples) } } : triples;
  const generation = await openGeneration(
    generationConfig({
      DATA_DIR: ':memory:', TRIPLES_GRPC_ADDR: address.triples!, ENTITIES_GRPC_ADDR: address.entities!,
      GENERATION_BACKOFF_MS: '50', LOG_LEVEL: 'silent', ...options.generationEnv,
    }),
    logger,
  );
  if (options.generationWorker !== false) await generation.startWorker();
  const search = await openSearch(
    searchConfig({
      DATA_DIR: ':memory:', TRIPLES_GRPC_ADDR: address.triples!, ENTITIES_GRPC_ADDR: address.entities!, INDEXING_IDLE_MS: '50',
      // Tests measure freshness on a machine that jest keeps busy; yielding to that load is for production.
      INDEXING_YIELD_CPU: '0',
      LOG_LEVEL: 'silent', ...options.searchEnv,
    }),
    logger,
    { startIndexer: false },
  );
  const servers: Record<string, GrpcServer> = {
    triples: createTriples(triplesDeps),
    entities: createEntities(entities),
    search: createSearch({ logger, runtime: search }),
    generation: createGeneration({ logger, generation: generation.generation }),
  };
  const closeServices = async () => {
    await Promise.all(Object.values(servers).map((server) => server.shutdown(100)));
    await generation.close();
    await search.close();
    await entities.close();
    await triples.close();
  };
  try {
    for (const [name, server] of Object.entries(servers)) {
      const port = await server.listen('127.0.0.1', address[name] ? Number(address[name]!.split(':')[1]) : 0);
      address[name] = `127.0.0.1:${port}`;
      server.setServing(true);
    }
  } catch (error) {
    await closeServices();
    throw error;
  }
  // After the owners listen: an early failed connection would put the shared channel into back-off.
  if (options.searchIndexing === true) search.indexer.start();
  const gatewayStorage = openGatewayStorage(':memory:');
  const accounts = new Accounts(gatewayStorage.accounts);
  await accounts.bootstrap(BOOTSTRAP_KEY);
  const backends = connectBackends({
    TRIPLES_GRPC_ADDR: address.triples!,
    ENTITIES_GRPC_ADDR: address.entities!,
    SEARCH_GRPC_ADDR: address.search!,
    GENERATION_GRPC_ADDR: address.generation!,
  });
  const built = createApp({
    config: {
      KG_ADMIN_TOKEN: 'adminToken' in options ? options.adminToken : ADMIN_TOKEN,
      MAX_BODY_BYTES: options.maxBodyBytes ?? 1024 * 1024,
      ...(options.maxImportBytes ? { MAX_IMPORT_BYTES: options.maxImportBytes } : {}),
      MAX_TRIPLES_PER_REQUEST: options.maxTriplesPerRequest ?? 1000,
      TRUST_PROXY: 'loopback',
      QUEUE_DASHBOARD_URL: options.queueDashboardUrl,
      IDEMPOTENCY_LEASE_MS: options.idempotencyLeaseMs,
    },
    logger,
    accounts,
    idempotencyStore: gatewayStorage.idempotency,
    backends,
    rateLimiters: createRateLimiters({
      standard: options.standardPerMinute ?? 10_000,
      generation: options.generationPerMinute ?? 10_000,
    }),
  });
  const http = request(built.app);

  return {
    ...built,
    http,
    servers,
    /** The generation service's ledger and queue, for tests that check the books. */
    generation,
    /** The search service's indexer, store and embedder. */
    search,
    /** The gRPC address of each backend service. */
    address,
    accounts,
    /** Requests made with one API key. */
    as(key: string) {
      return {
        get: (path: string) => http.get(path).set(bearer(key)),
        post: (path: string, body?: object) => http.post(path).set(bearer(key)).send(body),
        put: (path: string, body?: object) => http.put(path).set(bearer(key)).send(body),
        delete: (path: string, body?: object) => http.delete(path).set(bearer(key)).send(body),
      };
    },
    /** A new account and its API key, through the admin API as an operator would make them. */
    async newAccount(name: string, creditsCents?: number) {
      const res = await http
        .post('/admin/accounts')
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
        .send(creditsCents === undefined ? { name } : { name, credits_cents: creditsCents });
      if (res.status !== 200) throw new Error(`account creation failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.data.account.id as string, key: res.body.data.api_key as string, keyId: res.body.data.key_id as string };
    },
    async stop() {
      backends.close();
      await closeServices();
      await gatewayStorage.close();
    },
  };
}

export type System = Awaited<ReturnType<typeof startSystem>>;

export const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
