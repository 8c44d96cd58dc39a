import { Navigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { sessionStore, useSession } from '../../../lib/session';

/**
 * `/admin`: staff land here (product.md §2). The back-office screens are issue 4's work; until
 * then this page says so plainly and lets staff sign out.
 */
export default function AdminRoute() {
  const session = useSession();
  if (!session) return <Navigate to={paths.login} replace />;
  if (session.role !== 'staff') return <Navigate to={paths.home} replace />;
  return (
    <main className="status-screen">
      <Logo size={140} />
      <h1>Back-office do Arena</h1>
      <p>Olá, {session.name}. As telas da equipe ainda não estão disponíveis nesta versão.</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          sessionStore.clear();
          window.location.assign(paths.login);
        }}
      >
        SAIR
      </button>
    </main>
  );
}
