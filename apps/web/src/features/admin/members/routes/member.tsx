import { screenWords } from '@arena/shared/contract/screen-words';
import { termsVersionName } from '@arena/shared/terms/words';
import { type AdminUserDetail, isRefusal, isSuspension, type PatchUserBody } from '@arena/shared/users/staff-schemas';
import { MAX_ID } from '@arena/shared/contract/fields';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { teamWords } from '@arena/shared/users/team-words';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';

import { Link, useParams } from 'react-router';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { adminMemberPath, paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/session';
import { useConfig } from '../../../../lib/use-config';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { AnonymizeSection } from '../components/anonymize-section';
import { CorrectionForm } from '../components/correction-form';
import { AccessFacts, CompanyFacts, PersonFacts } from '../components/member-facts';
import { MemberForm } from '../components/member-form';
import { formatBooking, formatRegistered, fullName, levelLabel } from '../components/member-format';
import { UserStatusBadge } from '../components/user-status-badge';
import '../members.css';
import { EmailAddress } from '../../../../components/email-address';

/** `/admin/members/:id` (docs/product.md#back-office): a member's data, access settings, team and bookings. */
export default function MemberRoute() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= MAX_ID;
  return (
    <>
      <Link className="members-back" to={paths.adminMembers}>
        ← {usersStaffWords.membersBackToList}
      </Link>
      {valid ? <MemberScreen id={id} /> : <Missing message={screenWords.userNotFound} />}
    </>
  );
}

function Missing({ message }: { message: string }) {
  return (
    <>
      <PageTitle>{usersStaffWords.membersTitle}</PageTitle>
      <p role="alert">{message}</p>
    </>
  );
}

function MemberScreen({ id }: { id: number }) {
  const member = useUser(id);
  if (member.isPending) return <p role="status">{usersStaffWords.membersLoading}</p>;
  if (member.isError) return <Missing message={errorMessage(member.error, usersStaffWords.membersLoadFailed)} />;
  return <Member user={member.data} />;
}

function Member({ user }: { user: AdminUserDetail }) {
  const config = useConfig();
  const update = useUpdateUser();
  const modal = useModal();
  // Recepção reads the member; financeiro and administrators change them (docs/product.md#staff-roles).
  const mayChange = useCan('patchMember');
  const name = fullName(user);

  const save = async (patch: PatchUserBody) => {
    if (Object.keys(patch).length === 0) {
      await modal.show(usersStaffWords.membersNothingChanged);
      return;
    }
    const to = patch.status ?? user.status;
    const ask = isRefusal(user.status, to)
      ? usersStaffWords.membersAskRefuse
      : isSuspension(user.status, to)
        ? usersStaffWords.membersAskSuspend
        : null;
    if (ask && !(await modal.confirm(ask(name, config.data?.mail_delivered !== false)))) return;
    try {
      const { message } = await update.mutateAsync({ id: user.id, ...patch });
      await modal.show(message);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  // Saved values remount the form, so it starts again from what the server holds.
  const formKey = [user.id, user.status, user.level, user.plan, user.qtd_team].join('|');
  const correctionKey = JSON.stringify([user.name, user.lastname, user.phone, user.company]);
  // The manager's name is a link inside the sentence: the sentence is cut around it.
  const teamOf = usersStaffWords.membersTeamOf('\u0000').split('\u0000');
  const seats = teamWords.teamSeatsUsage({ used: `${user.team.length}`, total: `${user.qtd_team}` });

  return (
    <>
      <PageTitle>{name}</PageTitle>
      <p className="members-tags">
        <UserStatusBadge status={user.status} />
        <span className="members-level">{levelLabel(user.level)}</span>
      </p>
      <div className="members-columns">
        <div className="stack">
          <section className="card" aria-labelledby="member-personal">
            <h2 id="member-personal" className="members-subtitle">
              {usersStaffWords.membersPersonal}
            </h2>
            <PersonFacts user={user} timeZone={config.data?.timezone} />
            {user.manager ? (
              <p>
                {teamOf[0]}
                <Link to={adminMemberPath(user.manager.id)}>{fullName(user.manager)}</Link>
                {teamOf[1]}
              </p>
            ) : null}
          </section>
          <section className="card" aria-labelledby="member-terms">
            <h2 id="member-terms" className="members-subtitle">
              {usersStaffWords.membersTerms}
            </h2>
            {user.terms.length === 0 ? <p className="empty">{usersStaffWords.membersTermsNone}</p> : null}
            <ul className="members-terms">
              {user.terms.map((t) => (
                <li key={t.version}>
                  {usersStaffWords.membersTermsLine(
                    termsVersionName(t.version),
                    formatRegistered(t.accepted_at, config.data?.timezone),
                    t.ip,
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="member-company">
            <h2 id="member-company" className="members-subtitle">
              {usersStaffWords.membersCompany}
            </h2>
            {user.company ? (
              <CompanyFacts company={user.company} />
            ) : (
              <p className="empty">{usersStaffWords.membersNoCompany}</p>
            )}
          </section>
          {mayChange ? (
            <section className="card" aria-labelledby="member-correct">
              <h2 id="member-correct" className="members-subtitle">
                {privacyStaffWords.membersCorrectTitle}
              </h2>
              <CorrectionForm key={correctionKey} user={user} busy={update.isPending} onSave={save} />
            </section>
          ) : null}
          <AnonymizeSection user={user} />
        </div>
        <div className="stack">
          <section className="card" aria-labelledby="member-access">
            <h2 id="member-access" className="members-subtitle">
              {usersStaffWords.membersAccess}
            </h2>
            {mayChange ? (
              <MemberForm
                key={formKey}
                user={user}
                plans={config.data?.plans ?? []}
                busy={update.isPending}
                onSave={save}
              />
            ) : (
              <AccessFacts user={user} />
            )}
          </section>
          {/* A team gerente (level 2, on someone's account) runs no team of their own (docs/product.md#team-gerente). */}
          {(user.level === 2 && !user.manager) || user.team.length > 0 ? (
            <section className="card" aria-labelledby="member-team">
              <h2 id="member-team" className="members-subtitle">
                {usersStaffWords.membersTeam}
              </h2>
              <p className="members-muted">{seats}</p>
              {user.team.length === 0 ? <p className="empty">{usersStaffWords.membersTeamEmpty}</p> : null}
              <ul className="list">
                {user.team.map((m) => (
                  <li key={m.id}>
                    <Link className="list-item members-item" to={adminMemberPath(m.id)}>
                      <span className="members-item-main">
                        <strong>{fullName(m)}</strong>
                        <span className="members-muted">
                          <EmailAddress email={m.email} />
                        </span>
                      </span>
                      <UserStatusBadge status={m.status} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="card" aria-labelledby="member-bookings">
            <h2 id="member-bookings" className="members-subtitle">
              {usersStaffWords.membersBookings}
            </h2>
            {user.appointments.length === 0 ? <p className="empty">{usersStaffWords.membersBookingsEmpty}</p> : null}
            <ul className="list">
              {user.appointments.map((a) => {
                const when = formatBooking(a.date_initial, a.date_final);
                return (
                  <li key={a.id} className="list-item members-booking">
                    <strong>{a.room}</strong>
                    <span>
                      {when.day} · <span className="members-nowrap">{when.time}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
