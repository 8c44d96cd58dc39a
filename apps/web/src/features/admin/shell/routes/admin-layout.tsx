import { messages } from '@arena/shared/messages';
import { adminMessages } from '@arena/shared/admin-messages';
import type { EndpointName } from '@arena/shared/api/endpoints';
import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '../../../../components/logo';
import { paths } from '../../../../config/paths';
import { QueryProvider } from '../../../../lib/query-provider';
import { refusalFor, type Session, useSession } from '../../../../lib/session';
import { useLogout } from '../../../../lib/use-logout';
import { type AdminSummary, useSummary } from '../api/get-summary';
import '../admin.css';

type Section = {
  to: string;
  label: string;
  /** The call the screen is for: the section shows only to the staff roles it names (docs/product.md#staff-roles). */
  uses: EndpointName;
  end?: boolean;
  count?: (s: AdminSummary) => number;
  countLabel?: (n: number) => string;
};

/** The back-office sections (docs/product.md#back-office), in the order a front desk uses them. */
const sections: Section[] = [
  {
    to: paths.admin,
    label: adminMessages.adminNavPending,
    uses: 'patchMember',
    end: true,
    count: (s) => s.pending,
    countLabel: adminMessages.adminPendingCount,
  },
  { to: paths.adminMembers, label: adminMessages.adminNavMembers, uses: 'listMembers' },
  { to: paths.adminBookings, label: adminMessages.adminNavBookings, uses: 'listAgenda' },
  { to: paths.adminVisitors, label: adminMessages.adminNavVisitors, uses: 'listVisitors' },
  {
    to: paths.adminRequests,
    label: adminMessages.adminNavRequests,
    uses: 'listRequests',
    count: (s) => s.openRequests,
    countLabel: adminMessages.adminOpenRequestsCount,
  },
  { to: paths.adminRooms, label: adminMessages.adminNavRooms, uses: 'createRoom' },
  { to: paths.adminPlans, label: adminMessages.adminNavPlans, uses: 'createPlan' },
  { to: paths.adminUsage, label: adminMessages.adminNavUsage, uses: 'getUsageReport' },
  { to: paths.adminFinance, label: adminMessages.adminNavFinance, uses: 'listAdminInvoices' },
  { to: paths.adminClosedDays, label: adminMessages.adminNavClosedDays, uses: 'closeDay' },
  { to: paths.adminOutbox, label: adminMessages.adminNavOutbox, uses: 'listOutbox' },
  { to: paths.adminAudit, label: adminMessages.adminNavAudit, uses: 'listAudit' },
  { to: paths.adminStaff, label: adminMessages.adminNavStaff, uses: 'listStaff' },
];

/** The sections the session's staff role may use, read from each call's one definition. */
function sectionsFor(session: Session | null): Section[] {
  return sections.filter((s) => refusalFor(session, s.uses) === null);
}

/**
 * The sections. On a phone they fold under one "Menu" button naming the screen open (thirteen
 * links took four rows above every screen); from 768px they are the sidebar, always open.
 */
function Navigation({ session }: { session: Session | null }) {
  const summary = useSummary().data;
  const shown = sectionsFor(session);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // A section chosen folds the menu again.
  useEffect(() => setOpen(false), [pathname]);
  const current = shown.find((s) => (s.end ? pathname === s.to : pathname.startsWith(s.to)));
  const waiting = summary ? shown.reduce((n, s) => n + (s.count ? s.count(summary) : 0), 0) : 0;
  return (
    <nav className={open ? 'admin-nav admin-nav-open' : 'admin-nav'} aria-label={adminMessages.adminNavLabel}>
      <button
        type="button"
        className="admin-nav-toggle"
        aria-expanded={open}
        aria-controls="admin-sections"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="admin-nav-menu">{adminMessages.adminNavMenu}</span>
        {current && <span className="admin-nav-current">{current.label}</span>}
        {waiting > 0 && !open && (
          <span className="admin-count" aria-hidden="true">
            {waiting}
          </span>
        )}
      </button>
      <ul id="admin-sections">
        {shown.map((s) => {
          const n = summary && s.count ? s.count(summary) : 0;
          return (
            <li key={s.to}>
              <NavLink to={s.to} end={s.end}>
                {s.label}
                {n > 0 && (
                  <>
                    <span className="admin-count" aria-hidden="true">
                      {n}
                    </span>
                    <span className="visually-hidden">{`: ${s.countLabel?.(n)}`}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * `/admin` (docs/product.md#back-office): the staff frame and its guard. Nobody signed in goes to the
 * login page, a member to their home; staff get the header, the sections and the screen.
 */
export default function AdminLayout() {
  const session = useSession();
  const logout = useLogout();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace />;
  if (session.role !== 'staff') return <Navigate to={paths.home} replace />;
  // The first screen is the approvals; a role that may not use them starts at its first section.
  const mine = sectionsFor(session);
  if (location.pathname === paths.admin && mine[0] && mine[0].to !== paths.admin) {
    return <Navigate to={mine[0].to} replace />;
  }

  return (
    <QueryProvider>
      <div className="admin-page">
        <header className="admin-header">
          <Logo size={88} light />
          <p className="admin-who">
            <span>{adminMessages.adminTitle}</span>
            <span className="admin-name">{session.name}</span>
          </p>
          <button type="button" className="admin-logout" onClick={logout}>
            {messages.logout}
          </button>
        </header>
        <Navigation session={session} />
        <main className="admin-main">
          <Outlet />
        </main>
      </div>
    </QueryProvider>
  );
}
