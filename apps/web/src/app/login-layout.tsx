import { commonWords } from '@arena/shared/contract/words';
import { Link, Outlet } from 'react-router';
import { Logo } from '../components/logo';
import { paths } from '../config/paths';

/** The login style (docs/product.md#overview): full-screen background, centred card, logo, fixed teal footer. */
export function LoginLayout() {
  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-logo">
          <Logo size={168} />
        </div>
        <Outlet />
      </main>
      <footer className="login-footer">
        <Logo size={96} light />
        {/* The policy and the prices from the login page and every registration step (docs/product.md#privacy, #plans-page). */}
        <Link className="login-privacy" to={paths.plans}>
          {commonWords.plansLink}
        </Link>
        <Link className="login-privacy" to={paths.privacy}>
          {commonWords.privacyLink}
        </Link>
      </footer>
    </div>
  );
}
