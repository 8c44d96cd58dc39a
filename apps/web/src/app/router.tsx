import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { ErrorScreen, NotFoundScreen } from './error-screens';
import { LoginLayout } from './login-layout';

/**
 * Each screen is its own chunk (route-level code splitting: each page loads only its own code). The
 * loader stays readable on the route, so a test can hold src/app/first-paint.ts to what loads.
 */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  Object.assign(async () => ({ Component: (await load()).default }), { load });

export const routes = [
  {
    element: <Outlet />,
    errorElement: <ErrorScreen />,
    // The first screen's chunk loads before anything is drawn: nothing to show meanwhile (the
    // shell's own background is already painted), and saying so quiets the router's warning.
    HydrateFallback: () => null,
    children: [
      {
        element: <LoginLayout />,
        children: [
          { path: paths.login, lazy: screen(() => import('../features/auth/routes/login')) },
          { path: paths.resetPassword, lazy: screen(() => import('../features/auth/routes/reset-password')) },
          { path: paths.privacy, lazy: screen(() => import('../features/privacy/routes/privacy')) },
          { path: paths.terms, lazy: screen(() => import('../features/terms/routes/terms')) },
          { path: paths.plans, lazy: screen(() => import('../features/plans/routes/plans')) },
          { path: paths.confirmEmail, lazy: screen(() => import('../features/auth/routes/confirm-email')) },
          {
            path: paths.register.email,
            lazy: screen(() => import('../features/register/routes/register-layout')),
            children: [
              { index: true, lazy: screen(() => import('../features/register/routes/email')) },
              {
                path: paths.register.personal,
                lazy: screen(() => import('../features/register/routes/personal-data')),
              },
              {
                path: paths.register.business,
                lazy: screen(() => import('../features/register/routes/business-data')),
              },
              { path: paths.register.password, lazy: screen(() => import('../features/register/routes/password')) },
              { path: paths.register.terms, lazy: screen(() => import('../features/register/routes/terms')) },
              { path: paths.register.success, lazy: screen(() => import('../features/register/routes/success')) },
            ],
          },
        ],
      },
      {
        lazy: screen(() => import('./inner-layout')),
        children: [
          { path: paths.home, lazy: screen(() => import('../features/home/routes/home')) },
          { path: paths.account, lazy: screen(() => import('../features/account/routes/account')) },
          { path: paths.accountEdit, lazy: screen(() => import('../features/account/routes/account-edit')) },
          { path: paths.accountPlan, lazy: screen(() => import('../features/account/routes/plan')) },
          { path: paths.accountData, lazy: screen(() => import('../features/account/routes/my-data')) },
          {
            path: paths.room,
            lazy: () => {
              // The screen's calls start beside its code, not after it, for /room's first paint
              // (docs/decisions/013-room-screen-first-paint.md).
              void import('../features/room/api/prefetch-room').then((m) => m.prefetchRoom());
              return screen(() => import('../features/room/routes/room'))();
            },
          },
          { path: paths.bookings, lazy: screen(() => import('../features/bookings/routes/bookings')) },
          { path: paths.invoices, lazy: screen(() => import('../features/invoices/routes/invoices')) },
          { path: paths.invoice, lazy: screen(() => import('../features/invoices/routes/invoice')) },
          { path: paths.invoiceReceipt, lazy: screen(() => import('../features/invoices/routes/receipt')) },
          { path: paths.bookingGuests, lazy: screen(() => import('../features/bookings/routes/guests')) },
          { path: paths.checkin, lazy: screen(() => import('../features/bookings/routes/checkin')) },
          { path: paths.studio, lazy: screen(() => import('../features/studio/routes/studio')) },
          { path: paths.contact, lazy: screen(() => import('../features/contact/routes/contact')) },
          { path: paths.team, lazy: screen(() => import('../features/team/routes/team')) },
          { path: paths.teamEdit, lazy: screen(() => import('../features/team/routes/team-edit')) },
          { path: paths.teamNew, lazy: screen(() => import('../features/team/routes/new-user')) },
        ],
      },
      {
        path: paths.admin,
        lazy: screen(() => import('../features/admin/shell/routes/admin-layout')),
        children: [
          { index: true, lazy: screen(() => import('../features/admin/members/routes/pending')) },
          { path: paths.adminMembers, lazy: screen(() => import('../features/admin/members/routes/members')) },
          { path: paths.adminMember, lazy: screen(() => import('../features/admin/members/routes/member')) },
          { path: paths.adminFinance, lazy: screen(() => import('../features/admin/invoices/routes/invoices')) },
          { path: paths.adminRooms, lazy: screen(() => import('../features/admin/rooms/routes/rooms')) },
          { path: paths.adminRoomQr, lazy: screen(() => import('../features/admin/rooms/routes/room-qr')) },
          { path: paths.adminBookings, lazy: screen(() => import('../features/admin/agenda/routes/bookings')) },
          { path: paths.adminClosedDays, lazy: screen(() => import('../features/admin/agenda/routes/closed-days')) },
          { path: paths.adminRequests, lazy: screen(() => import('../features/admin/requests/routes/requests')) },
          { path: paths.adminOutbox, lazy: screen(() => import('../features/admin/outbox/routes/outbox')) },
          { path: paths.adminAudit, lazy: screen(() => import('../features/admin/audit/routes/audit')) },
          { path: paths.adminPlans, lazy: screen(() => import('../features/admin/plans/routes/plans')) },
          { path: paths.adminUsage, lazy: screen(() => import('../features/admin/usage/routes/usage')) },
          { path: paths.adminStaff, lazy: screen(() => import('../features/admin/staff/routes/staff')) },
          { path: paths.adminVisitors, lazy: screen(() => import('../features/admin/visitors/routes/visitors')) },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
