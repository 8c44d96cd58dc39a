import { STAFF_ROLES, type StaffRole } from '@arena/shared/contract/endpoint';
import { type InviteStaffBody, inviteStaffBody } from '@arena/shared/users/staff-schemas';
import { usersWords } from '@arena/shared/users/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { TextField } from '../../../../components/text-field';
import { errorMessage } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { useConfig } from '../../../../lib/use-config';
import { useChangeRole, useInviteStaff, useRemoveStaff, useStaff } from '../api/staff';
import '../staff.css';
import { EmailAddress } from '../../../../components/email-address';

export const roleLabel: Record<StaffRole, string> = {
  recepcao: usersWords.staffRoleRecepcao,
  financeiro: usersWords.staffRoleFinanceiro,
  admin: usersWords.staffRoleAdmin,
};

function InviteForm() {
  const invite = useInviteStaff();
  // Without MAIL_URL the invite only waits in E-mails (GET /config mail_delivered).
  const config = useConfig();
  const modal = useModal();
  const { register, handleSubmit, reset, formState } = useForm<InviteStaffBody>({
    resolver: zodResolver(inviteStaffBody),
    defaultValues: { name: '', email: '', role: 'recepcao' },
  });
  const { errors, isSubmitting } = formState;
  const submit = async (values: InviteStaffBody) => {
    try {
      const account = await invite.mutateAsync(values);
      reset();
      const mailed = config.data?.mail_delivered !== false;
      await modal.show((mailed ? usersStaffWords.staffInvited : usersStaffWords.staffInvitedQueued)(account.email));
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };
  return (
    <form className="card staff-form" onSubmit={handleSubmit(submit)} noValidate aria-labelledby="staff-invite">
      <h2 id="staff-invite">{usersStaffWords.staffInviteTitle}</h2>
      <TextField
        label={usersStaffWords.staffName}
        autoComplete="off"
        {...register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={usersStaffWords.staffEmail}
        type="email"
        autoComplete="off"
        {...register('email')}
        error={errors.email?.message}
      />
      <label className="staff-role">
        <span>{usersStaffWords.staffRole}</span>
        <select {...register('role')}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleLabel[r]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button" disabled={isSubmitting}>
        {usersStaffWords.staffInviteSubmit}
      </button>
    </form>
  );
}

/**
 * `/admin/staff`, _Equipe do espaço_ (docs/product.md#staff-roles): administrators invite people
 * with a role, change a role in place and remove an account; the server keeps the last
 * administrator and ends a removed account's sessions at once.
 */
export default function AdminStaffRoute() {
  const session = useSession();
  const staff = useStaff();
  const changeRole = useChangeRole();
  const remove = useRemoveStaff();
  const modal = useModal();

  const onRole = async (person: { id: number; name: string; role: StaffRole }, role: StaffRole) => {
    const { id } = person;
    // Asked first (walk C10); a Não leaves the select on the role the server holds.
    const question =
      id === session?.id
        ? usersStaffWords.staffRoleConfirmSelf(roleLabel[person.role], roleLabel[role])
        : usersStaffWords.staffRoleConfirm(person.name, roleLabel[person.role], roleLabel[role]);
    if (role === person.role || !(await modal.confirm(question))) return;
    try {
      await changeRole.mutateAsync({ id, role });
      await modal.show(usersStaffWords.staffRoleChanged);
    } catch (error) {
      await staff.refetch();
      await modal.show(errorMessage(error));
    }
  };
  const onRemove = async (id: number, name: string) => {
    if (!(await modal.confirm(usersStaffWords.staffRemoveConfirm(name)))) return;
    try {
      const { message } = await remove.mutateAsync(id);
      await modal.show(message);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  return (
    <div className="staff-page">
      <PageTitle>{usersStaffWords.staffTitle}</PageTitle>
      <p className="staff-intro">{usersStaffWords.staffIntro}</p>
      {staff.isPending ? <p>{usersStaffWords.membersLoading}</p> : null}
      {staff.isError ? <p role="alert">{errorMessage(staff.error)}</p> : null}
      {staff.data?.length === 0 ? <p className="empty">{usersStaffWords.staffEmpty}</p> : null}
      {staff.data?.length ? (
        <ul className="staff-list">
          {staff.data.map((s) => (
            <li key={s.id} className="card staff-card">
              <p className="staff-name">
                {s.name} {s.id === session?.id ? <span className="staff-you">{usersStaffWords.staffYou}</span> : null}
              </p>
              <p className="staff-email">
                <EmailAddress email={s.email} />
              </p>
              <p>{s.invite === 'pending' ? usersStaffWords.staffInvitePending : usersStaffWords.staffInviteActive}</p>
              <label className="staff-role">
                <span>{usersStaffWords.staffRole}</span>
                <select
                  value={s.role}
                  aria-label={`${usersStaffWords.staffRole}: ${s.name}`}
                  onChange={(e) => void onRole(s, e.target.value as StaffRole)}
                >
                  {STAFF_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {roleLabel[r]}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="button button-ghost"
                aria-label={`${usersStaffWords.staffRemove}: ${s.name}`}
                onClick={() => void onRemove(s.id, s.name)}
              >
                {usersStaffWords.staffRemove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <InviteForm />
    </div>
  );
}
