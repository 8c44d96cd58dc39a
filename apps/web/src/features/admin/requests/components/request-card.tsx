import { formatDay } from '@arena/shared/rules/dates';
import { PLAN_SUBJECT_PREFIX, type RequestItem, type RequestType } from '@arena/shared/requests/schemas';
import { requestsStaffWords } from '@arena/shared/requests/staff-words';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';
import { usersWords } from '@arena/shared/users/words';

import { privacyDeadline } from '@arena/shared/rules/privacy';

import { Link } from 'react-router';
import { adminMemberPath } from '../../../../config/paths';
import { displayPhone, formatInstant, telHref, whatsappHref } from '../../shell/components/inbox-format';
import { EmailAddress } from '../../../../components/email-address';

export const typeLabels: Record<RequestType, string> = {
  plan: requestsStaffWords.inboxTypePlan,
  studio: requestsStaffWords.inboxTypeStudio,
  support: requestsStaffWords.inboxTypeSupport,
  privacy: requestsStaffWords.inboxTypePrivacy,
};

/** What the request is about, in a sentence (`Pedido de Marina (mudança de plano) reaberto.`). */
export function requestTopic(type: RequestItem['type']): string {
  return {
    plan: requestsStaffWords.inboxTopicPlan,
    studio: requestsStaffWords.inboxTopicStudio,
    support: requestsStaffWords.inboxTopicSupport,
    privacy: requestsStaffWords.inboxTopicPrivacy,
  }[type];
}

/**
 * What the request is about. The plan screen sends `Update Plan - <plan>`, the support form the
 * department as its subject, the studio form a fixed one (apps/api/src/modules/contact, booking).
 */
export function requestHeading(r: Pick<RequestItem, 'type' | 'subject'>): string {
  if (r.type === 'plan' && r.subject.startsWith(PLAN_SUBJECT_PREFIX)) {
    return requestsStaffWords.inboxRequestPlan(r.subject.slice(PLAN_SUBJECT_PREFIX.length));
  }
  if (r.type === 'support') return requestsStaffWords.inboxRequestDepartment(r.subject);
  return r.subject;
}

type Props = {
  request: RequestItem;
  zone: string;
  busy: boolean;
  onToggle: (r: RequestItem) => void;
};

/** One request of the inbox, with the sender's contact one tap away (docs/product.md#back-office). */
export function RequestCard({ request: r, zone, busy, onToggle }: Props) {
  const headingId = `request-${r.id}`;
  // Support messages carry no phone; the account they came from does.
  const ownPhone = r.phone.trim();
  const phone = ownPhone || r.member?.phone || '';
  const tel = telHref(phone);
  const whatsapp = whatsappHref(phone);
  const done = r.status === 'done';
  return (
    <li className="inbox-request card">
      <div className="inbox-request-tags">
        <span className={`inbox-tag inbox-tag-${r.type}`}>{typeLabels[r.type]}</span>
        <span className={`inbox-tag ${done ? 'inbox-tag-done' : 'inbox-tag-open'}`}>
          {done ? requestsStaffWords.inboxRequestDone : requestsStaffWords.inboxRequestOpen}
        </span>
      </div>
      <h2 id={headingId} className="inbox-request-title">
        {requestHeading(r)}
      </h2>
      {/* A deletion request is carried out on the member's page (docs/product.md#privacy). */}
      {r.type === 'privacy' && !done && r.member ? (
        <p>
          <Link to={adminMemberPath(r.member.id)}>{privacyStaffWords.privacyOpenMember}</Link>
        </p>
      ) : null}
      <p className="inbox-meta">
        {requestsStaffWords.inboxRequestReceived(formatInstant(r.created_at, zone))}
        {r.type === 'privacy' && !done && (
          <>
            {' · '}
            <strong>{requestsStaffWords.inboxRequestDeadline(formatDay(privacyDeadline(r.created_at, zone)))}</strong>
          </>
        )}
        {done && (
          <>
            {' · '}
            {requestsStaffWords.inboxRequestDoneAt(formatInstant(r.updated_at, zone))}
          </>
        )}
      </p>
      <p className="inbox-message">{r.message}</p>
      <div className="inbox-contact">
        <p className="inbox-contact-name">
          <span className="inbox-meta">{requestsStaffWords.inboxRequestFrom} </span>
          <strong>{r.name}</strong>
        </p>
        <ul className="inbox-links">
          <li>
            <a href={`mailto:${r.email}`}>
              <span className="visually-hidden">{requestsStaffWords.inboxRequestEmail} </span>
              <EmailAddress email={r.email} />
            </a>
          </li>
          {phone && (
            <li>
              {tel ? (
                <a href={tel}>
                  <span className="visually-hidden">{requestsStaffWords.inboxRequestCall} </span>
                  {ownPhone ? displayPhone(phone) : requestsStaffWords.inboxRequestAccountPhone(displayPhone(phone))}
                </a>
              ) : (
                <span>{phone}</span>
              )}
            </li>
          )}
          {whatsapp && (
            <li>
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                {requestsStaffWords.inboxRequestWhatsapp}
                <span className="visually-hidden">
                  {' '}
                  {requestsStaffWords.inboxRequestWhatsappWith(r.name)} {usersWords.opensInNewTab}
                </span>
              </a>
            </li>
          )}
          {r.member && (
            <li>
              <Link to={adminMemberPath(r.member.id)}>
                {requestsStaffWords.inboxRequestAccount(r.member.name || r.member.email)}
              </Link>
            </li>
          )}
        </ul>
      </div>
      <button
        type="button"
        className={`button ${done ? 'button-ghost' : ''} inbox-toggle`}
        disabled={busy}
        onClick={() => onToggle(r)}
      >
        {done ? requestsStaffWords.inboxReopen : requestsStaffWords.inboxMarkDone}
      </button>
    </li>
  );
}
