import type { AdminUser } from '@arena/shared/users/staff-schemas';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { useId, useState } from 'react';
import { useModal } from '../../../../components/modal';
import { errorMessage } from '../../../../lib/api-client';
import { useConfig } from '../../../../lib/use-config';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useUpdateUser } from '../api/update-user';
import { type Approval, ApproveForm } from './approve-form';
import { ConfirmationLink } from './confirmation-link';
import { CompanyFacts, PersonFacts } from './member-facts';
import { fullName } from './member-format';
import { RefuseForm } from './refuse-form';

type Props = { user: AdminUser; plans: readonly string[]; timeZone?: string };

/** One registration waiting for staff (docs/product.md#back-office): the person, the company, approve or refuse. */
export function PendingCard({ user, plans, timeZone }: Props) {
  const [mode, setMode] = useState<'view' | 'approve' | 'refuse'>('view');
  const update = useUpdateUser();
  const resend = useResendConfirmation();
  const modal = useModal();
  // Without MAIL_URL the link is not mailed: the answer carries it, to pass on (walk C6).
  const mailed = useConfig().data?.mail_delivered !== false;
  const [link, setLink] = useState<string | null>(null);
  const headingId = useId();
  const name = fullName(user);

  const send = async (body: Parameters<typeof update.mutateAsync>[0]) => {
    try {
      const { message } = await update.mutateAsync(body);
      await modal.show(message);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };
  const resendLink = async () => {
    try {
      const answer = await resend.mutateAsync(user.id);
      setLink(answer.link ?? null);
      await modal.show(answer.message);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };
  const approve = (a: Approval) => send({ id: user.id, status: 'Ativo', plan: a.plan, qtd_team: a.qtd_team });
  const refuse = (reason: string) => send({ id: user.id, status: 'Inativo', reason });

  return (
    <article className="card members-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="members-card-title">
        {name}
      </h2>
      <PersonFacts user={user} timeZone={timeZone} />
      {user.email_confirmed ? null : (
        <div className="members-unconfirmed-note">
          <p>
            {mailed ? usersStaffWords.membersEmailUnconfirmedHint : usersStaffWords.membersEmailUnconfirmedHintQueued}
          </p>
          <button type="button" className="button button-ghost" disabled={resend.isPending} onClick={resendLink}>
            {mailed ? usersStaffWords.membersResendConfirmation : usersStaffWords.membersMakeConfirmation}
          </button>
          {link ? <ConfirmationLink link={link} /> : null}
        </div>
      )}
      <h3 className="members-subtitle">{usersStaffWords.membersCompany}</h3>
      {user.company ? (
        <CompanyFacts company={user.company} />
      ) : (
        <p className="empty">{usersStaffWords.membersNoCompany}</p>
      )}
      {mode === 'view' ? (
        <div className="members-buttons">
          {/* Approval waits for the proof of address (walk C7): disabled, the note above says why. */}
          <button type="button" className="button" disabled={!user.email_confirmed} onClick={() => setMode('approve')}>
            {usersStaffWords.membersApprove}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setMode('refuse')}>
            {usersStaffWords.membersRefuse}
          </button>
        </div>
      ) : null}
      {mode === 'approve' ? (
        <ApproveForm
          name={name}
          plans={plans}
          requested={user.plan}
          busy={update.isPending}
          onApprove={approve}
          onBack={() => setMode('view')}
        />
      ) : null}
      {mode === 'refuse' ? (
        <RefuseForm name={name} busy={update.isPending} onRefuse={refuse} onBack={() => setMode('view')} />
      ) : null}
    </article>
  );
}
