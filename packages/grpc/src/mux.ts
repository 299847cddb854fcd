import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type { Logger } from '@tessera/common';
import { loadMuxProto, type MuxV1 } from '@tessera/proto';
import { ResourceExhausted } from '@tessera/common';
import { contextOf, type CallContext, type CallerIdentity } from './context';
import { toServiceError } from './status';

// Unary calls as messages on one long-lived bidirectional stream (tessera/mux/v1/mux.proto says why). The server side
// runs each frame through the same handler, context and error mapping as a unary call; the client side sends small
// calls this way and falls back to plain unary calls for large requests and for servers without the Multiplex service.

const definition = loadMuxProto().Multiplex.service.Calls as unknown as MethodDefinition<
  MuxV1.CallFrame,
  MuxV1.ReplyFrame,
  MuxV1.CallFrame__Output,
  MuxV1.ReplyFrame__Output
>;
export const MUX_PATH = definition.path;
export const multiplexDefinition = { Calls: definition } as unknown as grpc.ServiceDefinition;

/**
 * Requests larger than this go as ordinary unary calls. A stream has one flow-control window, so a bulk write on it would
 * hold up the small calls queued behind it; each unary call gets its own.
 */
export const MUX_MAX_REQUEST_BYTES = 64 * 1024;

/** The largest message a client or server of ours receives (grpc.max_receive_message_length). */
export const MAX_MESSAGE_BYTES = 32 * 1024 * 1024;

/**
 * Reply payloads larger than this are answered with RESOURCE_EXHAUSTED instead. A frame the client cannot receive makes
 * grpc-js end the whole stream, failing every other call waiting on it (other accounts' among them); the margin leaves
 * room for the frame's own fields.
 */
export const MUX_MAX_REPLY_BYTES = MAX_MESSAGE_BYTES - 64 * 1024;

/** One unary method as the multiplexer dispatches it. */
export interface MuxRoute {
  method: string;
  deserialize(payload: Buffer): unknown;
  serialize(response: unknown): Buffer;
  handle(request: unknown, context: CallContext): unknown;
  accountRequired: boolean;
}

/** Server side: the Multiplex service's handler over the given routes, and a drain for graceful shutdown. */
export function multiplexServer(routes: Map<string, MuxRoute>, logger: Logger, maxReplyBytes = MUX_MAX_REPLY_BYTES) {
  const open = new Set<{ drain(): void }>();
  let draining = false;

  const Calls: grpc.handleBidiStreamingCall<MuxV1.CallFrame__Output, MuxV1.ReplyFrame> = (call) => {
    let pending = 0;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      open.delete(entry);
      call.end();
    };
    const entry = { drain: () => pending === 0 && end() };
    open.add(entry);
    const reply = (frame: MuxV1.ReplyFrame) => {
      pending--;
      if (!ended && !call.cancelled) call.write(frame);
      if (draining && pending === 0) end();
    };
    call.on('data', (frame: MuxV1.CallFrame__Output) => {
      // After the end no reply can be written, so the call is not run: the client sees the stream close and fails it.
      if (ended) return;
      pending++;
      const id = frame.id;
      const method = frame.method;
      if (draining) return reply({ id, code: grpc.status.UNAVAILABLE, message: 'Server shutting down' });
      const route = routes.get(method);
      if (!route) return reply({ id, code: grpc.status.UNIMPLEMENTED, message: `Method not found: ${method}` });
      const started = performance.now();
      const expired = () => frame.timeout_ms > 0 && performance.now() - started >= frame.timeout_ms;
      Promise.resolve()
        .then(() => {
          // Frames queue behind busy work; one whose caller has already given up is not worth running.
          if (expired()) throw Object.assign(new Error('Deadline exceeded before the call started'), { deadline: true });
          return route.handle(route.deserialize(frame.payload), contextOf(frame.account_id, frame.request_id, logger, route.accountRequired));
        })
        .then((response) => {
          const payload = route.serialize(response);
          if (payload.length > maxReplyBytes) {
            logger.warn({ method, bytes: payload.length, max: maxReplyBytes }, 'rpc reply too large for the stream');
            throw new ResourceExhausted('Response too large', {
              details: `The answer is ${payload.length} bytes, more than the ${maxReplyBytes} one reply may carry; ask for less`,
            });
          }
          return payload;
        })
        .then(
          (payload) => {
            logger.debug({ method, ms: Math.round(performance.now() - started) }, 'rpc ok');
            reply({ id, code: grpc.status.OK, payload });
          },
          (error: unknown) => {
            if ((error as { deadline?: boolean }).deadline) {
              logger.debug({ method, code: grpc.status.DEADLINE_EXCEEDED, ms: Math.round(performance.now() - started) }, 'rpc expired unstarted');
              return reply({ id, code: grpc.status.DEADLINE_EXCEEDED, message: 'Deadline exceeded' });
            }
            const status = toServiceError(error, logger);
            logger.debug({ method, code: status.code, ms: Math.round(performance.now() - started) }, 'rpc failed');
            const metadata: Record<string, string> = {};
            for (const [key, value] of Object.entries(status.metadata?.getMap() ?? {})) metadata[key] = String(value);
            reply({ id, code: status.code ?? grpc.status.UNKNOWN, message: status.details ?? '', metadata });
          },
        );
    });
    call.on('end', end);
    call.on('cancelled', () => {
      ended = true;
      open.delete(entry);
    });
    call.on('error', () => undefined);
  };

  return {
    handlers: { Calls } as grpc.UntypedServiceImplementation,
    /** Stop taking calls: each stream ends once the calls it has already taken are answered. */
    drain() {
      draining = true;
      for (const stream of [...open]) stream.drain();
    },
  };
}

interface Waiting {
  resolve(payload: Buffer): void;
  reject(error: grpc.ServiceError): void;
  /** Sends the call again as a unary call (only for calls the server never saw). */
  retryUnary(): void;
}

function serviceError(code: grpc.status, details: string, metadata = new grpc.Metadata()): grpc.ServiceError {
  return Object.assign(new Error(`${code} ${grpc.status[code]}: ${details}`), { code, details, metadata });
}

/** Client side: one stream per client, opened on first use and again after it closes. */
export class Multiplexer {
  /** How many calls went each way; for tests and diagnostics. */
  readonly counts = { multiplexed: 0, unary: 0 };
  private current?: { stream: grpc.ClientDuplexStream<MuxV1.CallFrame, MuxV1.ReplyFrame__Output>; waiting: Map<number, Waiting> };
  private nextId = 0;
  private unsupported = false;

  constructor(private readonly raw: grpc.Client) {}

  /** Sends `payload` (the serialised request) to `method`; settles with the serialised response. */
  call(method: string, payload: Buffer, metadata: () => grpc.Metadata, caller: CallerIdentity, deadlineMs: number): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const unary = () => {
        this.counts.unary++;
        this.raw.makeUnaryRequest<Buffer, Buffer>(
          method,
          (b) => b,
          (b) => b,
          payload,
          metadata(),
          { deadline: Date.now() + deadlineMs },
          (error, response) => (error ? reject(error) : resolve(response as Buffer)),
        );
      };
      if (this.unsupported || payload.length > MUX_MAX_REQUEST_BYTES) return unary();
      this.counts.multiplexed++;
      const { stream, waiting } = this.open();
      const id = (this.nextId = (this.nextId + 1) >>> 0);
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(serviceError(grpc.status.DEADLINE_EXCEEDED, 'Deadline exceeded'));
      }, deadlineMs);
      const settle = () => {
        clearTimeout(timer);
        waiting.delete(id);
      };
      waiting.set(id, {
        resolve(response) {
          settle();
          resolve(response);
        },
        reject(error) {
          settle();
          reject(error);
        },
        retryUnary: () => {
          settle();
          this.counts.multiplexed -= 1;
          unary();
        },
      });
      stream.write({ id, method, payload, account_id: caller.accountId, request_id: caller.requestId ?? '', timeout_ms: Math.max(1, Math.round(deadlineMs)) });
    });
  }

  private open() {
    if (this.current) return this.current;
    const stream = this.raw.makeBidiStreamRequest<MuxV1.CallFrame, MuxV1.ReplyFrame__Output>(
      MUX_PATH,
      definition.requestSerialize,
      definition.responseDeserialize,
      new grpc.Metadata(),
      {},
    );
    const waiting = new Map<number, Waiting>();
    const current = { stream, waiting };
    this.current = current;
    let answered = false;
    stream.on('data', (frame: MuxV1.ReplyFrame__Output) => {
      answered = true;
      const call = waiting.get(frame.id);
      if (!call) return; // timed out already
      if (frame.code === grpc.status.OK) return call.resolve(frame.payload);
      const metadata = new grpc.Metadata();
      for (const [key, value] of Object.entries(frame.metadata)) metadata.set(key, value);
      call.reject(serviceError(frame.code, frame.message, metadata));
    });
    let closed = false;
    const close = (status: grpc.StatusObject) => {
      if (closed) return;
      closed = true;
      if (this.current === current) this.current = undefined;
      // A server without the Multiplex service refuses the stream itself, before running anything on it.
      if (status.code === grpc.status.UNIMPLEMENTED && !answered) {
        this.unsupported = true;
        for (const call of [...waiting.values()]) call.retryUnary();
        return;
      }
      // As with a unary call whose connection drops: the caller cannot know whether a call in flight ran.
      for (const call of [...waiting.values()]) call.reject(serviceError(grpc.status.UNAVAILABLE, 'Stream closed'));
    };
    stream.on('status', close);
    stream.on('error', (error: grpc.ServiceError) => close(error));
    stream.on('end', () => close({ code: grpc.status.UNAVAILABLE, details: 'Stream ended', metadata: new grpc.Metadata() }));
    return current;
  }

  close() {
    this.current?.stream.cancel();
  }
}
