import type { Request, Response, Router } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from '../http/schemas';
import type { HttpMetrics } from '../middleware/observability';

export interface HealthChecker {
  check(timeoutMs?: number): Promise<string>;
}

/** Liveness, readiness (every backend answers SERVING to grpc.health.v1) and Prometheus metrics. */
export function opsRoutes(router: Router, registry: OpenAPIRegistry, backends: Record<string, HealthChecker>, metrics: HttpMetrics) {
  const Readiness = z
    .object({ status: z.enum(['ready', 'not_ready']), services: z.record(z.string(), z.string()) })
    .openapi('Readiness');
  const tags = ['Operations'];

  router.get('/healthz', (_req: Request, res: Response) => {
    res.json({ status: 'ok' });
  });
  registry.registerPath({
    method: 'get', path: '/healthz', operationId: 'healthz', tags, summary: 'The gateway process is up',
    responses: { 200: { description: 'Up', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } } },
  });

  router.get('/readyz', async (_req: Request, res: Response) => {
    const names = Object.keys(backends);
    const statuses = await Promise.all(names.map((name) => backends[name]!.check(1500)));
    const services = Object.fromEntries(names.map((name, i) => [name, statuses[i]!]));
    const ready = statuses.every((status) => status === 'SERVING');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', services });
  });
  registry.registerPath({
    method: 'get', path: '/readyz', operationId: 'readyz', tags,
    summary: 'Every backend service answers SERVING to gRPC health checks',
    responses: {
      200: { description: 'Ready', content: { 'application/json': { schema: Readiness } } },
      503: { description: 'At least one backend is not serving', content: { 'application/json': { schema: Readiness } } },
    },
  });

  router.get('/metrics', async (_req: Request, res: Response) => {
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.send(await metrics.render());
  });
  registry.registerPath({
    method: 'get', path: '/metrics', operationId: 'metrics', tags, summary: 'Prometheus metrics',
    responses: { 200: { description: 'Prometheus text exposition format', content: { 'text/plain': { schema: z.string() } } } },
  });
}
