import { usersWords } from '@arena/shared/users/words';
import { registrationWords } from '@arena/shared/registration/words';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useConfig } from '../../../lib/use-config';
import { useResendMyConfirmation } from '../api/resend-confirmation';

type Props = { email: string; confirmed: boolean | undefined };

/** What a registration waits for, in words (the note and the status badge say the same). */
export function pendingText(email: string, confirmed: boolean | undefined, mailed: boolean) {
  if (confirmed !== false) return mailed ? usersWords.pendingReview : registrationWords.pendingReviewQueued;
  return mailed ? registrationWords.pendingConfirmEmail(email) : registrationWords.pendingConfirmEmailQueued;
}

/**
 * Home for a registration not yet approved (docs/product.md#registration-proof): what it waits
 * for. Before the address is confirmed, finance cannot approve it, so the person is told to open
 * the link and may send it again; once confirmed, it is with finance. Without MAIL_URL (GET
 * /config mail_delivered: false) no e-mail is promised: the staff hand out the link.
 */
export function PendingNote({ email, confirmed }: Props) {
  const config = useConfig();
  const resend = useResendMyConfirmation();
  const [said, setSaid] = useState('');
  const mailed = config.data?.mail_delivered !== false;

  const sendAgain = async () => {
    setSaid('');
    try {
      setSaid((await resend.mutateAsync()).message);
    } catch (error) {
      setSaid(errorMessage(error));
    }
  };

  const text = pendingText(email, confirmed, mailed);
  if (confirmed !== false) {
    return (
      <p className="tiles-note" id="tiles-refusal">
        {text}
      </p>
    );
  }
  return (
    <div className="tiles-note pending-note">
      <p id="tiles-refusal">{text}</p>
      {mailed ? (
        <button
          type="button"
          className="button button-ghost"
          disabled={resend.isPending}
          onClick={() => void sendAgain()}
        >
          {resend.isPending ? registrationWords.confirmationResending : registrationWords.confirmationResend}
        </button>
      ) : null}
      <p role="status" className="pending-note-said">
        {said}
      </p>
    </div>
  );
}
