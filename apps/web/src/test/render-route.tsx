import type { SessionUser } from '@arena/shared/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { ModalProvider } from '../components/modal';
import { sessionStore } from '../lib/session';

/** A staff member, as POST /session answers it (product.md §7). */
export const staff: SessionUser = {
  id: 1,
  name: 'Equipe Arena',
  level: 2,
  status: 'Ativo',
  phone: '11912345678',
  email: 'equipe@arena.test',
  plan: null,
  qtt_team: 0,
  role: 'staff',
};

export type RenderOptions = {
  /** Where the router starts: the first route's path unless told. */
  entry?: InitialEntry;
  /** Who is signed in, with the token `token-de-teste`; without it the stored session is left as it is. */
  user?: SessionUser;
};

/**
 * Renders `routes` in a memory router with the modal and a query cache of its own that never
 * retries, so each test starts empty and a refused call shows at once. Returns the router.
 */
export function renderRoutes(routes: RouteObject[], { entry = routes[0]?.path ?? '/', user }: RenderOptions = {}) {
  if (user) sessionStore.save('token-de-teste', user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <ModalProvider>
        <RouterProvider router={router} />
      </ModalProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** One screen at `path`; any other path shows "Outra tela", so a test can see the screen was left. */
export function renderScreen(element: ReactElement, path: string, options: RenderOptions = {}) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>Outra tela</p> },
    ],
    { entry: path, ...options },
  );
}
