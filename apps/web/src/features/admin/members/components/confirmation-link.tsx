import { usersStaffWords } from '@arena/shared/users/staff-words';
import { useId } from 'react';
import { useCopy } from '../../../../lib/use-copy';

/**
 * A registration's confirmation link made by staff without MAIL_URL (docs/product.md#registration-proof,
 * walk C6): shown whole, selectable, with _Copiar link_, for the staff person to pass on.
 */
export function ConfirmationLink({ link }: { link: string }) {
  const { said, copy } = useCopy({
    copied: usersStaffWords.membersConfirmationCopied,
    failed: usersStaffWords.membersConfirmationNotCopied,
  });
  const id = useId();
  return (
    <div className="members-confirm-link">
      <label htmlFor={id}>{usersStaffWords.membersConfirmationLink}</label>
      <input id={id} className="input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="button button-ghost" onClick={() => void copy(link)}>
        {usersStaffWords.membersConfirmationCopy}
      </button>
      <p role="status">{said}</p>
    </div>
  );
}
