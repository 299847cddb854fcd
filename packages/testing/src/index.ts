/**
 * Runs a suite against a server-backed adapter only when its URL variable is set; otherwise registers one skipped
 * test and prints a visible line, so a green run never hides that the backend was not exercised.
 */
function describeWithServer(variable: string, name: string, suite: (url: string) => void): void {
  const url = process.env[variable];
  if (url) {
    describe(`${name} (${variable})`, () => suite(url));
    return;
  }
  process.stdout.write(`skipped: ${name}: ${variable} not set\n`);
  describe(name, () => {
    it.skip(`skipped: ${variable} not set`, () => undefined);
  });
}

export const describeWithMongo = (name: string, suite: (url: string) => void) => describeWithServer('MONGODB_URL', name, suite);
export const describeWithElasticsearch = (name: string, suite: (url: string) => void) =>
  describeWithServer('ELASTICSEARCH_URL', name, suite);
export const describeWithRedis = (name: string, suite: (url: string) => void) => describeWithServer('REDIS_URL', name, suite);

/** Wraps a server-backed store so that closing it first drops the throwaway database the test used. */
export function dropDatabaseOnClose<T extends { close(): Promise<void>; dropForTests(): Promise<void> }>(store: T): T {
  return Object.assign(Object.create(store) as T, {
    close: async () => {
      await store.dropForTests();
      await store.close();
    },
  });
}

export const throwawayDatabaseName = (): string => `tessera_test_${Math.random().toString(36).slice(2, 10)}`;

/** A loopback port that was free a moment ago, for wiring servers that must know each other's address up front. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** What drainOutbox needs of a service's transactional outbox (structurally the storage package's Outbox). */
interface DrainableOutbox {
  pull(afterSeq: number, max: number): Promise<{ seq: number; kind: string; op: string; resource_id: string; payload_json: string; version: number }[]>;
  ackSeqs(seqs: number[]): Promise<number>;
}

/** Pulls and acknowledges every pending change event, decoded, oldest first (change-event contract suites). */
export async function drainOutbox(outbox: DrainableOutbox) {
  const events = await outbox.pull(0, 1000);
  await outbox.ackSeqs(events.map((e) => e.seq));
  return events.map((e) => ({ kind: e.kind, op: e.op, id: e.resource_id, payload: JSON.parse(e.payload_json) as Record<string, unknown>, version: e.version }));
}
