import {
  type AdminUser,
  isRefusal,
  isSuspension,
  type MemberForm as Values,
  memberForm,
  type PatchUserBody,
  userStatuses,
} from '@arena/shared/users/staff-schemas';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { describedBy, FieldFrame } from '../../../../components/field-frame';
import { TextAreaField } from '../../../../components/text-area-field';
import { PlanSelect } from './plan-select';
import { SeatsField } from './seats-field';
import { useConfig } from '../../../../lib/use-config';

type Props = {
  user: AdminUser;
  plans: readonly string[];
  busy: boolean;
  /** Gets only what changed. The page remounts the form once the saved member comes back. */
  onSave: (patch: PatchUserBody) => Promise<void>;
};

/** What the form changes compared with the member as loaded. */
function changes(user: AdminUser, v: Values): PatchUserBody {
  const patch: PatchUserBody = {};
  if (v.status !== user.status) patch.status = v.status;
  if (Number(v.level) !== user.level) patch.level = v.level === '2' ? 2 : 1;
  if ((v.plan || null) !== user.plan) patch.plan = v.plan || null;
  if (v.qtd_team !== user.qtd_team) patch.qtd_team = v.qtd_team;
  if (patch.status === 'Inativo' && v.reason) patch.reason = v.reason;
  return patch;
}

/**
 * The member page's access settings (docs/product.md#back-office): status (Ativo or Inativo; a pending registration
 * shows Pendente until decided), level, plan and seats. Making someone Inativo asks for the reason
 * that goes in their e-mail: required when refusing a registration, optional when suspending.
 */
export function MemberForm({ user, plans, busy, onSave }: Props) {
  const statusId = useId();
  const levelId = useId();
  const defaults: Values = {
    status: user.status as Values['status'],
    level: user.level === 2 ? '2' : '1',
    plan: user.plan ?? '',
    qtd_team: user.qtd_team,
    reason: '',
  };
  const { register, handleSubmit, watch, setError, formState } = useForm({
    resolver: zodResolver(memberForm),
    defaultValues: defaults,
  });
  const { errors } = formState;
  const status = watch('status');
  const refusing = isRefusal(user.status, status);
  const asksReason = refusing || isSuspension(user.status, status);
  // Without MAIL_URL the notice only waits in E-mails (GET /config mail_delivered): no e-mail is promised.
  const delivered = useConfig().data?.mail_delivered !== false;
  // Pendente is shown only while the registration waits: staff choose Ativo or Inativo.
  const statuses = userStatuses.filter((s) => s !== 'Pendente' || user.status === 'Pendente');

  const submit = async (values: Values) => {
    if (refusing && !values.reason) {
      setError('reason', { message: usersStaffWords.membersReasonRequired });
      return;
    }
    await onSave(changes(user, values));
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={usersStaffWords.membersAccess}>
      <FieldFrame id={statusId} label={usersStaffWords.membersStatus} required>
        <select id={statusId} required {...register('status')}>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </FieldFrame>
      {asksReason ? (
        <TextAreaField
          label={refusing ? usersStaffWords.membersRefuseReason : usersStaffWords.membersSuspendReason}
          hint={
            refusing
              ? delivered
                ? usersStaffWords.membersRefuseHint
                : usersStaffWords.membersRefuseHintQueued
              : delivered
                ? usersStaffWords.membersSuspendHint
                : usersStaffWords.membersSuspendHintQueued
          }
          required={refusing}
          rows={3}
          maxLength={500}
          {...register('reason')}
          error={errors.reason?.message}
        />
      ) : null}
      <FieldFrame id={levelId} label={usersStaffWords.membersLevel} required error={errors.level?.message}>
        <select
          id={levelId}
          required
          {...register('level')}
          {...describedBy(levelId, undefined, errors.level?.message)}
        >
          <option value="2">{usersStaffWords.membersLevelManager}</option>
          <option value="1">{usersStaffWords.membersLevelTeam}</option>
        </select>
      </FieldFrame>
      <PlanSelect
        plans={plans}
        current={user.plan}
        required={false}
        emptyLabel={usersStaffWords.membersNoPlan}
        {...register('plan')}
        error={errors.plan?.message}
      />
      <SeatsField {...register('qtd_team', { valueAsNumber: true })} error={errors.qtd_team?.message} />
      <button type="submit" className="button button-block" disabled={busy}>
        {usersStaffWords.membersSave}
      </button>
    </form>
  );
}
