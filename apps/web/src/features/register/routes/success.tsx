import { registrationWords } from '@arena/shared/registration/words';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/use-config';
import { useDraft } from '../components/draft-provider';

/** `/register/sucess` (docs/product.md#screens, spelt so): done, waiting for finance; what was typed is forgotten. */
export default function SuccessStep() {
  const { clear } = useDraft();
  useEffect(clear, [clear]);
  // Without MAIL_URL the approval only waits in the outbox (GET /config mail_delivered).
  const config = useConfig();
  return (
    <div className="register-success">
      <svg className="register-success-mark" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <circle cx="32" cy="32" r="29" fill="#e6f3f2" stroke="#007571" strokeWidth="4" />
        <path
          d="M19 33l9 9 17-19"
          fill="none"
          stroke="#007571"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="register-intro">{registrationWords.registerSuccessText}</p>
      <p className="register-intro">
        {config.data?.mail_delivered === false
          ? registrationWords.registerSuccessNextQueued
          : registrationWords.registerSuccessNext}
      </p>
      <Link to={paths.login} className="button button-block">
        {registrationWords.registerSuccessBack}
      </Link>
    </div>
  );
}
