import { Navigate, Outlet, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { Logo } from '../components/logo';
import { QueryProvider } from '../lib/query-provider';
import { useSession } from '../lib/session';

/**
 * The inner style (seed §2): a back arrow to the previous page and `Olá, <nome>`. It is also
 * the guard: without a session every inner route goes to `/`; staff go to `/admin`.
 */
export default function InnerLayout() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return <Navigate to={paths.login} replace />;
  if (session.role === 'staff') return <Navigate to={paths.admin} replace />;
  return (
    <div className="inner-page">
      <header className="inner-header">
        <button type="button" className="back-button" aria-label="Voltar" onClick={() => navigate(-1)}>
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
        <p className="greeting">Olá, {session.name}</p>
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
