import { InsufficientCredits, InvalidArgument, NotFound, silentLogger } from '@tessera/common';
import { loadGenerationProto, loadOutboxProto } from '@tessera/proto';
import { createServiceClient } from './client';
import { createHealthChecker } from './health';
import { createGrpcServer, service, type GrpcServer } from './server';

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
            return { events: [{ seq: 7, account_id: context.accountId, kind: 'index' }] };
          },
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

  it('refuses calls without an account', async () => {
    const client = createServiceClient(OutboxService.service, address);
    await expect(client.call.PullChanges({ max: 1 }, { accountId: '' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    client.close();
  });

  it('answers UNIMPLEMENTED for methods a service does not implement yet, as INTERNAL to callers', async () => {
    const client = createServiceClient(OutboxService.service, address);
    await expect(client.call.AckChanges({ up_to_seq: 1 }, { accountId: 'a' })).rejects.toMatchObject({ code: 'INTERNAL' });
    client.close();
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
