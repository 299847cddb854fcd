import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Router } from 'express';
import { startSystem, type System } from './testing/harness';

// The Neode contract, as copied into the repository (docs/reference): a clone alone must build and test.
const REFERENCE = join(__dirname, '../../../docs/reference/neode-openapi.json');

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  name: string;
  handle: Router & { stack?: Layer[] };
}

/** Every method + path the express app actually serves, walked from its router stack. */
function servedRoutes(stack: Layer[]): string[] {
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) found.push(`${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`);
      }
    } else if (layer.name === 'router' && layer.handle.stack) {
      found.push(...servedRoutes(layer.handle.stack));
    }
  }
  return found;
}

/** Runs the (ESM-only) validator's CLI on a document; returns its verdict. */
function validateOpenApi(document: object): { valid: boolean } {
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
  try {
    return { valid: JSON.parse(execFileSync(process.execPath, [cli, file], { encoding: 'utf8' })).valid };
  } catch (error) {
    return { valid: false, ...JSON.parse(String((error as { stdout: string }).stdout)) };
  }
}

describe('OpenAPI document', () => {
  let sys: System;
  let doc: { openapi: string; paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };

  beforeAll(async () => {
    sys = await startSystem();
    const res = await sys.http.get('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => sys?.stop());

  it('is served without auth and validates as OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(validateOpenApi(doc)).toEqual({ valid: true });
    // The validator does reject a broken 3.1 document, so the check above can fail.
    const broken = { ...doc, paths: { '/x': { get: { responses: 'none' } } } };
    expect(validateOpenApi(broken)).toMatchObject({ valid: false });
  });

  it('describes every route the app serves', () => {
    // Served from static files or proxied, not JSON operations: the HTML docs page and its assets, the explorer app.
    const undocumented = new Set(['GET /docs', 'GET /docs/', 'GET /docs/init.js', 'GET /api/openapi.json', 'GET /explore']);
    const served = servedRoutes((sys.app as unknown as { router: { stack: Layer[] } }).router.stack).filter((r) => !undocumented.has(r));
    expect(served.length).toBeGreaterThan(10);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(sys.api.served().filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('matches the Neode contract for the routes served so far: paths, methods and parameter names', () => {
    const reference = JSON.parse(readFileSync(REFERENCE, 'utf8')) as typeof doc;
    const ours = doc.paths;
    for (const [path, operations] of Object.entries(reference.paths)) {
      if (!ours[path]) continue;
      for (const [method, operation] of Object.entries(operations)) {
        expect(ours[path]![method]).toBeDefined();
        const ourParams = (ours[path]![method]!.parameters ?? []).map((p) => `${p.in}:${p.name}`);
        for (const param of operation.parameters ?? []) expect(ourParams).toContain(`${param.in}:${param.name}`);
      }
    }
    for (const path of ['/api/indexes', '/api/indexes/{id}']) expect(ours[path]).toBeDefined();
  });

  it('documents the rate-limit headers, and that X-RateLimit-Reset is in epoch seconds', () => {
    const headers = JSON.stringify(doc.paths['/api/indexes']!.get);
    expect(headers).toContain('X-RateLimit-Reset');
    expect(headers).toMatch(/Unix epoch seconds/);
  });

  it('serves readable docs from local assets, no CDN', async () => {
    const page = await sys.http.get('/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);
    const bundle = await sys.http.get('/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.text.length).toBeGreaterThan(100_000);
    expect((await sys.http.get('/docs/init.js')).text).toContain('/api/openapi.json');
  });
});
