import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** The headers every answer carries, and the registration cookie's flags. */
describe('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Plain http public address, behind a trusted proxy that may say the request came over TLS.
    app = await createTestApp({ PUBLIC_URL: 'http://arena.lan:3333', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  const directives = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
        .map(([k, ...v]) => [k, v]),
    );

  it('sends a CSP without inline scripts, nosniff, no framing and no referrer', async () => {
    for (const url of ['/api/health', '/api/rooms', '/nao-existe']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('sends HSTS only when the public address is https, whatever a request claims', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A forwarded "https" is no reason to pin browsers to TLS on an http site.
    const claimed = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const site = await createTestApp({ PUBLIC_URL: 'https://arena.example' });
    try {
      const tls = await site.inject({ method: 'GET', url: '/api/health' });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await site.close();
    }
  });

  it('sets the registration cookie HttpOnly and SameSite=Strict, and Secure on an https site', async () => {
    const plain = await post(app, '/api/resgister-email', { email: uniqueEmail('cookie') });
    expect(plain.statusCode).toBe(200);
    const cookie = String(plain.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);
    const claimed = await app.inject({
      method: 'POST',
      url: '/api/resgister-email',
      payload: { email: uniqueEmail('cookie') },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(claimed.headers['set-cookie'])).not.toMatch(/Secure/);
    const site = await createTestApp({ PUBLIC_URL: 'https://arena.example' });
    try {
      const tls = await post(site, '/api/resgister-email', { email: uniqueEmail('cookie') });
      expect(String(tls.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await site.close();
    }
  });

  it('names every answer with a request id, keeping a well-formed one from the proxy', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const bad = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
