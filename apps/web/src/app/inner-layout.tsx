import { screenWords } from '@arena/shared/contract/screen-words';
import { matchPath, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { Logo } from '../components/logo';
import { QueryProvider } from '../lib/query-provider';
import { useSession } from '../lib/session';

/**
 * The inner style (docs/product.md#screens): a back arrow to the previous page and `Olá, <nome>`. It is also
 * the guard: without a session every inner route goes to `/`; staff go to `/admin`.
 * The arrow never leaves the app (docs/product.md#statuses-and-levels): on a page opened first (from a link, an e-mail,
 * the installed app's start) it goes to `/home`; `/home` has none, and greets on its own.
 */
/**
 * Whether no page of ours is behind this one in the tab. The browser router numbers its entries
 * in `history.state.idx`, and a redirect (a replace, e.g. `/team/edit` opened directly → `/team`)
 * keeps the number while it changes the key; a memory router (tests) keys its first entry 'default'.
 */
function firstEntry(key: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx === 0 : key === 'default';
}

/** The inner screens a member may open while a new version of the terms waits (docs/product.md#terms). */
const BEFORE_TERMS = [paths.invoices, paths.invoice, paths.invoiceReceipt, paths.accountData, paths.contact];
function openBeforeTerms(pathname: string): boolean {
  return BEFORE_TERMS.some((pattern) => matchPath(pattern, pathname) !== null);
}

export default function InnerLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Signing in leads back to the page opened (a room's QR code opens /checkin/<room code>).
  if (!session) return <Navigate to={paths.login} replace state={{ next: location.pathname + location.search }} />;
  if (session.role === 'staff') return <Navigate to={paths.admin} replace />;
  // docs/product.md#terms: a new version of the terms is accepted before anything else.
  // Meanwhile, under the version accepted, invoices, Meus dados and Atendimento stay open (CDC art. 51 IV, XIII).
  if (session.terms_pending && !openBeforeTerms(location.pathname)) {
    return <Navigate to={paths.terms} replace state={{ from: location.pathname }} />;
  }
  const home = location.pathname === paths.home;
  const back = () => (firstEntry(location.key) ? navigate(paths.home, { replace: true }) : navigate(-1));
  return (
    <div className="inner-page">
      <header className="inner-header">
        {home ? (
          <span className="back-button" aria-hidden="true" />
        ) : (
          <button type="button" className="back-button" aria-label={screenWords.back} onClick={back}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
        {home ? <span className="greeting" /> : <p className="greeting">{screenWords.greeting(session.name)}</p>}
        <Logo size={72} light />
      </header>
      <main className="inner-main">
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </main>
    </div>
  );
}
