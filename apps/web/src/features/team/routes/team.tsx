import { teamWords } from '@arena/shared/users/team-words';
import { formatMobile } from '@arena/shared/rules/phones';
import { Link } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useModal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { type TeamListMember, useTeam } from '../api/get-team';
import { useResendInvite } from '../api/resend-invite';
import { useTeamSeats } from '../api/get-team-seats';
import { freeSeatsText, seatsUsage } from '../utils/seats-text';
import { fromTeam } from '../utils/use-back-to-team';
import '../team.css';
import { EmailAddress } from '../../../components/email-address';

/** `/team` (docs/product.md#screens): the manager's members, the plan's seats and the way to add one. */
function TeamScreen() {
  const team = useTeam();
  const seats = useTeamSeats();

  return (
    <>
      <PageTitle>{teamWords.teamTitle}</PageTitle>
      <div className="team-grid">
        <section className="card team-seats" aria-labelledby="team-seats-title">
          <h2 id="team-seats-title">{teamWords.teamSeatsTitle}</h2>
          {seats.data ? (
            <>
              <p className="team-seats-free">{freeSeatsText(seats.data.free)}</p>
              <p className="team-seats-used">{seatsUsage(seats.data.used, seats.data.total)}</p>
            </>
          ) : (
            <p>{seats.isError ? errorMessage(seats.error) : teamWords.teamLoading}</p>
          )}
          {seats.data?.free === 0 ? (
            // No seat left: the add is shown off, with the reason, rather than refused after a form.
            <>
              <button type="button" className="button button-block" disabled aria-describedby="team-no-seats">
                {teamWords.teamNewTitle}
              </button>
              <p id="team-no-seats">{teamWords.teamNoSeats}</p>
            </>
          ) : (
            <Link className="button button-block" to={paths.teamNew} state={fromTeam}>
              {teamWords.teamNewTitle}
            </Link>
          )}
        </section>
        <section aria-labelledby="team-members-title">
          <h2 id="team-members-title">{teamWords.teamMembersTitle}</h2>
          <Members query={team} />
        </section>
      </div>
    </>
  );
}

function Members({ query }: { query: ReturnType<typeof useTeam> }) {
  if (query.isError) return <p role="alert">{errorMessage(query.error)}</p>;
  if (!query.data) return <p>{teamWords.teamLoading}</p>;
  if (query.data.length === 0) return <p className="empty">{teamWords.teamEmpty}</p>;
  return (
    <ul className="list">
      {query.data.map((member) => (
        <li key={member.email} className="team-member-item">
          <MemberRow member={member} />
          {member.invite === 'pending' ? <ResendInvite member={member} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Each row opens /team/edit with name, email and phone in the navigation state (docs/product.md#screens). */
function MemberRow({ member: { invite, ...member } }: { member: TeamListMember }) {
  return (
    <Link className="list-item team-member" to={paths.teamEdit} state={{ ...member, ...fromTeam }}>
      <span className="team-member-text">
        <strong>
          <span className="visually-hidden">{teamWords.teamEdit} </span>
          {member.name}
        </strong>
        <EmailAddress email={member.email} />
        <span>{formatMobile(member.phone)}</span>
        <span>{invite === 'pending' ? teamWords.teamInvitePending : teamWords.teamInviteActive}</span>
        {member.level === 2 ? <span className="team-gerente-badge">{teamWords.teamGerenteBadge}</span> : null}
      </span>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </Link>
  );
}

/** A member who has not set a password yet gets the invite again (POST /team/resend). */
function ResendInvite({ member }: { member: TeamListMember }) {
  const resend = useResendInvite();
  const modal = useModal();
  const onClick = async () => {
    try {
      // The server's words: without MAIL_URL they say the invite was not sent.
      await modal.show((await resend.mutateAsync(member.email)).message);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };
  return (
    <button
      type="button"
      className="button button-ghost team-resend"
      aria-label={teamWords.teamResendInviteFor(member.name)}
      disabled={resend.isPending}
      onClick={onClick}
    >
      {teamWords.teamResendInvite}
    </button>
  );
}

/** For active managers only (docs/product.md#access-rules): anyone else is told why on arrival (docs/product.md#statuses-and-levels). */
export default function TeamRoute() {
  return (
    <ManagersOnly title={teamWords.teamTitle} call="getTeam">
      <TeamScreen />
    </ManagersOnly>
  );
}
