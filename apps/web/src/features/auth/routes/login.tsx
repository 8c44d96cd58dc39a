import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { isEmail } from '@arena/shared/rules/email';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useModal } from '../../../components/modal';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { call, errorMessage } from '../../../lib/api-client';
import { NO_ACCESS_ENDS, sessionStore, useSession } from '../../../lib/session';
import { createSession } from '../api/create-session';
import { recoveryPass } from '../api/recovery-pass';
import { InstallHint } from '../components/install-hint';

type Errors = { email?: string; password?: string };

/** A path inside the app (never another site's `//host`), else null. */
function inAppPath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value !== '/' ? value : null;
}

/**
 * `/`: login (docs/product.md#screens, #validation, #errors), the forgot-password link and the install hint. The first page
 * a member opens, so it keeps to plain state instead of react-hook-form and zod: two required
 * fields do not need them, and the page stays within its 100 KiB JS budget
 * (docs/decisions/007-login-screen-without-form-libraries.md).
 */
export default function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const modal = useModal();
  const state = useLocation().state as { next?: unknown; email?: unknown } | null;
  // Sent here after creating a password (an invite, a recovery): the address is filled in.
  const [email, setEmail] = useState(() => (typeof state?.email === 'string' ? state.email : ''));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Read once: a session the server ended is told about, with why, until the next login (docs/product.md#sessions).
  const [ended] = useState(() => sessionStore.ended());
  // …and the screen they were on, to go back to after signing in again.
  const [back] = useState(() => sessionStore.endedOn());
  // …or the member's page that sent them here signed out (a room's QR code: /checkin/<room code>);
  // not after a session the server ended, whose screen is `back` or, for a removed person, none.
  const [next] = useState(() => (ended ? null : inAppPath(state?.next)));
  const landing = (role: string) => back ?? (role === 'staff' ? paths.admin : (next ?? paths.home));

  if (session) return <Navigate to={landing(session.role)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md#validation: both fields required, 'Todos os campos devem ser preenchidos'.
    const found: Errors = {
      email: email.trim() ? undefined : usersWords.loginRequired,
      password: password ? undefined : usersWords.loginRequired,
    };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const { status, data } = await createSession({ email: email.trim().toLowerCase(), password });
      setBusy(false);
      if (status === 200 && 'token' in data) {
        sessionStore.save(data.token, data.user);
        navigate(landing(data.user.role), { replace: true });
        return;
      }
      // The address whose access was removed in this browser hears that again, not "verifique seus
      // dados": its account is anonymised, so the server cannot tell it (docs/product.md#team).
      const removed = ended !== null && NO_ACCESS_ENDS.includes(ended);
      await modal.show(removed && sessionStore.removedEmail(email.trim()) ? usersWords[ended] : usersWords.loginFailed);
    } catch (error) {
      setBusy(false);
      await modal.show(errorMessage(error, usersWords.loginFailed));
    }
  };

  const onForgot = async () => {
    const address = email.trim().toLowerCase();
    if (!isEmail(address)) return modal.show(usersWords.recoveryInvalid);
    setBusy(true);
    try {
      await recoveryPass(address);
      setBusy(false);
      // Without MAIL_URL the link only waits in the outbox (GET /config mail_delivered). A plain
      // call: the login layout has no query client, and the page's budget no room for one.
      const delivered = await call('getConfig')
        .then(({ data }) => data.mail_delivered !== false)
        .catch(() => true);
      await modal.show(delivered ? usersWords.recoverySent : usersWords.recoveryQueued);
    } catch (error) {
      setBusy(false);
      await modal.show(errorMessage(error, usersWords.recoveryInvalid));
    }
  };

  return (
    <>
      <h1>{usersWords.loginTitle}</h1>
      {ended ? (
        <p className="field-error" role="alert">
          {usersWords[ended]}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={commonWords.fieldEmail}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <PasswordField
          label={commonWords.fieldPassword}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <button type="submit" className="button button-block" disabled={busy}>
          {usersWords.loginSubmit}
        </button>
      </form>
      <div className="login-links">
        <button type="button" className="link-button" onClick={onForgot} disabled={busy}>
          {commonWords.forgotPassword}
        </button>
        <Link to={paths.register.email}>{commonWords.noAccessYet}</Link>
      </div>
      <InstallHint />
    </>
  );
}
