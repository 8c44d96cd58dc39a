import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative path, so the config's bundler reads the TypeScript itself (the package is symlinked).
import { apiHeads, type EndpointName, packedApiHeads } from '../../packages/shared/src/contract/endpoints.ts';
import { earlyScript } from './src/lib/early-calls.ts';
import { firstPaint } from './src/app/first-paint.ts';

/**
 * dist/first-paint.json: for each address of src/app/first-paint.ts, the chunk files of its modules
 * and of what they import (the entry excepted: the page loads it anyway), and its images. The
 * server preloads them in the page it answers for that address. Their styles are left to the
 * chunks: linked in the head they would hold the first paint back, and preloaded they cost `/` and
 * `/room` 0.1 s of LCP in Lighthouse's simulation (decision 039)
 * (docs/decisions/032-first-visit-preloads.md). After the build, scripts/first-frames.tsx adds the
 * frame the server draws into `/home`'s and `/room`'s page (docs/decisions/036-first-visit-rendering.md).
 * A screen with `calls` gets the page's script that starts them (`script`, decision 039).
 */
function firstPaintManifest(): Plugin {
  // The app's API base as the build resolves it (import.meta.env.VITE_API_BASE, lib/api-client.ts).
  let apiBase = '/api';
  return {
    name: 'arena-first-paint',
    apply: 'build',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE as string | undefined) ?? '/api';
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const out: Record<string, { modules: string[]; images: string[]; script?: string }> = {};
      for (const [path, need] of Object.entries(firstPaint)) {
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || chunk.isEntry || files.has(file) || onlyStyles(chunk)) return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        for (const module of need.modules) {
          // A screen's own chunk, or the group chunk it went into (memberChunks below).
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
          if (!chunk) this.error(`first-paint.ts: no chunk for ${module} (${path})`);
          add(chunk.fileName);
        }
        out[path] = { modules: [...files].map((f) => `/${f}`), images: need.images ?? [] };
        if (need.calls?.length)
          out[path].script = earlyScript(need.calls.map((name) => earlyUrl(name, path, apiBase, this)));
      }
      this.emitFile({ type: 'asset', fileName: 'first-paint.json', source: `${JSON.stringify(out, null, 2)}\n` });
    },
  };
}

/**
 * The address the app's call of `name` asks for (lib/api-client.ts: the API base, then the path),
 * for a read the page starts itself: only a GET without params can be asked before the app runs.
 */
function earlyUrl(
  name: EndpointName,
  page: string,
  apiBase: string,
  plugin: { error(message: string): never },
): string {
  const head = apiHeads()[name];
  if (head.method !== 'GET' || head.path.includes(':')) {
    plugin.error(`first-paint.ts: ${page} starts ${name}, which is not a GET without params`);
  }
  return `${apiBase}${head.path}`;
}

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
};

/**
 * Where a module shared by the member's screens goes (decision 039). Automatic splitting made a
 * chunk for every set of screens sharing a module: `/room`'s first load was 36 files, and each costs
 * a round trip on a phone's connection (six at a time over HTTP/1.1). Here:
 * - what the entry or the login page reaches stays where automatic splitting puts it (in the entry,
 *   or in the login page's few chunks: its budget);
 * - what the member's layout reaches goes in one chunk with the layout: every member screen loads it;
 * - anything else a screen of first-paint.ts shares with another screen goes in one chunk of the
 *   member screens' shared code, or, when `/room` uses it, in one of what `/room` shares (so
 *   `/room`, the heaviest first visit, loads nothing it does not use);
 * - the rest (a screen's own modules, what only staff or public screens share) is left as it was.
 */
function memberChunks(): (id: string, graph: ModuleGraph) => string | null {
  const firstPaintRoots = Object.values(firstPaint)
    .flatMap((need) => need.modules)
    .filter((module) => !/auth[\\/]routes[\\/]login\.tsx$/.test(module));
  const isFirstPaint = (id: string) => firstPaintRoots.some((module) => id.endsWith(`/${module}`));
  // The lazily imported modules (the router's screens) or the entry that reach `id` by static
  // imports, walked up through its importers (no memo: a cycle would leave a module's set half made).
  const rootsOf = (id: string, graph: ModuleGraph): Set<string> => {
    const roots = new Set<string>();
    const seen = new Set([id]);
    for (const at of seen) {
      const info = graph.getModuleInfo(at);
      // The page (index.html) and what has no importer are the entry.
      if (!info || info.isEntry || (info.importers.length === 0 && info.dynamicImporters.length === 0))
        roots.add('entry');
      else if (info.dynamicImporters.length > 0) roots.add(at);
      for (const importer of info?.importers ?? []) seen.add(importer);
    }
    return roots;
  };
  return (id, graph) => {
    const roots = [...rootsOf(id, graph)];
    if (roots.some((root) => root === 'entry' || /[\\/]auth[\\/]routes[\\/]login\.tsx$/.test(root))) return null;
    if (roots.some((root) => root.endsWith('/src/app/inner-layout.tsx'))) return 'inner';
    if (roots.length < 2 || !roots.some(isFirstPaint)) return null;
    // `/room`'s first visit is the one measured against the mark: it loads only what it uses.
    return roots.some((root) => /[\\/]features[\\/]room[\\/]/.test(root)) ? 'room-shared' : 'member-shared';
  };
}

/** A chunk of styles alone (a stylesheet two chunks share): Vite drops its empty script. */
function onlyStyles(chunk: { moduleIds: readonly string[] }): boolean {
  return chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css(\?|$)/.test(id));
}

// The PWA (issue 3): the app shell is precached; navigations fall back to index.html, never /api.
export default defineConfig({
  // Every call's method, path and access rule, for lib/api-client.ts (its schemas stay on the server).
  define: { __API_HEADS__: JSON.stringify(packedApiHeads()) },
  plugins: [
    react(),
    firstPaintManifest(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png', 'rooms/*.svg', 'images/*.svg'],
      manifest: {
        name: 'Arena Cowork',
        short_name: 'Arena',
        description: 'Reserve salas, solicite o estúdio e gerencie sua equipe no Arena Cowork.',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#007571',
        theme_color: '#007571',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: memberChunks(), debugName: 'member screens' }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3333' } },
});
