import { confirmEmailBody } from '@arena/shared/users/schemas';
import { registrationWords } from '@arena/shared/registration/words';

import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { QueryProvider } from '../../../lib/query-provider';
import { useConfirmEmail } from '../api/confirm-email';
import '../reset-password.css';

/**
 * `/confirm-email?token=…` (docs/product.md#registration-proof): the link of the registration's
 * e-mail. Opening it confirms the address at once; the link works once, so a second opening (or
 * a reload) hears that it is no longer good, worded so that someone already confirmed is not
 * alarmed.
 */
export default function ConfirmEmailRoute() {
  return (
    <QueryProvider>
      <ConfirmEmail />
    </QueryProvider>
  );
}

function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = confirmEmailBody.safeParse({ token }).success;
  const confirm = useConfirmEmail();
  // Once per page: React's development double effect must not spend the link twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [valid, token, confirm]);

  const dead = !valid || (confirm.error instanceof ApiError && confirm.error.is('emailConfirmInvalid'));
  const text = dead
    ? registrationWords.emailConfirmInvalid
    : confirm.isSuccess
      ? confirm.data.message || registrationWords.emailConfirmed
      : confirm.isError
        ? errorMessage(confirm.error)
        : registrationWords.emailConfirming;
  return (
    <>
      <PageTitle>{registrationWords.emailConfirmTitle}</PageTitle>
      <p className="reset-intro" role="status">
        {text}
      </p>
      <div className="login-links">
        <Link to={paths.login}>{registrationWords.registerBackToLogin}</Link>
      </div>
    </>
  );
}
