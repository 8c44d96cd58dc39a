import type { SessionUser } from '@arena/shared/schemas/auth';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ModalProvider } from '../components/modal';
import { QueryProvider } from '../lib/query-provider';
import { sessionStore } from '../lib/session';

/** An Ativo manager, as POST /session answers it (seed §7). */
export const manager: SessionUser = {
  id: 7,
  name: 'Ana',
  level: 2,
  status: 'Ativo',
  phone: '11912345678',
  email: 'ana@empresa.test',
  plan: 'Arena Dedicada',
  qtt_team: 2,
  role: 'member',
};

export const publicConfig = {
  news_url: 'https://arenacowork.com.br/informativo',
  whatsapp_number: '5511912345678',
  whatsapp_url: 'https://wa.me/5511912345678',
  plans: ['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva'],
  departments: ['Financeiro', 'Comercial', 'Suporte técnico', 'Recepção'],
  opening_hours: '08:00-18:00',
  slot_minutes: 30,
  booking_horizon_days: 180,
  cancel_notice_hours: 3,
  timezone: 'America/Sao_Paulo',
  today: '2026-03-02',
};

/** Renders an inner screen at `path` with a stored session, the modal and TanStack Query. */
export function renderInner(element: ReactElement, path: string, user: SessionUser = manager) {
  sessionStore.save('token-de-teste', user);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Outra tela</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ModalProvider>
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </ModalProvider>,
  );
  return router;
}

type Handler = (body: unknown) => [status: number, body: unknown];

/** A JSON answer, as the API sends it. */
export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs fetch with answers by `METHOD /path` (without the /api base), like the API gives them;
 * GET /config answers `publicConfig` unless told otherwise. Returns the mock to inspect calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = { 'GET /config': () => [200, publicConfig], ...handlers };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
    const handler = all[key];
    const [status, body] = handler
      ? handler(init?.body ? JSON.parse(String(init.body)) : undefined)
      : [404, { message: 'não encontrado' }];
    return jsonResponse(status, body);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON bodies sent to `METHOD /path`. */
export function sentBodies(fetch: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '')}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));
}
