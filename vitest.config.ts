import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { packedApiHeads } from './packages/shared/src/contract/endpoints.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        // As apps/web/vite.config.ts: the calls' heads for lib/api-client.ts.
        define: { __API_HEADS__: JSON.stringify(packedApiHeads()) },
        resolve: {
          alias: {
            'virtual:pwa-register/react': new URL('./apps/web/src/test/pwa-register-stub.ts', import.meta.url).pathname,
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // One browser and one server for the run; files take turns on two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
