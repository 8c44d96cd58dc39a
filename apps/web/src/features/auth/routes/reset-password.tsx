import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@arena/shared/messages';
import { resetPassBody } from '@arena/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useModal } from '../../../components/modal';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { QueryProvider } from '../../../lib/query-provider';
import { sessionStore } from '../../../lib/session';
import { useResetPass } from '../api/reset-pass';
import '../reset-password.css';

/**
 * `/reset-password?token=…` (product.md §3): the link of a recovery e-mail or of a team invite
 * sets the password, with the live checklist of seed §5. Tokens are single-use and expire.
 */
export default function ResetPasswordRoute() {
  return (
    <QueryProvider>
      <ResetPasswordForm />
    </QueryProvider>
  );
}

function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const modal = useModal();
  const send = useResetPass();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(resetPassBody),
    defaultValues: { token, password: '', confirm_password: '' },
  });

  if (!token) return <InvalidLink />;

  const leave = () => navigate(paths.login, { replace: true });

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        const { data } = await send.mutateAsync(body);
        // Every session of the account was revoked: whoever set the password logs in afresh.
        sessionStore.clear();
        await modal.show(data.message || messages.passwordChanged);
        leave();
      } catch (error) {
        await modal.show(errorMessage(error));
        if (error instanceof ApiError && error.is('resetTokenInvalid')) leave();
      }
    },
    // A malformed token has no field to show its error: say it, and send the person to ask again.
    async (found) => {
      if (!found.token) return;
      await modal.show(messages.resetTokenInvalid);
      leave();
    },
  );

  return (
    <>
      <PageTitle>{messages.resetPasswordTitle}</PageTitle>
      <p className="reset-intro">{messages.resetPasswordIntro}</p>
      <form onSubmit={onSubmit} noValidate>
        <NewPasswordFields control={control} labels={{ password: 'Nova senha', confirm: 'Confirme a nova senha' }} />
        <button type="submit" className="button button-block" disabled={send.isPending}>
          {messages.resetPasswordSubmit}
        </button>
      </form>
      <div className="login-links">
        <Link to={paths.login}>{messages.registerBackToLogin}</Link>
      </div>
    </>
  );
}

/** Opened without a token: nothing to set, only the way to ask for a new link. */
function InvalidLink() {
  return (
    <>
      <PageTitle>{messages.resetPasswordTitle}</PageTitle>
      <p className="reset-intro">{messages.resetTokenInvalid}</p>
      <div className="login-links">
        <Link to={paths.login}>{messages.registerBackToLogin}</Link>
      </div>
    </>
  );
}
