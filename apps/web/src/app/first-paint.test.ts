import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
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
