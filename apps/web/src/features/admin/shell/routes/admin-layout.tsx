import { screenWords } from '@arena/shared/contract/screen-words';
import { commonStaffWords } from '@arena/shared/contract/staff-words';

import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '../../../../components/logo';
import { paths } from '../../../../config/paths';
import { QueryProvider } from '../../../../lib/query-provider';
import { can, type Session, useSession } from '../../../../lib/session';
import { useLogout } from '../../../../lib/use-logout';
import { useSummary } from '../api/get-summary';
import { NotYourSection } from '../components/not-your-section';
import { screenAt, sectionsFor } from '../sections';
import '../admin.css';

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
    <nav className={open ? 'admin-nav admin-nav-open' : 'admin-nav'} aria-label={commonStaffWords.adminNavLabel}>
      <button
        type="button"
        className="admin-nav-toggle"
        aria-expanded={open}
        aria-controls="admin-sections"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="admin-nav-menu">{commonStaffWords.adminNavMenu}</span>
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
  // A screen of another role, opened by address, says so on arrival (docs/product.md#staff-roles).
  const screen = screenAt(location.pathname);
  const refused = screen && !can(session, screen.uses) ? screen : null;

  return (
    <QueryProvider>
      <div className="admin-page">
        <header className="admin-header">
          <Logo size={88} light />
          <p className="admin-who">
            <span>{commonStaffWords.adminTitle}</span>
            <span className="admin-name">{session.name}</span>
          </p>
          <button type="button" className="admin-logout" onClick={logout}>
            {screenWords.logout}
          </button>
        </header>
        <Navigation session={session} />
        <main className="admin-main">{refused ? <NotYourSection screen={refused} home={mine[0]} /> : <Outlet />}</main>
      </div>
    </QueryProvider>
  );
}
