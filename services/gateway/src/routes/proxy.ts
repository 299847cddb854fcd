import { Agent } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * Pass-through to an internal HTTP service (e.g. the queue dashboard). The gateway has already checked the
 * caller; the caller's credentials are not forwarded.
 */
export function passThrough(target: string, mountPath: string): RequestHandler {
  return createProxyMiddleware({
    target,
    changeOrigin: true,
    agent: new Agent({ keepAlive: true, maxSockets: 64 }),
    pathRewrite: (path) => `${mountPath}${path === '/' ? '' : path}`,
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.removeHeader('authorization');
        proxyReq.removeHeader('cookie');
      },
    },
  });
}
