import { InsufficientCredits, InvalidArgument, NotFound, ResourceExhausted, silentLogger } from '@tessera/common';
import { loadGenerationProto, loadOutboxProto } from '@tessera/proto';
import * as grpc from '@grpc/grpc-js';
import { createServiceClient } from './client';
import { MAX_MESSAGE_BYTES, MUX_MAX_REQUEST_BYTES } from './mux';
import { createHealthChecker } from './health';
import { createGrpcServer, service, type GrpcServer } from './server';

/** Answers after `ms` milliseconds, with `ms` as the event's seq. */
const slow = (ms: number, accountId: string) =>
  new Promise<{ events: { seq: number; account_id: string }[] }>((resolve) => setTimeout(() => resolve({ events: [{ seq: ms, account_id: accountId }] }), ms));

describe('gRPC runtime', () => {
  const { OutboxService } = loadOutboxProto();
  let server: GrpcServer;
  let address: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createGrpcServer(silentLogger(), [
      service({
        definition: OutboxService.service,
        implementation: {
          PullChanges: (request, context) => {
            seen.push(context.accountId);
            if (request.max < 0) throw new InvalidArgument('max must be >= 0', { field: 'max', details: 'got a negative max' });
            if (request.max === 0) throw new NotFound('Nothing here');
            if (request.max === 13) throw new TypeError('a bug');
            if (request.max === 28) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
            if (request.max === 29) throw new ResourceExhausted('Too many', { details: 'slow down' });
            // A reply larger than any client of ours receives.
            if (request.max === 33) return { events: [{ seq: 33, account_id: 'x'.repeat(MAX_MESSAGE_BYTES + 1024) }] };
            if (request.max >= 100) return slow(request.max, context.accountId);
            return { events: [{ seq: 7, account_id: context.accountId, kind: 'index' }] };
          },
          AckChanges: (request) => ({ released: request.seqs.length }),
        },
      }),
    ]);
    address = `127.0.0.1:${await server.listen('127.0.0.1', 0)}`;
  });

  afterAll(() => server.shutdown(100));

  it('passes the caller account in metadata and returns typed responses', async () => {
    const client = createServiceClient(OutboxService.service, address);
    const response = await client.call.PullChanges({ max: 5 }, { accountId: 'acc-1' });
    expect(response.events[0]).toMatchObject({ seq: 7, account_id: 'acc-1', kind: 'index' });
    expect(seen).toContain('acc-1');
    expect(client.transport).toEqual({ multiplexed: 1, unary: 0 });
    client.close();
  });

  it('carries domain errors across the wire with details and field', async () => {
    const client = createServiceClient(OutboxService.service, address);
    await expect(client.call.PullChanges({ max: -1 }, { accountId: 'a' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'max must be >= 0',
      details: 'got a negative max',
      field: 'max',
    });
    await expect(client.call.PullChanges({ max: 0 }, { accountId: 'a' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    client.close();
  });

  it('hides unexpected errors behind INTERNAL without their message', async () => {
    const client = createServiceClient(OutboxService.service, address);
    const error = await client.call.PullChanges({ max: 13 }, { accountId: 'a' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL', message: 'Internal error' });
    expect(String((error as Error).message)).not.toContain('a bug');
    client.close();
  });

  it('reports a full disk as INSUFFICIENT_STORAGE, apart from other exhausted resources', async () => {
    const client = createServiceClient(OutboxService.service, address);
    await expect(client.call.PullChanges({ max: 28 }, { accountId: 'a' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_STORAGE',
      message: 'Storage full',
      details: expect.stringMatching(/nothing of it was stored/),
    });
    await expect(client.call.PullChanges({ max: 29 }, { accountId: 'a' })).rejects.toMatchObject({ code: 'RESOURCE_EXHAUSTED', details: 'slow down' });
    client.close();
  });

  it('refuses calls without an account', async () => {
    const client = createServiceClient(OutboxService.service, address);
    await expect(client.call.PullChanges({ max: 1 }, { accountId: '' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    client.close();
  });

  it('answers UNIMPLEMENTED for methods a service does not implement yet, as INTERNAL to callers', async () => {
    const client = createServiceClient(OutboxService.service, address);
    await expect(client.call.Status({}, { accountId: 'a' })).rejects.toMatchObject({ code: 'INTERNAL' });
    client.close();
  });

  it('matches concurrent multiplexed calls to their own replies, whatever order they finish in', async () => {
    const client = createServiceClient(OutboxService.service, address);
    const calls = [400, 100, 300, 200].map((max, i) => client.call.PullChanges({ max }, { accountId: `acc-${i}` }));
    const answers = await Promise.all(calls);
    expect(answers.map((a) => [a.events[0]?.seq, a.events[0]?.account_id])).toEqual([[400, 'acc-0'], [100, 'acc-1'], [300, 'acc-2'], [200, 'acc-3']]);
    expect(client.transport).toEqual({ multiplexed: 4, unary: 0 });
    client.close();
  });

  it('answers a reply too large to receive with RESOURCE_EXHAUSTED, and the other calls on the stream still succeed', async () => {
    const client = createServiceClient(OutboxService.service, address);
    const waiting = [300, 200].map((max) => client.call.PullChanges({ max }, { accountId: `other-${max}` }));
    const large = client.call.PullChanges({ max: 33 }, { accountId: 'a' }).catch((e: unknown) => e);
    expect(await large).toMatchObject({ code: 'RESOURCE_EXHAUSTED', message: 'Response too large', details: expect.stringMatching(/bytes/) });
    const answers = await Promise.all(waiting);
    expect(answers.map((a) => a.events[0]?.account_id)).toEqual(['other-300', 'other-200']);
    expect((await client.call.PullChanges({ max: 5 }, { accountId: 'after' })).events[0]?.account_id).toBe('after');
    expect(client.transport).toEqual({ multiplexed: 4, unary: 0 });
    client.close();
  });

  it(`sends requests over ${MUX_MAX_REQUEST_BYTES} bytes as their own unary calls`, async () => {
    const client = createServiceClient(OutboxService.service, address);
    const seqs = Array.from({ length: 20_000 }, (_, i) => 1_000_000_000 + i);
    expect((await client.call.AckChanges({ seqs }, { accountId: 'a' })).released).toBe(20_000);
    expect((await client.call.AckChanges({ seqs: [1, 2] }, { accountId: 'a' })).released).toBe(2);
    expect(client.transport).toEqual({ multiplexed: 1, unary: 1 });
    client.close();
  });

  it('fails a multiplexed call at its deadline, and a late reply does not disturb later calls', async () => {
    const client = createServiceClient(OutboxService.service, address);
    await expect(client.call.PullChanges({ max: 300 }, { accountId: 'a' }, { deadlineMs: 50 })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Upstream service timed out',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await client.call.PullChanges({ max: 5 }, { accountId: 'b' })).events[0]?.account_id).toBe('b');
    client.close();
  });

  it('falls back to unary calls against a server without the Multiplex service', async () => {
    const plain = new grpc.Server();
    plain.addService(OutboxService.service, {
      PullChanges: (call: grpc.ServerUnaryCall<unknown, unknown>, done: grpc.sendUnaryData<unknown>) =>
        done(null, { events: [{ seq: 1, account_id: String(call.metadata.get('x-account-id')[0]) }] }),
    });
    const port = await new Promise<number>((resolve, reject) =>
      plain.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
    );
    const client = createServiceClient(OutboxService.service, `127.0.0.1:${port}`);
    const [first, second] = await Promise.all([1, 2].map((max) => client.call.PullChanges({ max }, { accountId: `x${max}` })));
    expect([first?.events[0]?.account_id, second?.events[0]?.account_id]).toEqual(['x1', 'x2']);
    expect((await client.call.PullChanges({ max: 3 }, { accountId: 'x3' })).events[0]?.account_id).toBe('x3');
    expect(client.transport).toEqual({ multiplexed: 0, unary: 3 });
    client.close();
    plain.forceShutdown();
  });

  it('reports health NOT_SERVING until told otherwise, and UNREACHABLE for a dead address', async () => {
    const checker = createHealthChecker(address);
    expect(await checker.check()).toBe('NOT_SERVING');
    server.setServing(true);
    expect(await checker.check()).toBe('SERVING');
    checker.close();
    const dead = createHealthChecker('127.0.0.1:1');
    expect(await dead.check(300)).toBe('UNREACHABLE');
    dead.close();
  });
});

describe('one service, several replicas behind one target', () => {
  const { OutboxService } = loadOutboxProto();
  const replica = (name: string, seen: string[]) =>
    createGrpcServer(silentLogger(), [
      service({
        definition: OutboxService.service,
        implementation: {
          PullChanges: () => {
            seen.push(name);
            return { events: [] };
          },
          AckChanges: () => ({ released: 0 }),
        },
      }),
    ]);

  it('spreads multiplexed calls over every address of the target, one stream each', async () => {
    const seen: string[] = [];
    const first = replica('first', seen);
    const port = await first.listen('127.0.0.1', 0);
    const second = replica('second', seen);
    await second.listen('127.0.0.2', port);
    const client = createServiceClient(OutboxService.service, `ipv4:127.0.0.1:${port},127.0.0.2:${port}`);
    for (let i = 0; i < 10; i++) await client.call.PullChanges({ max: 1 }, { accountId: 'a' });
    expect(seen.filter((name) => name === 'first')).toHaveLength(5);
    expect(seen.filter((name) => name === 'second')).toHaveLength(5);
    expect(client.transport).toEqual({ multiplexed: 10, unary: 0 });
    client.close();
    await Promise.all([first.shutdown(100), second.shutdown(100)]);
  });

  it('follows a host name to every address DNS gives for it', async () => {
    const seen: string[] = [];
    const first = replica('first', seen);
    const port = await first.listen('127.0.0.1', 0);
    const second = replica('second', seen);
    await second.listen('127.0.0.2', port);
    const lookupAll = async () => [{ address: '127.0.0.1', family: 4 }, { address: '127.0.0.2', family: 4 }];
    const client = createServiceClient(OutboxService.service, `replicas.test:${port}`, { lookupAll });
    // The first answer arrives asynchronously; until then the name itself is the one backend (unresolvable here).
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 10; i++) await client.call.PullChanges({ max: 1 }, { accountId: 'a' });
    expect(new Set(seen)).toEqual(new Set(['first', 'second']));
    client.close();
    await Promise.all([first.shutdown(100), second.shutdown(100)]);
  });
});

describe('gRPC shutdown with a multiplexed stream open', () => {
  const { OutboxService } = loadOutboxProto();

  it('answers the calls already taken, ends the stream without waiting out the grace, and refuses new calls', async () => {
    let started = 0;
    const server = createGrpcServer(silentLogger(), [
      service({
        definition: OutboxService.service,
        implementation: { PullChanges: async (request) => (started++, slow(request.max, 'a')) },
      }),
    ]);
    const address = `127.0.0.1:${await server.listen('127.0.0.1', 0)}`;
    const client = createServiceClient(OutboxService.service, address);
    await client.call.PullChanges({ max: 1 }, { accountId: 'a' });
    const inFlight = client.call.PullChanges({ max: 200 }, { accountId: 'a' });
    while (started < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const begun = Date.now();
    await server.shutdown(5000);
    expect(Date.now() - begun).toBeLessThan(2000);
    expect((await inFlight).events[0]?.seq).toBe(200);
    await expect(client.call.PullChanges({ max: 1 }, { accountId: 'a' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(started).toBe(2);
    client.close();
  });
});

describe('gRPC server streaming', () => {
  const { GenerationService } = loadGenerationProto();
  let server: GrpcServer;
  let address: string;
  let cancelled = false;

  beforeAll(async () => {
    server = createGrpcServer(silentLogger(), [
      service({
        definition: GenerationService.service,
        implementation: {},
        streams: {
          GenerateTriples: async (request, context, emit, signal) => {
            if (request.query === 'broke') throw new InsufficientCredits(3, 5, 'https://billing.example/buy');
            emit({ progress: { stage: 'start', message: context.accountId } });
            if (request.query === 'slow') {
              await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
              cancelled = true;
              return;
            }
            emit({ triple_json: '{"n":1}' });
            emit({ summary: { job_id: 'j1', status: 'completed', count: 1 } });
          },
        },
      }),
    ]);
    address = `127.0.0.1:${await server.listen('127.0.0.1', 0)}`;
  });

  afterAll(() => server.shutdown(100));

  it('delivers every message in order, then ends', async () => {
    const client = createServiceClient(GenerationService.service, address);
    const events = [];
    for await (const event of client.stream.GenerateTriples({ query: 'ok' }, { accountId: 'acc-9' })) events.push(event.event);
    expect(events).toEqual(['progress', 'triple_json', 'summary']);
    client.close();
  });

  it('ends with the domain error, including its machine-readable info', async () => {
    const client = createServiceClient(GenerationService.service, address);
    const consume = async () => {
      for await (const _ of client.stream.GenerateTriples({ query: 'broke' }, { accountId: 'a' })) void _;
    };
    await expect(consume()).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      info: { balance_cents: 3, required_cents: 5, buy_credits_url: 'https://billing.example/buy' },
    });
    client.close();
  });

  it('tells the handler when the client cancels', async () => {
    const client = createServiceClient(GenerationService.service, address);
    const call = client.stream.GenerateTriples({ query: 'slow' }, { accountId: 'a' });
    const consume = (async () => {
      for await (const _ of call) call.cancel();
    })();
    await expect(consume).rejects.toBeDefined();
    for (let i = 0; i < 50 && !cancelled; i++) await new Promise((r) => setTimeout(r, 10));
    expect(cancelled).toBe(true);
    client.close();
  });
});
