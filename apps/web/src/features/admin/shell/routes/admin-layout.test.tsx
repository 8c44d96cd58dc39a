import { adminMessages } from '@arena/shared/admin-messages';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../../lib/query-provider';
import { staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/server';
import AdminLayout from './admin-layout';

/** The back-office frame (product.md §7): every section in the nav, its badges read in words. */
describe('the back-office navigation', () => {
  // The frame brings the app's own query cache: start each case without the last one's summary.
  beforeEach(() => queryClient.clear());

  it.each([
    [1, 1, 'Cadastros: 1 cadastro aguardando aprovação', 'Pedidos: 1 pedido aberto'],
    [2, 3, 'Cadastros: 2 cadastros aguardando aprovação', 'Pedidos: 3 pedidos abertos'],
  ])('reads %i pending and %i open requests in the right number', async (pending, openRequests, a, b) => {
    server.use(http.get('/api/admin/summary', () => HttpResponse.json({ pending, openRequests })));
    renderApp([{ path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <p>Tela</p> }] }], {
      user: staff,
    });
    const nav = screen.getByRole('navigation', { name: adminMessages.adminNavLabel });
    expect(await within(nav).findByRole('link', { name: a })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: b })).toBeInTheDocument();
    // Ten sections, Planos and Uso das salas (product.md §9) among them.
    expect(within(nav).getAllByRole('link')).toHaveLength(11);
  });
});
