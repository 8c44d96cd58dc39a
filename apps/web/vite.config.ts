import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative path, so the config's bundler reads the TypeScript itself (the package is symlinked).
import { apiHeads } from '../../packages/shared/src/api/endpoints.ts';

// The PWA (issue 3): the app shell is precached; navigations fall back to index.html, never /api.
export default defineConfig({
  // Every call's method, path and access rule, for lib/api-client.ts (its schemas stay on the server).
  define: { __API_HEADS__: JSON.stringify(apiHeads()) },
  plugins: [
    react(),
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
