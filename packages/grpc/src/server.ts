import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';

type ServiceDefinition = grpc.ServiceDefinition;
import { HealthImplementation } from 'grpc-health-check';
import type { Logger } from '@tessera/common';
import { contextFrom, type CallContext } from './context';
import { MAX_MESSAGE_BYTES, multiplexDefinition, multiplexServer, type MuxRoute } from './mux';
import { toServiceError } from './status';

/** Unary handlers keyed by method name; methods left out answer UNIMPLEMENTED (grpc-js default). */
export type UnaryImplementation<D> = {
  [K in keyof D as string extends K ? never : K]?: D[K] extends MethodDefinition<any, infer Res, infer ReqOut, any>
    ? (request: ReqOut, context: CallContext) => Promise<Res> | Res
    : never;
};

/**
 * Server-streaming handlers: `emit` writes one message; the call ends when the promise settles (a rejection ends it with
 * the error's status). `signal` aborts when the client cancels or goes away.
 */
export type StreamImplementation<D> = {
  [K in keyof D as string extends K ? never : K]?: D[K] extends MethodDefinition<any, infer Res, infer ReqOut, any>
    ? (request: ReqOut, context: CallContext, emit: (message: Res) => void, signal: AbortSignal) => Promise<void>
    : never;
};

export interface ServiceRegistration<D extends ServiceDefinition> {
  definition: D;
  implementation: UnaryImplementation<D>;
  streams?: StreamImplementation<D>;
  /** Methods callable without an account (administrative calls from trusted peers). */
  accountOptional?: ReadonlyArray<keyof D & string>;
}

export interface GrpcServer {
  server: grpc.Server;
  health: HealthImplementation;
  listen(host: string, port: number): Promise<number>;
  setServing(serving: boolean): void;
  shutdown(graceMs?: number): Promise<void>;
}

function unaryHandler(
  method: string,
  handler: (request: unknown, context: CallContext) => unknown,
  logger: Logger,
  accountRequired: boolean,
): grpc.handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    const started = performance.now();
    Promise.resolve()
      .then(() => handler(call.request, contextFrom(call.metadata, logger, accountRequired)))
      .then(
        (response) => {
          logger.debug({ method, ms: Math.round(performance.now() - started) }, 'rpc ok');
          callback(null, response);
        },
        (error: unknown) => {
          const status = toServiceError(error, logger);
          logger.debug({ method, code: status.code, ms: Math.round(performance.now() - started) }, 'rpc failed');
          callback(status as grpc.ServiceError, null);
        },
      );
  };
}

function streamHandler(
  method: string,
  handler: (request: unknown, context: CallContext, emit: (message: unknown) => void, signal: AbortSignal) => Promise<void>,
  logger: Logger,
  accountRequired: boolean,
): grpc.handleServerStreamingCall<unknown, unknown> {
  return (call) => {
    const aborted = new AbortController();
    call.on('cancelled', () => aborted.abort());
    const emit = (message: unknown) => {
      if (!aborted.signal.aborted) call.write(message);
    };
    Promise.resolve()
      .then(() => handler(call.request, contextFrom(call.metadata, logger, accountRequired), emit, aborted.signal))
      .then(
        () => call.end(),
        (error: unknown) => {
          const status = toServiceError(error, logger);
          logger.debug({ method, code: status.code }, 'stream failed');
          // grpc-js ends a server stream with a status when 'error' is emitted with a status object.
          if (!aborted.signal.aborted) call.emit('error', status);
        },
      );
  };
}

export function createGrpcServer(logger: Logger, registrations: ServiceRegistration<ServiceDefinition>[]): GrpcServer {
  const server = new grpc.Server({ 'grpc.max_receive_message_length': MAX_MESSAGE_BYTES });
  const health = new HealthImplementation({ '': 'NOT_SERVING' });
  health.addToServer(server);

  const routes = new Map<string, MuxRoute>();
  for (const { definition, implementation, streams = {}, accountOptional = [] } of registrations) {
    const handlers: grpc.UntypedServiceImplementation = {};
    for (const [method, fn] of Object.entries(implementation)) {
      if (typeof fn !== 'function') continue;
      const accountRequired = !accountOptional.includes(method);
      handlers[method] = unaryHandler(method, fn as never, logger, accountRequired);
      const { path, requestDeserialize, responseSerialize } = definition[method] as MethodDefinition<unknown, unknown>;
      routes.set(path, { method, deserialize: requestDeserialize, serialize: responseSerialize, handle: fn as never, accountRequired });
    }
    for (const [method, fn] of Object.entries(streams)) {
      if (typeof fn !== 'function') continue;
      handlers[method] = streamHandler(method, fn as never, logger, !accountOptional.includes(method));
    }
    server.addService(definition, handlers);
  }
  const multiplex = multiplexServer(routes, logger);
  server.addService(multiplexDefinition, multiplex.handlers);

  const serviceNames = registrations.map(({ definition }) => {
    const first = Object.values(definition)[0] as MethodDefinition<unknown, unknown> | undefined;
    return first ? first.path.split('/')[1] ?? '' : '';
  });

  return {
    server,
    health,
    listen: (host, port) =>
      new Promise((resolve, reject) => {
        server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (error, boundPort) =>
          error ? reject(error) : resolve(boundPort),
        );
      }),
    setServing(serving) {
      const status = serving ? 'SERVING' : 'NOT_SERVING';
      for (const name of ['', ...serviceNames]) health.setStatus(name, status);
    },
    shutdown: (graceMs = 10_000) =>
      new Promise((resolve) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, graceMs);
        force.unref();
        multiplex.drain();
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}

/** Typed registration helper, so each service's handlers are checked against its generated definition. */
export function service<D extends ServiceDefinition>(registration: ServiceRegistration<D>): ServiceRegistration<ServiceDefinition> {
  return registration as unknown as ServiceRegistration<ServiceDefinition>;
}
