import { adminMessages } from '@arena/shared/admin-messages';
import { useId, useState } from 'react';

/**
 * A registration's confirmation link made by staff without MAIL_URL (docs/product.md#registration-proof,
 * walk C6): shown whole, selectable, with _Copiar link_, for the staff person to pass on.
 */
export function ConfirmationLink({ link }: { link: string }) {
  const [said, setSaid] = useState('');
  const id = useId();
  const copy = async () => {
    setSaid('');
    try {
      await navigator.clipboard.writeText(link);
      setSaid(adminMessages.membersConfirmationCopied);
    } catch {
      setSaid(adminMessages.membersConfirmationNotCopied);
    }
  };
  return (
    <div className="members-confirm-link">
      <label htmlFor={id}>{adminMessages.membersConfirmationLink}</label>
      <input id={id} className="input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="button button-ghost" onClick={() => void copy()}>
        {adminMessages.membersConfirmationCopy}
      </button>
      <p role="status">{said}</p>
    </div>
  );
}
