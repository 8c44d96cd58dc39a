// In tests, vite-plugin-pwa's virtual module is replaced by this stub (vitest.config.ts alias):
// no service worker is registered; tests that need one mock this module.
export function useRegisterSW() {
  const noop = () => undefined;
  return { needRefresh: [false, noop], offlineReady: [false, noop], updateServiceWorker: async () => undefined };
}
