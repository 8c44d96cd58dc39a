import { usersStaffWords } from '@arena/shared/users/staff-words';
import { PageTitle } from '../../../../components/page-title';
import { errorMessage } from '../../../../lib/api-client';
import { useConfig } from '../../../../lib/use-config';
import { useUsers } from '../api/get-users';
import { PendingCard } from '../components/pending-card';
import '../members.css';

/** `/admin` (docs/product.md#back-office): the registrations waiting for approval, oldest first. */
export default function PendingRoute() {
  const pending = useUsers({ status: 'Pendente' });
  const config = useConfig();
  // The API lists newest first; whoever has waited longest comes first here.
  const users = [...(pending.data ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return (
    <>
      <PageTitle>{usersStaffWords.membersPendingTitle}</PageTitle>
      <p className="members-intro">{usersStaffWords.membersPendingIntro}</p>
      {pending.isPending ? <p role="status">{usersStaffWords.membersLoading}</p> : null}
      {pending.isError ? <p role="alert">{errorMessage(pending.error, usersStaffWords.membersLoadFailed)}</p> : null}
      {pending.isSuccess && users.length === 0 ? <p className="empty">{usersStaffWords.membersPendingEmpty}</p> : null}
      <div className="members-cards">
        {users.map((user) => (
          <PendingCard key={user.id} user={user} plans={config.data?.plans ?? []} timeZone={config.data?.timezone} />
        ))}
      </div>
    </>
  );
}
