import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../../lib/query-provider';
import { staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/server';
import AdminLayout from './admin-layout';

/** The back-office frame (docs/product.md#back-office): every section in the nav, its badges read in words. */
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
    const nav = screen.getByRole('navigation', { name: commonStaffWords.adminNavLabel });
    expect(await within(nav).findByRole('link', { name: a })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: b })).toBeInTheDocument();
    // Thirteen sections for an administrator, Visitantes, Planos, Uso das salas, Financeiro and Equipe do espaço among them.
    expect(within(nav).getAllByRole('link')).toHaveLength(13);
    expect(within(nav).getByRole('link', { name: invoicesStaffWords.adminNavFinance })).toHaveAttribute(
      'href',
      '/admin/finance',
    );
  });

  it.each([
    [
      'recepcao',
      [
        commonStaffWords.adminNavMembers,
        commonStaffWords.adminNavBookings,
        commonStaffWords.adminNavVisitors,
        commonStaffWords.adminNavRequests,
        // Read-only: the rooms (with their QR print) and the plans (docs/product.md#staff-roles).
        commonStaffWords.adminNavRooms,
        plansStaffWords.adminNavPlans,
        commonStaffWords.adminNavClosedDays,
      ],
    ],
    [
      'financeiro',
      [
        commonStaffWords.adminNavPending,
        commonStaffWords.adminNavMembers,
        commonStaffWords.adminNavRooms,
        plansStaffWords.adminNavPlans,
        plansStaffWords.adminNavUsage,
        invoicesStaffWords.adminNavFinance,
      ],
    ],
  ] as const)('shows %s only the sections its role may use (docs/product.md#staff-roles)', async (role, labels) => {
    server.use(http.get('/api/admin/summary', () => HttpResponse.json({ pending: 0, openRequests: 0 })));
    renderApp(
      [
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [
            { index: true, element: <p>Tela</p> },
            { path: '*', element: <p>Outra tela</p> },
          ],
        },
      ],
      { user: { ...staff, staff_role: role } },
    );
    const nav = await screen.findByRole('navigation', { name: commonStaffWords.adminNavLabel });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(labels);
  });
});

describe('the back-office menu on a phone', () => {
  beforeEach(() => queryClient.clear());

  it('names the screen open, opens on a tap and folds again once a section is chosen', async () => {
    server.use(http.get('/api/admin/summary', () => HttpResponse.json({ pending: 2, openRequests: 1 })));
    const user = userEvent.setup();
    renderApp(
      [
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [
            { index: true, element: <p>Tela</p> },
            { path: '*', element: <p>Outra tela</p> },
          ],
        },
      ],
      { user: staff },
    );
    const nav = await screen.findByRole('navigation', { name: commonStaffWords.adminNavLabel });
    const menu = within(nav).getByRole('button');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveTextContent(commonStaffWords.adminNavMenu);
    expect(menu).toHaveTextContent(commonStaffWords.adminNavPending);
    // What waits (2 registrations, 1 request) shows on the folded row.
    expect(await within(menu).findByText('3')).toBeInTheDocument();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: commonStaffWords.adminNavAudit }));
    expect(await screen.findByText('Outra tela')).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveTextContent(commonStaffWords.adminNavAudit);
  });
});
