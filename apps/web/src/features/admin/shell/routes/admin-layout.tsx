import { messages } from '@arena/shared/messages';
import { adminMessages } from '@arena/shared/admin-messages';
import { useEffect, useRef } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '../../../../components/logo';
import { paths } from '../../../../config/paths';
import { QueryProvider } from '../../../../lib/query-provider';
import { useSession } from '../../../../lib/session';
import { useLogout } from '../../../../lib/use-logout';
import { type AdminSummary, useSummary } from '../api/get-summary';
import '../admin.css';

type Section = {
  to: string;
  label: string;
  end?: boolean;
  count?: (s: AdminSummary) => number;
  countLabel?: (n: number) => string;
};

/** The back-office sections (product.md §7), in the order a front desk uses them. */
const sections: Section[] = [
  {
    to: paths.admin,
    label: adminMessages.adminNavPending,
    end: true,
    count: (s) => s.pending,
    countLabel: adminMessages.adminPendingCount,
  },
  { to: paths.adminMembers, label: adminMessages.adminNavMembers },
  { to: paths.adminBookings, label: adminMessages.adminNavBookings },
  {
    to: paths.adminRequests,
    label: adminMessages.adminNavRequests,
    count: (s) => s.openRequests,
    countLabel: adminMessages.adminOpenRequestsCount,
  },
  { to: paths.adminRooms, label: adminMessages.adminNavRooms },
  { to: paths.adminPlans, label: adminMessages.adminNavPlans },
  { to: paths.adminUsage, label: adminMessages.adminNavUsage },
  { to: paths.adminClosedDays, label: adminMessages.adminNavClosedDays },
  { to: paths.adminOutbox, label: adminMessages.adminNavOutbox },
  { to: paths.adminAudit, label: adminMessages.adminNavAudit },
];

function Navigation() {
  const summary = useSummary().data;
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the sections are one scrolling row: the current one is brought into view.
  useEffect(() => {
    const current = nav.current?.querySelector('[aria-current="page"]');
    if (current && 'scrollIntoView' in current) current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav className="admin-nav" aria-label={adminMessages.adminNavLabel} ref={nav}>
      <ul>
        {sections.map((s) => {
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
 * `/admin` (product.md §7): the staff frame and its guard. Nobody signed in goes to the
 * login page, a member to their home; staff get the header, the sections and the screen.
 */
export default function AdminLayout() {
  const session = useSession();
  const logout = useLogout();
  if (!session) return <Navigate to={paths.login} replace />;
  if (session.role !== 'staff') return <Navigate to={paths.home} replace />;

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
        <Navigation />
        <main className="admin-main">
          <Outlet />
        </main>
      </div>
    </QueryProvider>
  );
}
