import { screenWords } from '@arena/shared/contract/screen-words';
import { createTeamMemberBody } from '@arena/shared/users/schemas';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { commonWords } from '@arena/shared/contract/words';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PhoneField } from '../../../components/phone-field';
import { useModal } from '../../../components/modal';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useConfig } from '../../../lib/use-config';
import { type CreateTeamMember, useCreateTeamMember } from '../api/create-team-member';
import { useTeamSeats } from '../api/get-team-seats';
import { seatsLine } from '../utils/seats-text';
import { useBackToTeam } from '../utils/use-back-to-team';
import '../team.css';

/**
 * `/team/newuser` (docs/product.md#screens, #validation): name, e-mail and phone, all required, checked by the same schema
 * as the server. The line above the form counts the plan's real free seats (docs/product.md#team).
 */
function NewUserScreen() {
  const session = useSession();
  const seats = useTeamSeats();
  // Without MAIL_URL the invite only waits in the outbox (GET /config mail_delivered).
  const config = useConfig();
  const create = useCreateTeamMember();
  const modal = useModal();
  const backToTeam = useBackToTeam();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(createTeamMemberBody),
    defaultValues: { name: '', email: '', phone: '' },
  });
  const { errors } = formState;

  const onSubmit = async (body: CreateTeamMember) => {
    try {
      await create.mutateAsync(body);
      await modal.show(teamWords.teamAdded);
      backToTeam();
    } catch (error) {
      // The server's own words: no free seats, e-mail taken… (docs/product.md#errors).
      await modal.show(errorMessage(error));
    }
  };

  return (
    <>
      <PageTitle>{teamWords.teamNewTitle}</PageTitle>
      <div className="card team-form">
        <p className="team-status-line" aria-live="polite">
          {seats.data
            ? seatsLine(session?.status ?? '', seats.data.free)
            : seats.isError
              ? errorMessage(seats.error)
              : teamWords.teamLoading}
        </p>
        {seats.data?.free === 0 ? (
          // No seat left: said on arrival (as /team's disabled button does), not after a filled form.
          <div className="team-no-seats" role="status">
            <p>
              <strong>{teamWords.teamNoSeats}</strong> {teamWords.teamNoSeatsHelp}
            </p>
            <Link className="button button-block" to={paths.team}>
              {teamWords.teamGoToTeam}
            </Link>
          </div>
        ) : (
          <form onSubmit={handleSubmit(onSubmit)} noValidate>
            <TextField
              label={screenWords.fieldName}
              autoComplete="off"
              {...register('name')}
              error={errors.name?.message}
            />
            <TextField
              label={commonWords.fieldEmail}
              type="email"
              autoComplete="off"
              {...register('email')}
              error={errors.email?.message}
            />
            <PhoneField control={control} name="phone" />
            <p className="field-hint">
              {config.data?.mail_delivered === false ? usersWords.teamInviteNoteQueued : teamWords.teamInviteNote}
            </p>
            <button type="submit" className="button button-block" disabled={create.isPending}>
              {teamWords.teamAdd}
            </button>
          </form>
        )}
      </div>
    </>
  );
}

/** For active managers only (docs/product.md#access-rules): anyone else is told why on arrival (docs/product.md#statuses-and-levels). */
export default function NewUserRoute() {
  return (
    <ManagersOnly title={teamWords.teamNewTitle} call="createTeamMember">
      <NewUserScreen />
    </ManagersOnly>
  );
}
