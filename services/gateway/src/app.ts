import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { Logger } from '@tessera/common';
import express, { Router } from 'express';
import type { Backends } from './clients/backends';
import type { GatewayConfig } from './config';
import type { Accounts } from './domain/accounts';
import { DEFAULT_IDEMPOTENCY_LEASE_MS, idempotency } from './middleware/idempotency';
import type { IdempotencyStore } from './ports/idempotency-store';
import { Api } from './http/api';
import { identifyCaller, requireAdmin, requireCaller } from './middleware/auth';
import { errorHandler, notFoundHandler } from './middleware/errors';
import { createHttpMetrics, observeRequests } from './middleware/observability';
import { rateLimit, type RateLimiters } from './middleware/rate-limit';
import { adminRoutes } from './routes/admin';
import { docsRoutes } from './routes/docs';
import { entityRoutes } from './routes/entities';
import { explorerRoutes } from './routes/explorer';
import { generationRoutes } from './routes/generation';
import { graphRoutes } from './routes/graphs';
import { indexRoutes } from './routes/indexes';
import { mcpRoutes } from './routes/mcp';
import { opsRoutes } from './routes/ops';
import { passThrough } from './routes/proxy';
import { searchMetrics, searchRoutes } from './routes/search';
import { traversalRoutes } from './routes/traversal';
import { historyRoutes } from './routes/history';
import { DEFAULT_EXPORT_BASE_IRI, exportRoutes } from './routes/export';
import { DEFAULT_MAX_IMPORT_BYTES, importRoutes } from './routes/import';
import { ImportJobs } from './import/jobs';
import { resolutionRoutes } from './routes/resolution';
import { tripleRoutes } from './routes/triples';

export interface GatewayDeps {
  config: Pick<GatewayConfig, 'KG_ADMIN_TOKEN' | 'MAX_BODY_BYTES' | 'MAX_TRIPLES_PER_REQUEST' | 'TRUST_PROXY' | 'QUEUE_DASHBOARD_URL'> &
    Partial<Pick<GatewayConfig, 'IDEMPOTENCY_LEASE_MS' | 'EXPORT_BASE_IRI' | 'DATA_DIR' | 'MAX_IMPORT_BYTES'>>;
  logger: Logger;
  accounts: Accounts;
  idempotencyStore: IdempotencyStore;
  backends: Backends;
  rateLimiters: RateLimiters;
}

/** Import uploads and job records: DATA_DIR/imports (in-memory storage, as in tests: a directory of this process). */
function importDir(dataDir: string | undefined): string {
  return dataDir && dataDir !== ':memory:' ? join(dataDir, 'imports') : join(tmpdir(), `tessera-imports-${process.pid}`);
}

function trustProxy(value: string): string | number | boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Builds the gateway: tests call this directly and serve it on port 0. */
export function createApp({ config, logger, accounts, idempotencyStore, backends, rateLimiters }: GatewayDeps) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'BearerAuth', {
    type: 'http', scheme: 'bearer', description: 'API key (kg_…) created in the admin API or CLI',
  });
  registry.registerComponent('securitySchemes', 'AdminToken', {
    type: 'http', scheme: 'bearer', description: 'The operator token from KG_ADMIN_TOKEN (admin routes only)',
  });

  const api = new Api(registry);
  indexRoutes(api, backends.entities);
  entityRoutes(api, backends.entities);
  resolutionRoutes(api, backends.entities);
  tripleRoutes(api, backends.triples, config.MAX_TRIPLES_PER_REQUEST);
  graphRoutes(api, backends.triples);
  traversalRoutes(api, backends.triples);
  historyRoutes(api, backends.triples);
  exportRoutes(api, backends, config.EXPORT_BASE_IRI ?? DEFAULT_EXPORT_BASE_IRI, logger.child({ component: 'export' }));
  const importJobs = new ImportJobs(importDir(config.DATA_DIR));
  generationRoutes(api, backends.generation, importJobs);
  importRoutes(api, backends, importJobs, config.MAX_IMPORT_BYTES ?? DEFAULT_MAX_IMPORT_BYTES, logger.child({ component: 'import' }));
  searchRoutes(api, backends.search);
  adminRoutes(api, accounts, backends.generation);

  const metrics = createHttpMetrics();
  searchMetrics(metrics.registry, backends.search);
  const app = express();
  app.disable('x-powered-by');
  // API responses are dynamic JSON: hashing each one for an ETag costs CPU on every request and no client uses it.
  app.set('etag', false);
  app.set('trust proxy', trustProxy(config.TRUST_PROXY));
  // node:querystring: repeated parameters become arrays (predicate=a&predicate=b); no nested objects to parse or validate.
  app.set('query parser', 'simple');
  app.use(observeRequests(logger, metrics));

  let document: ReturnType<OpenApiGeneratorV31['generateDocument']> | undefined;
  const openApiDocument = () =>
    (document ??= new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: '3.1.0',
      info: {
        title: 'Tessera API',
        version: '1.0.0',
        description:
          'A knowledge-graph store, wire-compatible with the Neode API. Every success answers 200. Errors use ' +
          '{success: false, error, details}. Rate limits: 100 standard and 10 generation requests per minute per ' +
          'API key; X-RateLimit-Reset is the Unix epoch second at which the window resets; 429 carries Retry-After.',
      },
      servers: [{ url: '/' }],
      security: [{ BearerAuth: [] }],
    }));
  const ops = Router();
  opsRoutes(ops, registry, backends.health, metrics);
  docsRoutes(ops);
  explorerRoutes(ops);

  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });

  const guards = {
    apiKey: (rateClass: 'standard' | 'generation') => [identifyCaller(accounts), rateLimit(rateLimiters, rateClass), requireCaller],
    admin: [requireAdmin(config.KG_ADMIN_TOKEN)],
    idempotentPost: idempotency(idempotencyStore, logger, { leaseMs: config.IDEMPOTENCY_LEASE_MS ?? DEFAULT_IDEMPOTENCY_LEASE_MS }),
  };
  if (config.QUEUE_DASHBOARD_URL) {
    app.use('/admin/queues', requireAdmin(config.KG_ADMIN_TOKEN), passThrough(config.QUEUE_DASHBOARD_URL, '/admin/queues'));
  }
  // POST /api/import reads its body as a stream (the file), under its own limit.
  const json = express.json({ limit: config.MAX_BODY_BYTES, strict: false });
  app.use((req, res, next) => (req.path === '/api/import' ? next() : json(req, res, next)));
  app.use(api.router(guards));
  const mcp = Router();
  mcpRoutes(mcp, registry, guards.apiKey('standard'));
  app.use(mcp);
  app.use(ops);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  return { app, api, openApiDocument, metrics };
}
