import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/**
 * The explorer is static files; its scripts come only from here (no inline script, no CDN). The layout's web worker
 * is started from a blob: URL (graphology-layout-forceatlas2's supervisor). The API key sits in sessionStorage, so a
 * strict policy is what keeps an injected script from reading it.
 */
export const EXPLORER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Where the built explorer is, or null when the package is not built (e.g. a gateway test run from sources). */
export function explorerDist(): string | null {
  try {
    const dist = join(dirname(require.resolve('@tessera/explorer/package.json')), 'dist');
    return existsSync(join(dist, 'index.html')) ? dist : null;
  } catch {
    return null;
  }
}

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy': EXPLORER_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  next();
};

/** GET /explore: the graph explorer web app (apps/explorer), served from its build. */
export function explorerRoutes(router: Router, dist: string | null = explorerDist()): void {
  // Relative asset URLs need the trailing slash; without strict routing '/explore' also matches '/explore/'.
  router.get('/explore', (req, res, next) => (req.path === '/explore' ? res.redirect(301, '/explore/') : next()));
  if (!dist) {
    router.use('/explore/', securityHeaders, (_req, res) => {
      res.status(503).type('text').send('The explorer is not built: run `npm run build` (npm start builds it).');
    });
    return;
  }
  router.use(
    '/explore/',
    securityHeaders,
    // Hashed asset names never change content: cache them; index.html must be fetched fresh to pick up new builds.
    express.static(dist, {
      index: 'index.html',
      setHeaders: (res, path) => res.set('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    }),
    (_req, res) => {
      res.status(404).type('text').send('Not found');
    },
  );
}
