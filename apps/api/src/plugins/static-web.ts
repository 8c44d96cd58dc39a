import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
export const staticWebPlugin = fp(
  async (app: FastifyInstance) => {
    const dist = app.config.WEB_DIST ? resolve(app.config.WEB_DIST) : defaultDist;
    const hasWeb = existsSync(join(dist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        // Serve what the folder holds now, so a rebuild needs no restart.
        wildcard: true,
        // `/` is answered by the shell below, with its first-paint preloads.
        index: false,
        // The build ships .br and .gz beside each file (apps/web/scripts/compress.mjs).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, path) => res.setHeader('cache-control', cacheControl(path)),
      });
      app.get('/', { schema: { hide: true } }, (request, reply) => shell(dist, request, reply));
    } else {
      app.get('/', { schema: { hide: true } }, (_req, reply) =>
        reply.type('text/html; charset=utf-8').send(placeholder),
      );
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      // A missing hashed file is a stale page asking for an old chunk: a 404, never the HTML shell.
      const isAsset = request.url.startsWith('/assets/');
      if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        return shell(dist, request, reply);
      }
      return refuse(reply, 404, 'notFound');
    });
  },
  { name: 'arena-static-web' },
);

/** The app's one page, never cached without asking: it names the build's current chunks. */
async function shell(dist: string, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
  const found = request.method === 'GET' ? await shellFor(dist, request.url.split('?')[0] ?? '/') : null;
  if (!found) return reply.sendFile('index.html');
  if (found.script) {
    // The page's own script runs under the CSP by its hash, on this page only (decision 039).
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', allowScript(csp, found.script));
  }
  return reply.type('text/html; charset=utf-8').send(found.page);
}

/** `csp` with the inline `script` allowed by its SHA-256 beside `'self'` in script-src. */
export function allowScript(csp: string, script: string): string {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return /(^|;)\s*script-src /.test(csp)
    ? csp.replace(/((?:^|;)\s*script-src [^;]*)/, `$1 ${hash}`)
    : `${csp}${csp ? ';' : ''}script-src 'self' ${hash}`;
}

type FirstPaint = Record<string, { modules: string[]; images: string[]; frame?: string; script?: string }>;

/**
 * The shell for a screen the build listed in dist/first-paint.json, with the chunks and images
 * that screen draws with preloaded in its head, so a first visit fetches them beside the
 * entry script rather than after it runs (docs/decisions/032-first-visit-preloads.md). Null for
 * any other address, or a build without the list: the plain shell then. For `/home` and `/room` the
 * list also holds the screen's frame, written into `#root` (docs/decisions/036-first-visit-rendering.md), and for
 * `/room` the script that starts its calls (docs/decisions/039-calls-started-by-the-page.md). Both files are read on
 * each navigation, as the rest of the folder is, so a rebuild needs no restart.
 */
async function shellFor(dist: string, path: string): Promise<{ page: string; script?: string } | null> {
  const list = await readFile(join(dist, 'first-paint.json'), 'utf8').catch(() => null);
  let need: FirstPaint[string] | undefined;
  try {
    need = list ? (JSON.parse(list) as FirstPaint)[path] : undefined;
  } catch {
    // Half written by a build still running: this page goes without its preloads.
  }
  if (!need) return null;
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const links = [
    ...need.images.map((href) => `<link rel="preload" as="image" fetchpriority="high" href="${href}">`),
    ...need.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  let page = html.replace('</head>', `${links.join('')}</head>`);
  // The screen's frame, drawn by the build, paints before the script runs (decision 036).
  if (need.frame) page = page.replace('<div id="root"></div>', () => `<div id="root">${need.frame}</div>`);
  // The screen's calls, started by the page before the entry script (decision 039): ahead of the
  // stylesheet, which an inline script after it would wait for.
  const script = need.script;
  if (!script) return { page };
  return { page: page.replace('</title>', () => `</title><script>${script}</script>`), script };
}

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
