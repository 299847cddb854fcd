import type { Server } from 'node:http';
import { silentLogger } from '@tessera/common';
import { BullmqJobQueue, startDashboard } from '@tessera/generation';
import { describeWithRedis, freePort } from '@tessera/testing';
import { ADMIN_TOKEN, BOOTSTRAP_KEY, bearer, startSystem, type System } from './testing/harness';

describeWithRedis('the Bull Board queue dashboard behind the gateway', (redisUrl) => {
  let sys: System;
  let queue: BullmqJobQueue;
  let dashboard: Server;
  const queueName = `tessera-board-${Date.now().toString(36)}`;

  beforeAll(async () => {
    queue = new BullmqJobQueue(redisUrl, { attempts: 1, backoffMs: 10, queueName }, silentLogger());
    await queue.enqueue({ id: 'gen-board-1', account_id: 'acc', kind: 'generate_triples', payload: {} });
    const port = await freePort();
    dashboard = await startDashboard(queue.bullQueue, '127.0.0.1', port);
    sys = await startSystem({ queueDashboardUrl: `http://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await sys?.stop();
    dashboard.close();
    await queue.bullQueue.obliterate({ force: true });
    await queue.close();
  });

  it('serves the dashboard and its API to the operator, with the queue and its waiting job', async () => {
    const page = await sys.http.get('/admin/queues').set(bearer(ADMIN_TOKEN));
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html/i);
    const api = await sys.http.get('/admin/queues/api/queues').set(bearer(ADMIN_TOKEN));
    expect(api.status).toBe(200);
    const listed = api.body.queues.find((q: { name: string }) => q.name === queueName);
    expect(listed.counts.waiting).toBe(1);
  });

  it('refuses API keys and anonymous callers', async () => {
    expect((await sys.http.get('/admin/queues')).status).toBe(401);
    expect((await sys.http.get('/admin/queues/api/queues').set(bearer(BOOTSTRAP_KEY))).status).toBe(401);
  });
});
