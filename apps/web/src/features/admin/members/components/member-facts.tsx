import { adminMessages } from '@arena/shared/admin-messages';
import { messages } from '@arena/shared/messages';
import type { AdminUser } from '@arena/shared/schemas/admin-members';
import type { ReactNode } from 'react';
import { documentInfo, formatCompanyPhone, formatPhone, formatRegistered, levelLabel, siteHref } from './member-format';
import { EmailAddress } from '../../../../components/email-address';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children || <span className="members-muted">{adminMessages.membersNotInformed}</span>}</dd>
    </div>
  );
}

/** E-mail, mobile and when they registered. */
export function PersonFacts({ user, timeZone }: { user: AdminUser; timeZone?: string }) {
  return (
    <dl className="members-facts">
      <Fact label={adminMessages.membersEmail}>
        <a href={`mailto:${user.email}`}>
          <EmailAddress email={user.email} />
        </a>
        {user.email_confirmed ? null : (
          <span className="members-invalid members-unconfirmed">{adminMessages.membersEmailUnconfirmed}</span>
        )}
      </Fact>
      <Fact label={adminMessages.membersPhone}>{user.phone ? formatPhone(user.phone) : ''}</Fact>
      <Fact label={adminMessages.membersRegistered}>{formatRegistered(user.created_at, timeZone)}</Fact>
    </dl>
  );
}

/** The company as registered (docs/product.md#screens), the document masked and marked valid or not. */
export function CompanyFacts({ company }: { company: NonNullable<AdminUser['company']> }) {
  const document = documentInfo(company.document);
  const href = siteHref(company.site);
  return (
    <dl className="members-facts">
      <Fact label={adminMessages.membersCompanyName}>{company.name}</Fact>
      <Fact label={adminMessages.membersDocument}>
        <span className="members-document">
          {document.formatted}
          <span className={document.valid ? 'members-valid' : 'members-invalid'}>{document.mark}</span>
        </span>
      </Fact>
      <Fact label={adminMessages.membersActivity}>{company.activity}</Fact>
      <Fact label={adminMessages.membersCompanyPhone}>{company.phone ? formatCompanyPhone(company.phone) : ''}</Fact>
      <Fact label={adminMessages.membersSite}>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {company.site}
            <span className="visually-hidden"> {messages.opensInNewTab}</span>
          </a>
        ) : (
          company.site
        )}
      </Fact>
    </dl>
  );
}

/**
 * The access settings as facts, for a staff role that may not change them (docs/product.md#staff-roles):
 * status, level, plan and seats, and who changes them.
 */
export function AccessFacts({ user }: { user: AdminUser }) {
  return (
    <>
      <dl className="members-facts">
        <Fact label={adminMessages.membersStatus}>{user.status}</Fact>
        <Fact label={adminMessages.membersLevel}>{levelLabel(user.level)}</Fact>
        <Fact label={adminMessages.membersPlan}>{user.plan ?? adminMessages.membersNoPlan}</Fact>
        <Fact label={adminMessages.membersSeats}>{String(user.qtd_team)}</Fact>
      </dl>
      <p className="members-muted">{adminMessages.staffAccessReadOnly}</p>
    </>
  );
}
