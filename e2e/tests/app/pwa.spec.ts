import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

/** The installable app (docs/style.md, apps/web): manifest, icons, precached shell with navigation fallback, never /api. */
describe('the installable app', () => {
  it('serves a pt-BR standalone manifest whose icons exist at their sizes', async () => {
    const base = inject('baseURL');
    const html = await (await fetch(`${base}/`)).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeTruthy();
    const manifest = await (await fetch(`${base}${href}`)).json();
    expect(manifest).toMatchObject({ lang: 'pt-BR', display: 'standalone', theme_color: '#007571', start_url: '/' });
    const purposes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`);
    expect(purposes).toEqual(['192x192:any', '512x512:any', '512x512:maskable']);
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const res = await fetch(`${base}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = new Uint8Array(await res.arrayBuffer());
      const view = new DataView(png.buffer);
      expect(`${view.getUint32(16)}x${view.getUint32(20)}`).toBe(icon.sizes);
    }
  });

  it('precaches the shell: offline, a navigation still opens the app and shows the offline screen', async () => {
    const browser = await chromium.connect(inject('wsEndpoint'));
    const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.state;
      });
      // Wait until the worker has filled its precache.
      await expect
        .poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await context.setOffline(true);
      await page.goto('/room');
      await page.getByRole('heading', { name: commonWords.offline }).waitFor();
      await page.getByRole('button', { name: commonWords.reload }).waitFor();
      const api = await page.evaluate(async () => {
        try {
          return (await fetch('/api/health')).status;
        } catch {
          return 'network-error';
        }
      });
      expect(api).toBe('network-error');
    } finally {
      await context.close();
      await browser.close();
    }
  });
});
