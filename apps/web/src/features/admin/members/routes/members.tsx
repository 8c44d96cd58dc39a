import { type UserStatus, userStatuses } from '@arena/shared/users/staff-schemas';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { TextField } from '../../../../components/text-field';
import { adminMemberPath } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { fullName, levelLabel } from '../components/member-format';
import { UserStatusBadge } from '../components/user-status-badge';
import '../members.css';
import { EmailAddress } from '../../../../components/email-address';

const DEBOUNCE_MS = 300;

function isStatus(value: string | null): value is UserStatus {
  return userStatuses.includes(value as UserStatus);
}

/**
 * `/admin/members` (docs/product.md#back-office): search by name, e-mail or document and filter by
 * status. Both live in the address, so coming back from a member finds the list as it was.
 */
export default function MembersRoute() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status');
  const [typed, setTyped] = useState(q);
  const statusId = useId();

  // The search waits for a pause in typing, so each keystroke does not query the server.
  useEffect(() => {
    if (typed.trim() === q) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const chooseStatus = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );

  const users = useUsers({ q: q || undefined, status: isStatus(status) ? status : undefined });
  const list = users.data ?? [];
  const count =
    list.length === 1 ? usersStaffWords.membersCountOne : usersStaffWords.membersCountMany(`${list.length}`);

  return (
    <>
      <PageTitle>{usersStaffWords.membersTitle}</PageTitle>
      <div className="members-filters" role="search">
        <TextField
          label={usersStaffWords.membersSearch}
          type="search"
          required={false}
          autoComplete="off"
          maxLength={100}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <div className="field">
          <label htmlFor={statusId}>{usersStaffWords.membersStatusFilter}</label>
          <select id={statusId} value={isStatus(status) ? status : ''} onChange={(e) => chooseStatus(e.target.value)}>
            <option value="">{usersStaffWords.membersAll}</option>
            {userStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      {users.isPending ? <p role="status">{usersStaffWords.membersLoading}</p> : null}
      {users.isError ? <p role="alert">{errorMessage(users.error, usersStaffWords.membersLoadFailed)}</p> : null}
      {users.isSuccess ? (
        <p className="members-count" role="status">
          {list.length === 0 ? usersStaffWords.membersEmpty : count}
        </p>
      ) : null}
      <ul className="list members-list">
        {list.map((user) => (
          <li key={user.id}>
            <Link className="list-item members-item" to={adminMemberPath(user.id)}>
              <span className="members-item-main">
                <strong>{fullName(user)}</strong>
                <span className="members-muted">
                  <EmailAddress email={user.email} />
                </span>
                <span className="members-muted">{user.company?.name || usersStaffWords.membersNoCompany}</span>
              </span>
              <span className="members-item-tags">
                <UserStatusBadge status={user.status} />
                <span className="members-level">{levelLabel(user.level)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
