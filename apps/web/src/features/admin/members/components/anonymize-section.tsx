import type { AdminUserDetail } from '@arena/shared/users/staff-schemas';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';

import { useNavigate } from 'react-router';
import { useModal } from '../../../../components/modal';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/session';
import { useAnonymizeUser } from '../api/anonymize-user';
import { fullName } from './member-format';

/**
 * Anonymising the member (docs/product.md#privacy), for the staff roles that may (administrators):
 * what it does, a confirmation naming the person, then back to the list the person has left.
 */
export function AnonymizeSection({ user }: { user: AdminUserDetail }) {
  const mayAnonymize = useCan('anonymizeMember');
  const anonymize = useAnonymizeUser();
  const modal = useModal();
  const navigate = useNavigate();
  if (!mayAnonymize) return null;

  const onAnonymize = async () => {
    // Open invoices are said before the irreversible step, not after (walk C5).
    const question =
      user.open_invoices > 0
        ? privacyStaffWords.privacyAnonymizeConfirmOpen(fullName(user), user.open_invoices)
        : privacyStaffWords.privacyAnonymizeConfirm(fullName(user));
    if (!(await modal.confirm(question))) return;
    try {
      const { message } = await anonymize.mutateAsync(user.id);
      await modal.show(message);
      await navigate(paths.adminMembers);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  return (
    <section className="card" aria-labelledby="member-anonymize">
      <h2 id="member-anonymize" className="members-subtitle">
        {privacyStaffWords.privacyAnonymize}
      </h2>
      <p className="members-muted">{privacyStaffWords.privacyAnonymizeHint}</p>
      {user.open_invoices > 0 ? <p>{privacyStaffWords.privacyAnonymizeOpenInvoices(user.open_invoices)}</p> : null}
      {user.team.length > 0 ? <p>{privacyStaffWords.privacyAnonymizeTeam(user.team.length)}</p> : null}
      <button type="button" className="button button-danger" disabled={anonymize.isPending} onClick={onAnonymize}>
        {privacyStaffWords.privacyAnonymize}
      </button>
    </section>
  );
}
