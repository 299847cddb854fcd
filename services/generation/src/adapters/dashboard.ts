import type { Server } from 'node:http';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import express from 'express';

/** Mounted under the gateway's /admin/queues (admin token required there); served on an internal port here. */
export const DASHBOARD_BASE_PATH = '/admin/queues';

export function startDashboard(queue: Queue, host: string, port: number): Promise<Server> {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(DASHBOARD_BASE_PATH);
  createBullBoard({ queues: [new BullMQAdapter(queue)], serverAdapter });
  const app = express();
  app.use(DASHBOARD_BASE_PATH, serverAdapter.getRouter());
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}
