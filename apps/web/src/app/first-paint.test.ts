import { http, HttpResponse } from 'msw';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { prefetchRoom } from '../features/room/api/prefetch-room';
import { urlOf } from '../lib/api-client';
import { earlyScript } from '../lib/early-calls';
import { queryClient } from '../lib/query-provider';
import { sessionStore } from '../lib/session';
import { manager } from '../test/fixtures';
import { server } from '../test/server';
import { firstPaint } from './first-paint';
import { routes } from './router';

/** The file name a module is imported by, `src/features/home/routes/home.tsx` → `home`. */
const nameOf = (module: string) => module.replace(/^.*\//, '').replace(/\.tsx?$/, '');

/** The modules each lazy route of an address imports, read from the router's own import() calls. */
function lazyImports(path: string): string[] {
  const matches = matchRoutes(routes as RouteObject[], path) ?? [];
  return matches.flatMap(({ route }) => {
    const lazy = route.lazy as (((...a: never[]) => unknown) & { load?: () => unknown }) | undefined;
    if (typeof lazy !== 'function') return [];
    const source = `${lazy.toString()}${lazy.load?.toString() ?? ''}`;
    // `import('…')` as written, `__vite_ssr_dynamic_import__("…")` as the test runner rewrites it.
    return [...source.matchAll(/(?:\bimport|__vite_ssr_dynamic_import__)\(\s*["']([^"']+)["']/g)].map((m) =>
      nameOf(m[1] ?? ''),
    );
  });
}

/** The preloads a first visit gets (docs/decisions/032-first-visit-preloads.md) are what the router loads. */
describe('first-paint preloads', () => {
  it.each(Object.entries(firstPaint))('%s names exactly the modules the router loads there', (path, need) => {
    const loaded = lazyImports(path);
    expect(loaded.length).toBeGreaterThan(0);
    expect(need.modules.map(nameOf).sort()).toEqual([...loaded].sort());
  });

  it('reads the router: /room loads its layout, its prefetch and its screen', () => {
    expect(lazyImports('/room').sort()).toEqual(['inner-layout', 'prefetch-room', 'room']);
  });
});

/** The reads `/room`'s page starts (decision 039) are the ones its prefetch asks for, each asked once. */
describe("/room's page calls", () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    queryClient.clear();
    server.use(
      http.all('/api/*', ({ request }) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json(new URL(request.url).pathname === '/api/rooms' ? [] : {});
      }),
    );
  });
  afterEach(() => {
    sessionStore.clear();
    delete (window as unknown as Record<string, unknown>).__arenaEarly;
  });

  it('are what the screen would ask for, and the screen takes their answers', async () => {
    const early = firstPaint[paths.room]?.calls ?? [];
    sessionStore.save('token', manager);
    new Function(earlyScript(early.map((name) => urlOf(name))))();
    prefetchRoom();
    await vi.waitFor(() => expect(queryClient.getQueryData(['booking-block'])).toBeDefined());
    await vi.waitFor(() => expect(queryClient.getQueryData(['usage', 'current'])).toBeDefined());
    await new Promise((r) => setTimeout(r, 20));
    // Nothing twice, nothing the screen would ask for left out.
    expect(asked.sort()).toEqual(early.map((name) => `GET ${urlOf(name)}`).sort());
    expect(asked).toHaveLength(5);
  });
});
