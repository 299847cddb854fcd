import { EventEmitter } from 'node:events';
import * as grpc from '@grpc/grpc-js';
import { silentLogger } from '@tessera/common';
import type { MuxV1 } from '@tessera/proto';
import { multiplexServer, type MuxRoute } from './mux';

/** The server side of one multiplexed stream, driven frame by frame. */
function openStream(routes: MuxRoute[], maxReplyBytes?: number) {
  const server = multiplexServer(new Map(routes.map((route) => [route.method, route])), silentLogger(), maxReplyBytes);
  const replies: MuxV1.ReplyFrame[] = [];
  const call = Object.assign(new EventEmitter(), { cancelled: false, write: (frame: MuxV1.ReplyFrame) => replies.push(frame), end: () => undefined });
  (server.handlers.Calls as unknown as (call: unknown) => void)(call);
  const send = (frame: Partial<MuxV1.CallFrame__Output>) =>
    call.emit('data', { id: 0, method: '/t.S/Busy', payload: Buffer.alloc(0), account_id: 'a', request_id: '', timeout_ms: 0, ...frame });
  return { replies, send };
}

const busyRoute = (ran: number[]): MuxRoute => ({
  method: '/t.S/Busy',
  accountRequired: true,
  deserialize: (payload) => payload.length,
  serialize: () => Buffer.from('ok'),
  handle: (_request, context) => {
    const until = Date.now() + 60;
    while (Date.now() < until); // holds the thread, as a slow synchronous handler does
    ran.push(Number(context.accountId));
    return {};
  },
});

describe(multiplexServer.name, () => {
  it('answers DEADLINE_EXCEEDED, without running it, a call whose deadline ran out while it waited', async () => {
    const ran: number[] = [];
    const { replies, send } = openStream([busyRoute(ran)]);
    // Both frames arrive together; the first holds the thread for 60 ms, longer than the second's 20 ms budget.
    send({ id: 1, account_id: '1', timeout_ms: 1000 });
    send({ id: 2, account_id: '2', timeout_ms: 20 });
    send({ id: 3, account_id: '3' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(ran).toEqual([1, 3]);
    expect(replies.map((r) => [r.id, r.code])).toEqual([
      [1, grpc.status.OK],
      [2, grpc.status.DEADLINE_EXCEEDED],
      [3, grpc.status.OK],
    ]);
  });

  it('answers RESOURCE_EXHAUSTED instead of writing a reply larger than the bound, and goes on answering', async () => {
    const sized: MuxRoute = {
      method: '/t.S/Sized',
      accountRequired: true,
      deserialize: (payload) => payload.length,
      serialize: (size) => Buffer.alloc(size as number),
      handle: (request) => request,
    };
    const { replies, send } = openStream([sized], 100);
    send({ id: 1, method: '/t.S/Sized', payload: Buffer.alloc(101) });
    send({ id: 2, method: '/t.S/Sized', payload: Buffer.alloc(100) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replies.map((r) => [r.id, r.code, r.payload?.length ?? 0])).toEqual([
      [1, grpc.status.RESOURCE_EXHAUSTED, 0],
      [2, grpc.status.OK, 100],
    ]);
    expect(replies[0]!.message).toBe('Response too large');
  });
});
