import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';

type ServiceDefinition = grpc.ServiceDefinition;
import { callerMetadata, type CallerIdentity } from './context';
import { Multiplexer } from './mux';
import { fromServiceError } from './status';

/** A unary method as a promise: `await entities.ListIndexes(request, caller)`; failures reject with DomainErrors. */
export type PromiseClient<D> = {
  [K in keyof D as string extends K ? never : K]: D[K] extends MethodDefinition<infer Req, any, any, infer ResOut>
    ? (request: Req, caller: CallerIdentity, options?: { deadlineMs?: number }) => Promise<ResOut>
    : never;
};

/** A server-streaming method as an async iterable of messages; `cancel` ends the call from this side. */
export interface StreamCall<T> extends AsyncIterable<T> {
  cancel(): void;
}

export type StreamClient<D> = {
  [K in keyof D as string extends K ? never : K]: D[K] extends MethodDefinition<infer Req, any, any, infer ResOut>
    ? (request: Req, caller: CallerIdentity, options?: { deadlineMs?: number }) => StreamCall<ResOut>
    : never;
};

export interface ServiceClient<D> {
  call: PromiseClient<D>;
  /** Server-streaming methods (only those; calling a unary one here fails). */
  stream: StreamClient<D>;
  raw: grpc.Client;
  /** How many unary calls went multiplexed on the client's stream, and how many as their own calls. */
  transport: Readonly<{ multiplexed: number; unary: number }>;
  close(): void;
}

export const DEFAULT_DEADLINE_MS = 30_000;
/** The receive window of each connection and call, in bytes. */
export const FLOW_CONTROL_WINDOW = 16 * 1024 * 1024;

export function createServiceClient<D extends ServiceDefinition>(definition: D, address: string): ServiceClient<D> {
  const raw = new grpc.Client(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    'grpc.max_receive_message_length': 32 * 1024 * 1024,
    // HTTP/2 flow control: the default 64 KiB window is shared by every call on the connection, so a few concurrent
    // responses of tens of KiB stall until this side's event loop sends WINDOW_UPDATE (a round trip per 64 KiB).
    'grpc-node.flow_control_window': FLOW_CONTROL_WINDOW,
  });
  const mux = new Multiplexer(raw);
  const call: Record<string, unknown> = {};
  const stream: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(definition) as [string, MethodDefinition<unknown, unknown>][]) {
    if (method.responseStream && !method.requestStream) {
      stream[name] = (request: unknown, caller: CallerIdentity, options: { deadlineMs?: number } = {}) => {
        const deadline = Date.now() + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
        const readable = raw.makeServerStreamRequest(
          method.path,
          method.requestSerialize,
          method.responseDeserialize,
          request,
          callerMetadata(caller),
          { deadline },
        );
        return {
          cancel: () => readable.cancel(),
          async *[Symbol.asyncIterator]() {
            try {
              for await (const message of readable) yield message;
            } catch (error) {
              throw fromServiceError(error as grpc.ServiceError);
            }
          },
        };
      };
      continue;
    }
    if (method.requestStream || method.responseStream) continue;
    const { path, requestSerialize, responseDeserialize } = method;
    call[name] = (request: unknown, caller: CallerIdentity, options: { deadlineMs?: number } = {}) =>
      mux.call(path, requestSerialize(request), () => callerMetadata(caller), caller, options.deadlineMs ?? DEFAULT_DEADLINE_MS).then(
        (response) => responseDeserialize(response),
        (error: grpc.ServiceError) => Promise.reject(fromServiceError(error)),
      );
  }
  return {
    call: call as PromiseClient<D>,
    stream: stream as StreamClient<D>,
    raw,
    transport: mux.counts,
    close: () => {
      mux.close();
      raw.close();
    },
  };
}
