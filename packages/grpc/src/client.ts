import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';

type ServiceDefinition = grpc.ServiceDefinition;
import { callerMetadata, type CallerIdentity } from './context';
import { MAX_MESSAGE_BYTES, Multiplexer } from './mux';
import { fromServiceError } from './status';
import { parseTarget, resolveTarget, type LookupAll } from './targets';

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
  /** How many unary calls went multiplexed on the client's stream, and how many as their own calls. */
  transport: Readonly<{ multiplexed: number; unary: number }>;
  close(): void;
}

export const DEFAULT_DEADLINE_MS = 30_000;
/** The receive window of each connection and call, in bytes. */
export const FLOW_CONTROL_WINDOW = 16 * 1024 * 1024;

/** How often a client asks DNS again which backends a host name stands for. */
export const BACKEND_REFRESH_MS = 30_000;
/** A backend no longer resolved is closed this much later, so calls already sent to it can finish. */
const RETIRE_AFTER_MS = 150_000;

interface Backend {
  address: string;
  raw: grpc.Client;
  mux: Multiplexer;
}

function openBackend(address: string): Backend {
  const raw = new grpc.Client(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
    // HTTP/2 flow control: the default 64 KiB window is shared by every call on the connection, so a few concurrent
    // responses of tens of KiB stall until this side's event loop sends WINDOW_UPDATE (a round trip per 64 KiB).
    'grpc-node.flow_control_window': FLOW_CONTROL_WINDOW,
  });
  return { address, raw, mux: new Multiplexer(raw) };
}

const closeBackend = ({ mux, raw }: Backend) => {
  mux.close();
  raw.close();
};

/**
 * The backends one target stands for, taken in turn. A multiplexed stream pins every call to the server it was opened
 * on, so with several replicas behind one name each gets a channel and a stream of its own. A host name is resolved
 * again every BACKEND_REFRESH_MS; until the first answer the target itself is the one backend.
 */
class BackendPool {
  private backends: Backend[];
  private next = 0;
  private readonly counts = { multiplexed: 0, unary: 0 };
  private readonly retired: Backend[] = [];
  private timer?: NodeJS.Timeout;

  constructor(
    target: string,
    private readonly lookupAll?: LookupAll,
  ) {
    const parsed = parseTarget(target);
    this.backends = (parsed.kind === 'list' ? parsed.addresses : [target]).map(openBackend);
    if (parsed.kind === 'name') {
      const refresh = () => void this.refresh(target);
      refresh();
      this.timer = setInterval(refresh, BACKEND_REFRESH_MS).unref();
    }
  }

  pick(): Backend {
    const backend = this.backends[this.next++ % this.backends.length]!;
    this.next %= this.backends.length;
    return backend;
  }

  get transport(): Readonly<{ multiplexed: number; unary: number }> {
    const all = [...this.backends, ...this.retired];
    this.counts.multiplexed = all.reduce((n, b) => n + b.mux.counts.multiplexed, 0);
    this.counts.unary = all.reduce((n, b) => n + b.mux.counts.unary, 0);
    return this.counts;
  }

  private async refresh(target: string): Promise<void> {
    const addresses = await resolveTarget(target, this.lookupAll).catch(() => null);
    if (!addresses || addresses.length === 0 || this.timer === undefined) return;
    // One replica: the name's own channel, which follows DNS by itself, serves as well as a channel to its address.
    if (addresses.length === 1 && this.backends.length === 1 && this.backends[0]!.address === target) return;
    const current = this.backends.map((b) => b.address);
    if (addresses.length === current.length && addresses.every((a, i) => a === current[i])) return;
    const kept = new Map(this.backends.map((b) => [b.address, b]));
    this.backends = addresses.map((address) => kept.get(address) ?? openBackend(address));
    for (const backend of kept.values()) {
      if (this.backends.includes(backend)) continue;
      this.retired.push(backend);
      setTimeout(() => {
        this.retired.splice(this.retired.indexOf(backend), 1);
        closeBackend(backend);
      }, RETIRE_AFTER_MS).unref();
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const backend of [...this.backends, ...this.retired]) closeBackend(backend);
  }
}

export function createServiceClient<D extends ServiceDefinition>(definition: D, address: string, options: { lookupAll?: LookupAll } = {}): ServiceClient<D> {
  const pool = new BackendPool(address, options.lookupAll);
  const call: Record<string, unknown> = {};
  const stream: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(definition) as [string, MethodDefinition<unknown, unknown>][]) {
    if (method.responseStream && !method.requestStream) {
      stream[name] = (request: unknown, caller: CallerIdentity, options: { deadlineMs?: number } = {}) => {
        const deadline = Date.now() + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
        const readable = pool.pick().raw.makeServerStreamRequest(
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
      pool.pick().mux.call(path, requestSerialize(request), () => callerMetadata(caller), caller, options.deadlineMs ?? DEFAULT_DEADLINE_MS).then(
        (response) => responseDeserialize(response),
        (error: grpc.ServiceError) => Promise.reject(fromServiceError(error)),
      );
  }
  return {
    call: call as PromiseClient<D>,
    stream: stream as StreamClient<D>,
    get transport() {
      return pool.transport;
    },
    close: () => pool.close(),
  };
}
