import express, { type Router } from 'express';
// Only the path helper: the package's index would load the whole 1 MB UI bundle into the gateway.
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Tessera API</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#ui', deepLinking: true });`;

/** Readable API docs, served from the swagger-ui-dist package: no CDN, works offline. */
export function docsRoutes(router: Router): void {
  router.get(['/docs', '/docs/'], (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT);
  });
  router.use('/docs/assets', express.static(getAbsoluteFSPath(), { index: false, fallthrough: false }));
}
