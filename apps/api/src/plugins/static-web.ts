import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from './error-handler.ts';

// apps/web/dist, found from here whether this file runs as source (src/plugins) or bundled (dist).
const here = dirname(fileURLToPath(import.meta.url));
const defaultDist =
  [resolve(here, '../../../web/dist'), resolve(here, '../../web/dist')].find((dir) =>
    existsSync(join(dir, '..', 'package.json')),
  ) ?? resolve(here, '../../../web/dist');

/**
 * The built web app at `/` (docs/product.md#shape) with the SPA fallback: any GET outside /api that is
 * not a file gets index.html. Until the web app is built, `/` says so in a plain page.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.WEB_DIST ? resolve(app.config.WEB_DIST) : defaultDist;
  const hasWeb = existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      // Serve what the folder holds now, so a rebuild needs no restart.
      wildcard: true,
      index: ['index.html'],
      // The build ships .br and .gz beside each file (apps/web/scripts/compress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', cacheControl(path)),
    });
  } else {
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.type('text/html; charset=utf-8').send(placeholder));
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing hashed file is a stale page asking for an old chunk: a 404, never the HTML shell.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return refuse(reply, 404, 'notFound');
  });
});

/** Hashed build files never change: cache them a year. The shell and the worker: always revalidate. */
export function cacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const placeholder = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Arena Cowork</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#007571;color:#fff}
main{max-width:32rem;padding:2rem;text-align:center}a{color:#fff}</style></head>
<body><main><h1>Arena Cowork</h1>
<p>O servidor está no ar. O aplicativo web ainda não foi gerado nesta instalação.</p>
<p>A API responde em <a href="/api/health">/api/health</a> e está documentada em <a href="/api/docs">/api/docs</a>.</p>
</main></body></html>`;
