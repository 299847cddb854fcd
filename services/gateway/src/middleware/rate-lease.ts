import { Unavailable } from '@tessera/common';
import { RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Rate limits shared by the workers of one gateway (node:cluster) without an IPC round trip per request.
 *
 * The primary keeps the authoritative fixed window of every key and lends points to workers in blocks (leases); a
 * worker spends its block locally. When the primary has nothing left to lend it recalls the unspent points of the
 * other workers before it answers "none", so a key gets exactly its limit per window however its requests are
 * spread over the workers. Small limits lend one point at a time (every request asks the primary, as before);
 * large ones lend blocks (see leaseSize), which is where the per-request round trip cost mattered.
 */
export const LEASE_MESSAGE = 'tessera:rate-lease';

export type ToPrimary =
  | { type: typeof LEASE_MESSAGE; op: 'lease'; id: string; key: string; points: number; durationMs: number; want: number }
  | { type: typeof LEASE_MESSAGE; op: 'returned'; key: string; resetAt: number; unspent: number };

export type ToWorker =
  | { type: typeof LEASE_MESSAGE; op: 'granted'; id: string; granted: number; remaining: number; resetAt: number }
  | { type: typeof LEASE_MESSAGE; op: 'recall'; key: string; resetAt: number };

/** Points lent per request to the primary: one for small limits (exact headers), blocks for large ones. */
export function leaseSize(points: number, workers: number): number {
  return points >= 1000 ? Math.max(1, Math.min(1000, Math.floor(points / (Math.max(1, workers) * 50)))) : 1;
}

interface Window {
  resetAt: number;
  remaining: number;
  /** Points lent to each worker since its last recall that it may not have spent yet. */
  lent: Map<number, number>;
}

interface Recall {
  waiting: Set<number>;
  finish: () => void;
}

/** The primary's side. `send` delivers to one worker; `workers` lists the live ones. */
export class LeaseMaster {
  private readonly windows = new Map<string, Window>();
  private readonly recalls = new Map<string, Recall>();
  /** Lease requests of one key are answered one after the other (a recall may be under way). */
  private readonly queues = new Map<string, Promise<void>>();
  private handled = 0;

  constructor(
    private readonly send: (workerId: number, message: ToWorker) => void,
    private readonly workers: () => number[],
    private readonly recallTimeoutMs = 250,
  ) {}

  handle(workerId: number, message: ToPrimary): void {
    if (message.op === 'returned') {
      this.returned(workerId, message);
      return;
    }
    const previous = this.queues.get(message.key) ?? Promise.resolve();
    const turn = previous.then(async () => {
      const granted = await this.lease(workerId, message);
      this.send(workerId, { type: LEASE_MESSAGE, op: 'granted', id: message.id, ...granted });
    });
    this.queues.set(message.key, turn);
    void turn.finally(() => {
      if (this.queues.get(message.key) === turn) this.queues.delete(message.key);
    });
  }

  private window(key: string, points: number, durationMs: number): Window {
    const now = Date.now();
    if (++this.handled % 10_000 === 0) {
      for (const [name, window] of this.windows) if (now >= window.resetAt) this.windows.delete(name);
    }
    let window = this.windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { resetAt: now + durationMs, remaining: points, lent: new Map() };
      this.windows.set(key, window);
    }
    return window;
  }

  private async lease(workerId: number, request: Extract<ToPrimary, { op: 'lease' }>) {
    let window = this.window(request.key, request.points, request.durationMs);
    if (window.remaining < 1) {
      const live = new Set(this.workers());
      const holders = [...window.lent].filter(([id, unspent]) => id !== workerId && unspent > 0 && live.has(id)).map(([id]) => id);
      if (holders.length > 0) {
        await this.recall(request.key, window, holders);
        window = this.window(request.key, request.points, request.durationMs);
      }
    }
    const granted = Math.max(0, Math.min(request.want, window.remaining));
    window.remaining -= granted;
    // The worker spends one point of a grant at once; the rest is lent.
    if (granted > 1) window.lent.set(workerId, (window.lent.get(workerId) ?? 0) + granted - 1);
    return { granted, remaining: window.remaining, resetAt: window.resetAt };
  }

  private recall(key: string, window: Window, holders: number[]): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(), this.recallTimeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.recalls.delete(key);
        resolve();
      };
      this.recalls.set(key, { waiting: new Set(holders), finish });
      for (const id of holders) this.send(id, { type: LEASE_MESSAGE, op: 'recall', key, resetAt: window.resetAt });
    });
  }

  private returned(workerId: number, message: Extract<ToPrimary, { op: 'returned' }>): void {
    const window = this.windows.get(message.key);
    if (window && window.resetAt === message.resetAt) {
      window.remaining += message.unspent;
      window.lent.set(workerId, 0);
    }
    const recall = this.recalls.get(message.key);
    if (!recall) return;
    recall.waiting.delete(workerId);
    if (recall.waiting.size === 0) recall.finish();
  }
}

interface Held {
  resetAt: number;
  tokens: number;
  /** The primary's remaining points at the last grant. */
  remaining: number;
  /** The primary had nothing left (after recalling the other workers' points) in this window. */
  exhausted: boolean;
  asking?: Promise<void>;
}

/** A worker's limiter for one rate class: the `consume` of rate-limiter-flexible, spending leased points locally. */
export class LeasedRateLimiter {
  private readonly held = new Map<string, Held>();
  private readonly waiting = new Map<string, (message: Extract<ToWorker, { op: 'granted' }>) => void>();
  private next = 0;
  private consumed = 0;

  constructor(
    readonly points: number,
    private readonly durationMs: number,
    private readonly keyPrefix: string,
    private readonly want: number,
    private readonly send: (message: ToPrimary) => void,
    /** How long to wait for the primary's answer. */
    private readonly answerTimeoutMs = 3000,
  ) {}

  /** Messages from the primary (every limiter of the process sees all; each takes its own). */
  receive(message: ToWorker): void {
    if (message.op === 'granted') {
      const resolve = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      resolve?.(message);
      return;
    }
    if (!message.key.startsWith(`${this.keyPrefix}:`)) return;
    const held = this.held.get(message.key);
    const unspent = held && held.resetAt === message.resetAt ? held.tokens : 0;
    if (held) held.tokens = 0;
    this.send({ type: LEASE_MESSAGE, op: 'returned', key: message.key, resetAt: message.resetAt, unspent });
  }

  async consume(key: string): Promise<RateLimiterRes> {
    const name = `${this.keyPrefix}:${key}`;
    if (++this.consumed % 10_000 === 0) this.sweep();
    for (;;) {
      const now = Date.now();
      let held = this.held.get(name);
      if (held && now >= held.resetAt) {
        this.held.delete(name);
        held = undefined;
      }
      if (held && held.tokens > 0) {
        held.tokens--;
        return new RateLimiterRes(held.remaining + held.tokens, held.resetAt - now, 1, false);
      }
      if (held?.exhausted) throw new RateLimiterRes(0, held.resetAt - now, 1, false);
      if (held?.asking) {
        await held.asking;
        continue;
      }
      const grant = await this.ask(name);
      // The grant's window: the entry of the same window (a recall may have emptied it), else a new one.
      let current = this.held.get(name);
      if (!current || current.resetAt !== grant.resetAt) {
        current = { resetAt: grant.resetAt, tokens: 0, remaining: 0, exhausted: false };
        this.held.set(name, current);
      }
      current.remaining = grant.remaining;
      current.exhausted = grant.granted === 0;
      const msBeforeNext = Math.max(0, current.resetAt - Date.now());
      if (grant.granted === 0) throw new RateLimiterRes(0, msBeforeNext, 1, false);
      current.tokens += grant.granted - 1; // one is this request's
      return new RateLimiterRes(current.remaining + current.tokens, msBeforeNext, 1, false);
    }
  }

  /** Forgets keys whose window is over (one entry per API key or client address seen). */
  private sweep(): void {
    const now = Date.now();
    for (const [name, held] of this.held) if (now >= held.resetAt && !held.asking) this.held.delete(name);
  }

  private ask(name: string): Promise<Extract<ToWorker, { op: 'granted' }>> {
    const id = `${this.keyPrefix}#${this.next++}`;
    const answer = new Promise<Extract<ToWorker, { op: 'granted' }>>((resolve, reject) => {
      // The primary answers in microseconds; silence means it is gone (the gateway is stopping): fail, do not hang.
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Unavailable('Rate limiter unavailable', { details: 'The gateway is restarting; retry shortly' }));
      }, this.answerTimeoutMs);
      this.waiting.set(id, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
    let held = this.held.get(name);
    if (!held) {
      held = { resetAt: Number.POSITIVE_INFINITY, tokens: 0, remaining: 0, exhausted: false };
      this.held.set(name, held);
    }
    const marker = held;
    marker.asking = answer.then(
      () => undefined,
      () => undefined,
    );
    void marker.asking.finally(() => {
      if (marker.asking) marker.asking = undefined;
    });
    this.send({ type: LEASE_MESSAGE, op: 'lease', id, key: name, points: this.points, durationMs: this.durationMs, want: this.want });
    return answer;
  }
}
