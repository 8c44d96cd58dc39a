import type { SessionUser } from '@arena/shared/users/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { ModalProvider } from '../components/modal';
import { sessionStore } from '../lib/session';
import { mutationDefaults } from '../lib/query-provider';

export type RenderAppOptions = {
  /** For a single screen: the route it is mounted at. */
  path?: string;
  /** Where the router starts: `path`, or the first route's path, unless told. */
  entry?: InitialEntry;
  /** Who is signed in, with the token `token-de-teste`; without it the stored session is left as it is. */
  user?: SessionUser;
};

/**
 * The one way web tests mount the app: `routes` (or a single screen at `path`, where any other
 * path shows "Outra tela", so a test can see the screen was left) in a memory router, with the
 * modal and a query cache of its own that never retries, so each test starts empty and a refused
 * call shows at once. Returns the router.
 */
export function renderApp(screen: ReactElement | RouteObject[], { path = '/', entry, user }: RenderAppOptions = {}) {
  const routes: RouteObject[] = isValidElement(screen)
    ? [
        { path, element: screen },
        { path: '*', element: <p>Outra tela</p> },
      ]
    : screen;
  if (user) sessionStore.save('token-de-teste', user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: mutationDefaults } });
  const router = createMemoryRouter(routes, { initialEntries: [entry ?? routes[0]?.path ?? '/'] });
  render(
    <QueryClientProvider client={client}>
      <ModalProvider>
        <RouterProvider router={router} />
      </ModalProvider>
    </QueryClientProvider>,
  );
  return router;
}
