import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative path, so the config's bundler reads the TypeScript itself (the package is symlinked).
import { packedApiHeads } from '../../packages/shared/src/contract/endpoints.ts';
import { firstPaint } from './src/app/first-paint.ts';

/**
 * dist/first-paint.json: for each address of src/app/first-paint.ts, the chunk files of its modules
 * and of what they import (the entry excepted: the page loads it anyway), and its images. The
 * server preloads them in the page it answers for that address. Their styles are left to the
 * chunks: linked in the head they would hold the first paint back
 * (docs/decisions/032-first-visit-preloads.md). After the build, scripts/first-frames.tsx adds the
 * frame the server draws into `/home`'s and `/room`'s page (docs/decisions/036-first-visit-rendering.md).
 */
function firstPaintManifest(): Plugin {
  return {
    name: 'arena-first-paint',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const out: Record<string, { modules: string[]; images: string[] }> = {};
      for (const [path, need] of Object.entries(firstPaint)) {
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || chunk.isEntry || files.has(file) || onlyStyles(chunk)) return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        for (const module of need.modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) this.error(`first-paint.ts: no chunk for ${module} (${path})`);
          add(chunk.fileName);
        }
        out[path] = { modules: [...files].map((f) => `/${f}`), images: need.images ?? [] };
      }
      this.emitFile({ type: 'asset', fileName: 'first-paint.json', source: `${JSON.stringify(out, null, 2)}\n` });
    },
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
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 400 },
  server: { proxy: { '/api': 'http://localhost:3333' } },
});
