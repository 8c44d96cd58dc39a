import { screenWords } from '@arena/shared/contract/screen-words';
import { zodResolver } from '@hookform/resolvers/zod';
import { INVITE_LINK_PARAM, resetPassBody } from '@arena/shared/users/schemas';
import { termsContextOf } from '@arena/shared/terms/terms-text';
import { usersWords } from '@arena/shared/users/words';
import { registrationWords } from '@arena/shared/registration/words';
import { termsWords } from '@arena/shared/terms/words';

import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useModal } from '../../../components/modal';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageTitle } from '../../../components/page-title';

import { TermsDocument } from '../../../components/terms-document';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { QueryProvider } from '../../../lib/query-provider';
import { sessionStore } from '../../../lib/session';
import { configQuery } from '../../../lib/use-config';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPass } from '../api/reset-pass';
import '../reset-password.css';

/**
 * `/reset-password?token=…` (docs/product.md#api): the link of a recovery e-mail or of a team invite
 * sets the password, with the live checklist of docs/product.md#validation. Tokens are single-use and expire.
 * The link is checked on arrival: a dead one says so before a form is filled (in an invite's
 * words when its link is marked `&invite=1`), a live one names the account it sets.
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
  const check = useResetTokenCheck(token);
  const invite = check.data ? check.data.purpose === 'invite' : params.get(INVITE_LINK_PARAM) === '1';
  const navigate = useNavigate();
  const modal = useModal();
  const send = useResetPass();
  // A team member's invite accepts the terms in force with the password (docs/product.md#terms).
  const acceptsTerms = check.data?.accepts_terms === true;
  const config = useQuery({ ...configQuery, enabled: acceptsTerms });
  const termsContext = acceptsTerms && config.data ? termsContextOf(config.data) : null;
  const termsVersion = config.data?.terms_version;
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(resetPassBody),
    defaultValues: { token, password: '', confirm_password: '' },
  });

  if (!token) return <InvalidLink invite={invite} />;
  // Only the server's refusal of the link closes the page; a failed check leaves the form.
  if (check.error instanceof ApiError && check.error.is('resetTokenInvalid')) return <InvalidLink invite={invite} />;
  // An invite already used to create the password: sign in, no new invite needed (walk C8).
  if (check.error instanceof ApiError && check.error.is('inviteUsed'))
    return <InvalidLink invite={invite} words={usersWords.inviteUsed} />;
  const intro = !check.data
    ? registrationWords.resetPasswordIntro
    : invite
      ? usersWords.invitePasswordFor(check.data.email)
      : usersWords.resetPasswordFor(check.data.email);

  // The login then has the address filled in (walk P10).
  const leave = () => navigate(paths.login, { replace: true, state: check.data ? { email: check.data.email } : null });

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        const { data } = await send.mutateAsync(
          acceptsTerms && termsVersion ? { ...body, terms_version: termsVersion } : body,
        );
        // Every session of the account was revoked: whoever set the password logs in afresh.
        sessionStore.clear();
        await modal.show(data.message || usersWords.passwordChanged);
        leave();
      } catch (error) {
        const dead = error instanceof ApiError && error.is('resetTokenInvalid');
        await modal.show(dead && invite ? usersWords.inviteInvalid : errorMessage(error));
        if (dead) leave();
      }
    },
    // A malformed token has no field to show its error: say it, and send the person to ask again.
    async (found) => {
      if (!found.token) return;
      await modal.show(invite ? usersWords.inviteInvalid : usersWords.resetTokenInvalid);
      leave();
    },
  );

  return (
    <>
      <PageTitle>{invite ? usersWords.invitePasswordTitle : registrationWords.resetPasswordTitle}</PageTitle>
      <p className="reset-intro">{intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          control={control}
          labels={{ password: screenWords.newPassword, confirm: screenWords.confirmNewPassword }}
        />
        {acceptsTerms ? (
          <>
            <p className="reset-intro">{termsWords.inviteTermsIntro}</p>
            {termsContext ? <TermsDocument context={termsContext} /> : null}
          </>
        ) : null}
        {/* Not sticky here: under the two password fields the terms box sits low, and a button
            stuck to the screen's bottom covered its first lines (walk P9). It follows the box. */}
        <button
          type="submit"
          className="button button-block"
          disabled={send.isPending || (acceptsTerms && !termsContext)}
        >
          {acceptsTerms ? termsWords.inviteAcceptAndSave : registrationWords.resetPasswordSubmit}
        </button>
      </form>
      <div className="login-links">
        <Link to={paths.login}>{registrationWords.registerBackToLogin}</Link>
      </div>
    </>
  );
}

/** Opened without a live token: nothing to set, only what to do instead. */
function InvalidLink({ invite, words }: { invite: boolean; words?: string }) {
  return (
    <>
      <PageTitle>{invite ? usersWords.invitePasswordTitle : registrationWords.resetPasswordTitle}</PageTitle>
      <p className="reset-intro">{words ?? (invite ? usersWords.inviteInvalid : usersWords.resetTokenInvalid)}</p>
      <div className="login-links">
        <Link to={paths.login}>{registrationWords.registerBackToLogin}</Link>
      </div>
    </>
  );
}
