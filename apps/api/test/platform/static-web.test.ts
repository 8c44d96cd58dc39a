import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

/** The built web app at `/` (docs/product.md#shape): pre-compressed files, cache headers, SPA fallback. */
describe('serving the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'arena-web-'));
  const script = 'console.log("arena");'.repeat(80);
  const earlyScript = 'window.early=fetch("/api/rooms")';
  let app: TestApp;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><head><title>Arena</title></head><body><div id="root"></div></body>',
    );
    writeFileSync(
      join(dist, 'first-paint.json'),
      JSON.stringify({
        '/': { modules: ['/assets/login-1.js'], images: [] },
        '/home': {
          modules: ['/assets/home-1.js', '/assets/usage-1.js'],
          images: ['/images/banner.svg'],
          frame: '<main class="inner-main">$& banner</main>',
        },
        '/room': { modules: ['/assets/room-1.js'], images: [], script: earlyScript },
      }),
    );
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(join(dist, 'assets/app-abc123.js'), script);
    writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
    app = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets brotli- or gzip-compressed and cached for a year', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers every app path with the shell, always revalidated, for GET and HEAD', async () => {
    for (const url of ['/', '/room', '/register/sucess', '/reset-password?token=x']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'HEAD', url: '/team/newuser' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
  });

  it("preloads what a listed screen draws with in its page's head, and nothing elsewhere", async () => {
    const home = await app.inject({ url: '/home?from=qr' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/banner.svg">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/usage-1.js"></head>',
    );
    // The frame the build drew (decision 036) in #root, written as it is ($& included).
    expect(home.body).toContain('<div id="root"><main class="inner-main">$& banner</main></div>');
    const login = (await app.inject({ url: '/' })).body;
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">');
    expect(login).toContain('<div id="root"></div>');
    for (const url of ['/bookings', '/home/', '/admin']) {
      const plain = await app.inject({ url });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).not.toContain('modulepreload');
    }
  });

  it("runs a screen's own script (decision 039) ahead of the stylesheet, allowed by its hash on that page alone", async () => {
    const room = await app.inject({ url: '/room' });
    expect(room.body).toContain(`<title>Arena</title><script>${earlyScript}</script>`);
    const hash = createHash('sha256').update(earlyScript).digest('base64');
    const csp = room.headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`(^|;)script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
    // Everything else in the policy as on any other answer.
    const other = (await app.inject({ url: '/home' })).headers['content-security-policy'] as string;
    expect(other).not.toContain('sha256-');
    expect(csp.replace(` 'sha256-${hash}'`, '')).toBe(other);
    expect((await app.inject({ method: 'HEAD', url: '/room' })).headers['content-security-policy']).toBe(other);
  });

  it('never answers a missing chunk or an unknown API path with the shell', async () => {
    const chunk = await app.inject({ url: '/assets/old-chunk.js' });
    expect(chunk.statusCode).toBe(404);
    expect(chunk.json()).toEqual({ message: 'Página não encontrada.', code: 'NOT_FOUND' });
    const api = await app.inject({ url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
