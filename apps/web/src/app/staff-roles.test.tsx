import type { StaffRole } from '@arena/shared/contract/endpoint';
import type { PlanItem } from '@arena/shared/plans/schemas';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { queryClient } from '../lib/query-provider';
import { adminUserDetail } from '../test/admin-members';
import { configHandler, staff } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { sentRequests, server } from '../test/server';
import AdminFinanceRoute from '../features/admin/invoices/routes/invoices';
import MemberRoute from '../features/admin/members/routes/member';
import AdminPlansRoute from '../features/admin/plans/routes/plans';
import RoomQrRoute from '../features/admin/rooms/routes/room-qr';
import AdminRoomsRoute from '../features/admin/rooms/routes/rooms';
import StaffRoute from '../features/admin/staff/routes/staff';
import AdminLayout from '../features/admin/shell/routes/admin-layout';

/**
 * Each staff role sees only what it may do (docs/product.md#staff-roles): the back-office frame with
 * the real screens, opened by address by an administrator, a financeiro and a recepção. The
 * expected controls are written here by hand from the role table, not read from the definitions.
 */
const plan: PlanItem = {
  id: 2,
  name: 'Arena Dedicada',
  monthly_hours: 10,
  overage: 'charge',
  active: true,
  monthly_price_cents: 39_900,
  seat_price_cents: 0,
  overage_hour_cents: 6_000,
};
const joana = adminUserDetail({ id: 21, name: 'Joana', lastname: 'Prado', status: 'Ativo', plan: 'Arena Dedicada' });
const totals = {
  month: '2026-12',
  issued_cents: 0,
  received_cents: 0,
  open_cents: 0,
  overdue_cents: 0,
  count: 0,
  by_status: { aberta: 0, paga: 0, cancelada: 0 },
};

function render(role: StaffRole, entry: string) {
  return renderApp(
    [
      {
        path: paths.admin,
        element: <AdminLayout />,
        children: [
          { index: true, element: <p>Cadastros</p> },
          { path: paths.adminMembers, element: <p>Lista de membros</p> },
          { path: paths.adminMember, element: <MemberRoute /> },
          { path: paths.adminPlans, element: <AdminPlansRoute /> },
          { path: paths.adminRooms, element: <AdminRoomsRoute /> },
          { path: paths.adminRoomQr, element: <RoomQrRoute /> },
          { path: paths.adminFinance, element: <AdminFinanceRoute /> },
          { path: paths.adminStaff, element: <StaffRoute /> },
        ],
      },
    ],
    { entry, user: { ...staff, staff_role: role } },
  );
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

beforeEach(() => {
  queryClient.clear();
  server.use(
    configHandler,
    http.get('/api/admin/summary', () => HttpResponse.json({ pending: 0, openRequests: 0 })),
    http.get('/api/admin/users/21', () => HttpResponse.json(joana)),
    http.get('/api/admin/plans', () => HttpResponse.json([plan])),
    http.get('/api/admin/rooms', () =>
      HttpResponse.json([
        { id: 1, name: 'Sala 10', img: '/rooms/1.svg', capacity: 6, active: true, created_at: '2026-11-21T12:00:00Z' },
      ]),
    ),
    http.get('/api/admin/rooms/1/checkin-qr', () => HttpResponse.json({ room: 'Sala 10', url: 'x', qr: 'data:,' })),
    http.get('/api/admin/invoices', () => HttpResponse.json({ totals, invoices: [] })),
    http.get('/api/admin/statements', () =>
      HttpResponse.json({ lines: [], waiting_count: 0, set_aside_count: 0, page: 1, page_size: 50 }),
    ),
    http.get('/api/admin/staff', () =>
      HttpResponse.json([{ id: 1, name: 'Equipe', email: 'staff@arena.test', role: 'admin', invite: 'active' }]),
    ),
  );
});

describe('the member page', () => {
  it.each(['admin', 'financeiro'] as const)('%s changes the access and corrects the data', async (role) => {
    render(role, '/admin/members/21');
    await screen.findByRole('heading', { level: 1, name: 'Joana Prado' });
    expect(button(usersStaffWords.membersSave)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Status/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: privacyStaffWords.membersCorrectTitle })).toBeInTheDocument();
    // Anonymising is the administrators' alone.
    const anonymize = screen.queryByRole('region', { name: privacyStaffWords.privacyAnonymize });
    if (role === 'admin') expect(anonymize).toBeInTheDocument();
    else expect(anonymize).toBeNull();
  });

  it('recepção reads the access as facts, with no form and no button', async () => {
    render('recepcao', '/admin/members/21');
    await screen.findByRole('heading', { level: 1, name: 'Joana Prado' });
    const access = screen.getByRole('region', { name: usersStaffWords.membersAccess });
    expect(within(access).getByText('Arena Dedicada')).toBeInTheDocument();
    expect(within(access).getByText(usersStaffWords.staffAccessReadOnly)).toBeInTheDocument();
    expect(within(access).queryByRole('combobox')).toBeNull();
    expect(screen.queryAllByRole('button').filter((b) => b.closest('main'))).toEqual([]);
    expect(screen.queryByRole('region', { name: privacyStaffWords.membersCorrectTitle })).toBeNull();
    expect(screen.queryByRole('region', { name: privacyStaffWords.privacyAnonymize })).toBeNull();
  });
});

describe('plans', () => {
  it.each(['admin', 'financeiro'] as const)('%s creates and edits plans', async (role) => {
    render(role, '/admin/plans');
    await screen.findByRole('heading', { level: 2, name: 'Arena Dedicada' });
    expect(button(plansStaffWords.plansNew)).toBeInTheDocument();
    expect(button(`${roomsStaffWords.adminRoomEdit}: Arena Dedicada`)).toBeInTheDocument();
  });

  it('recepção reads the plans, with no editor', async () => {
    render('recepcao', '/admin/plans');
    await screen.findByRole('heading', { level: 2, name: 'Arena Dedicada' });
    expect(screen.getByText(usersStaffWords.staffPlansReadOnly)).toBeInTheDocument();
    expect(button(plansStaffWords.plansNew)).toBeNull();
    expect(button(`${roomsStaffWords.adminRoomEdit}: Arena Dedicada`)).toBeNull();
  });
});

describe('rooms', () => {
  const qr = () => screen.queryByRole('link', { name: roomsStaffWords.adminRoomQrLinkLabel('Sala 10') });

  it('an administrator creates, edits, changes the picture and prints the QR', async () => {
    render('admin', '/admin/rooms');
    await screen.findByRole('heading', { level: 2, name: 'Sala 10' });
    expect(button(roomsStaffWords.adminRoomNew)).toBeInTheDocument();
    expect(button(`${roomsStaffWords.adminRoomEdit}: Sala 10`)).toBeInTheDocument();
    expect(screen.getByText(roomsStaffWords.adminRoomPictureChange)).toBeInTheDocument();
    expect(qr()).toHaveAttribute('href', '/admin/rooms/1/qr');
  });

  it('recepção finds the QR print and no editor', async () => {
    render('recepcao', '/admin/rooms');
    await screen.findByRole('heading', { level: 2, name: 'Sala 10' });
    expect(qr()).toHaveAttribute('href', '/admin/rooms/1/qr');
    expect(screen.getByText(usersStaffWords.staffRoomsReadOnly)).toBeInTheDocument();
    expect(button(roomsStaffWords.adminRoomNew)).toBeNull();
    expect(button(`${roomsStaffWords.adminRoomEdit}: Sala 10`)).toBeNull();
    expect(screen.queryByText(roomsStaffWords.adminRoomPictureChange)).toBeNull();
  });

  it('financeiro reads the rooms: no editor, no QR', async () => {
    render('financeiro', '/admin/rooms');
    await screen.findByRole('heading', { level: 2, name: 'Sala 10' });
    expect(qr()).toBeNull();
    expect(button(roomsStaffWords.adminRoomNew)).toBeNull();
    expect(button(`${roomsStaffWords.adminRoomEdit}: Sala 10`)).toBeNull();
  });

  it('financeiro opening the QR print by address is told it is the reception’s', async () => {
    render('financeiro', '/admin/rooms/1/qr');
    expect(await screen.findByRole('alert')).toHaveTextContent(usersStaffWords.staffSectionReception);
    expect(
      screen.getByRole('link', { name: usersStaffWords.staffSectionBack(commonStaffWords.adminNavPending) }),
    ).toHaveAttribute('href', '/admin');
    expect(sentRequests()).not.toContain('GET /admin/rooms/1/checkin-qr');
  });
});

describe('finance', () => {
  it.each(['admin', 'financeiro'] as const)('%s issues invoices and imports a statement', async (role) => {
    // The current month (the fixtures' today is 02/03/2026): issued on one click.
    render(role, '/admin/finance?month=2026-03');
    expect(await screen.findByRole('button', { name: invoicesStaffWords.financeIssueMonth })).toBeInTheDocument();
    expect(screen.getByText(invoicesStaffWords.financeImport)).toBeInTheDocument();
  });

  it('recepção is told on arrival that it is the finance team’s section, and nothing is asked of the server', async () => {
    render('recepcao', '/admin/finance');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(usersStaffWords.staffSectionFinance);
    expect(
      within(alert).getByRole('link', { name: usersStaffWords.staffSectionBack(commonStaffWords.adminNavMembers) }),
    ).toHaveAttribute('href', '/admin/members');
    expect(screen.getByRole('heading', { level: 1, name: invoicesStaffWords.adminNavFinance })).toBeInTheDocument();
    expect(button(invoicesStaffWords.financeIssueMonth)).toBeNull();
    expect(screen.queryByText(invoicesStaffWords.financeImport)).toBeNull();
    expect(sentRequests().filter((r) => r.includes('/admin/invoices') || r.includes('/admin/statements'))).toEqual([]);
  });
});

describe('Equipe do espaço', () => {
  it('an administrator invites, changes roles and removes', async () => {
    render('admin', '/admin/staff');
    expect(await screen.findByRole('button', { name: usersStaffWords.staffInviteSubmit })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: `${usersStaffWords.staffRole}: Equipe` })).toBeInTheDocument();
    expect(button(`${usersStaffWords.staffRemove}: Equipe`)).toBeInTheDocument();
  });

  it.each([
    ['recepcao', commonStaffWords.adminNavMembers],
    ['financeiro', commonStaffWords.adminNavPending],
  ] as const)('%s is told it is the administrators’ section, with a way to its own first one', async (role, first) => {
    render(role, '/admin/staff');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(usersStaffWords.staffSectionAdmin);
    expect(within(alert).getByRole('link', { name: usersStaffWords.staffSectionBack(first) })).toBeInTheDocument();
    expect(button(usersStaffWords.staffInviteSubmit)).toBeNull();
    expect(sentRequests()).not.toContain('GET /admin/staff');
  });
});
