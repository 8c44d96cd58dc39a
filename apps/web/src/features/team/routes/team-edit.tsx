import { screenWords } from '@arena/shared/contract/screen-words';
import { updateTeamMemberBody } from '@arena/shared/users/schemas';
import { teamWords } from '@arena/shared/users/team-words';
import { commonWords } from '@arena/shared/contract/words';
import { digitsOnly, formatMobile } from '@arena/shared/rules/phones';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PhoneField } from '../../../components/phone-field';
import { useModal } from '../../../components/modal';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import type { TeamMember } from '../api/get-team';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useSetTeamLevel } from '../api/set-team-level';
import { type UpdateTeamMember, useUpdateTeamMember } from '../api/update-team-member';
import { useBackToTeam } from '../utils/use-back-to-team';
import '../team.css';

function isMember(state: unknown): state is TeamMember {
  const s = state as Partial<TeamMember> | null;
  return (
    typeof s?.email === 'string' &&
    typeof s.name === 'string' &&
    typeof s.phone === 'string' &&
    (s.level === 1 || s.level === 2)
  );
}

/**
 * `/team/edit` (docs/product.md#screens, #validation): the member comes through navigation state; opened without it (a
 * typed address, a new tab) there is nobody to edit, so it goes back to the list.
 */
function TeamEditScreen() {
  const { state } = useLocation();
  if (!isMember(state)) return <Navigate to={paths.team} replace />;
  return <EditMember member={state} />;
}

function EditMember({ member }: { member: TeamMember }) {
  const update = useUpdateTeamMember();
  const remove = useRemoveTeamMember();
  const setLevel = useSetTeamLevel();
  const modal = useModal();
  const navigate = useNavigate();
  const backToTeam = useBackToTeam();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(updateTeamMemberBody),
    defaultValues: { email: member.email, name: member.name, phone: formatMobile(member.phone) },
  });
  const { errors } = formState;
  const busy = update.isPending || remove.isPending || setLevel.isPending;

  // docs/product.md#validation: the e-mail never changes; the name is required, the phone sent only when filled in.
  const onSubmit = async ({ name, phone }: UpdateTeamMember) => {
    try {
      await update.mutateAsync({ email: member.email, ...(name ? { name } : {}), ...(phone ? { phone } : {}) });
      // Keeps the state in step with what was saved, so a reload shows the new data.
      const saved = { ...member, ...(name ? { name } : {}), ...(phone ? { phone: digitsOnly(phone) } : {}) };
      navigate(paths.teamEdit, { replace: true, state: saved });
      await modal.show(teamWords.teamUpdated);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  // docs/product.md#team-gerente: the account holder makes the member a gerente, or back, at once.
  const onLevel = async () => {
    const level = member.level === 2 ? 1 : 2;
    const question =
      level === 2 ? teamWords.teamConfirmMakeGerente(member.name) : teamWords.teamConfirmMakeMember(member.name);
    if (!(await modal.confirm(question))) return;
    try {
      const { message } = await setLevel.mutateAsync({ email: member.email, level });
      navigate(paths.teamEdit, { replace: true, state: { ...member, level } });
      await modal.show(message);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  const onRemove = async () => {
    if (!(await modal.confirm(screenWords.confirmRemoveMember))) return;
    try {
      await remove.mutateAsync(member.email);
      await modal.show(teamWords.teamRemoved);
      backToTeam();
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  return (
    <>
      <PageTitle>{teamWords.teamEditTitle}</PageTitle>
      <div className="card team-form">
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <TextField
            label={commonWords.fieldEmail}
            type="email"
            readOnly
            required={false}
            hint={teamWords.teamEmailFixed}
            {...register('email')}
          />
          <TextField
            label={screenWords.fieldName}
            autoComplete="off"
            {...register('name')}
            error={errors.name?.message}
          />
          <PhoneField control={control} name="phone" required={false} />
          <button type="submit" className="button button-block" disabled={busy}>
            {teamWords.teamSave}
          </button>
        </form>
        <section className="team-level" aria-labelledby="team-level-title">
          <h2 id="team-level-title">{teamWords.teamLevelTitle}</h2>
          <p id="team-level-now">
            {member.level === 2 ? teamWords.teamLevelGerente(member.name) : teamWords.teamLevelMember(member.name)}
          </p>
          <button
            type="button"
            className={member.level === 2 ? 'button button-ghost button-block' : 'button button-block'}
            disabled={busy}
            aria-describedby="team-level-now"
            onClick={onLevel}
          >
            {member.level === 2 ? teamWords.teamMakeMember : teamWords.teamMakeGerente}
          </button>
        </section>
        <div className="team-danger">
          <button type="button" className="button button-danger button-block" disabled={busy} onClick={onRemove}>
            {teamWords.teamRemove}
          </button>
        </div>
      </div>
    </>
  );
}

/** For active managers only (docs/product.md#access-rules): anyone else is told why on arrival (docs/product.md#statuses-and-levels). */
export default function TeamEditRoute() {
  return (
    <ManagersOnly title={teamWords.teamEditTitle} call="updateTeamMember">
      <TeamEditScreen />
    </ManagersOnly>
  );
}
