import { randomUUID } from 'node:crypto';
import type { Logger } from '@tessera/common';
import type { RequestHandler } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface HttpMetrics {
  registry: Registry;
  /** The /metrics text: this process's registry, or (in a cluster worker) every worker's, aggregated by the primary. */
  render: () => Promise<string>;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
}

export function createHttpMetrics(): HttpMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tessera_gateway_' });
  return {
    registry,
    render: () => registry.metrics(),
    requests: new Counter({
      name: 'tessera_http_requests_total', help: 'HTTP requests by route and status',
      labelNames: ['method', 'route', 'status'], registers: [registry],
    }),
    duration: new Histogram({
      name: 'tessera_http_request_duration_seconds', help: 'HTTP request latency by route',
      labelNames: ['method', 'route'], buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Request id (echoed or made), one log line and the metrics for every request, labelled by route pattern. */
export function observeRequests(logger: Logger, metrics: HttpMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      metrics.requests.inc({ method: req.method, route, status: String(res.statusCode) });
      metrics.duration.observe({ method: req.method, route }, seconds);
      const line = { requestId, method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) };
      if (res.statusCode >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
    next();
  };
}
