import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One client for the whole visit. It is provided by the inner and registration layouts only,
// so the login page's bundle does not carry TanStack Query (its budget is ≤100 KiB of JS, docs/performance.md).
/**
 * An action (a cancellation, a booking, a guest…) runs when it is asked for, online or not: offline
 * it fails at once with words that say nothing was done, and never waits in a queue to run
 * silently when the connection comes back, or to vanish with the page (docs/product.md#offline).
 */
export const mutationDefaults = { retry: false, networkMode: 'always' } as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true },
    mutations: mutationDefaults,
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
