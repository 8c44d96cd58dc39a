import type { AdminUser } from '@arena/shared/users/staff-schemas';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { usersWords } from '@arena/shared/users/words';

import type { ReactNode } from 'react';
import { documentInfo, formatCompanyPhone, formatPhone, formatRegistered, levelLabel, siteHref } from './member-format';
import { EmailAddress } from '../../../../components/email-address';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children || <span className="members-muted">{usersStaffWords.membersNotInformed}</span>}</dd>
    </div>
  );
}

/** E-mail, mobile and when they registered. */
export function PersonFacts({ user, timeZone }: { user: AdminUser; timeZone?: string }) {
  return (
    <dl className="members-facts">
      <Fact label={usersStaffWords.membersEmail}>
        <a href={`mailto:${user.email}`}>
          <EmailAddress email={user.email} />
        </a>
        {user.email_confirmed ? null : (
          <span className="members-invalid members-unconfirmed">{usersStaffWords.membersEmailUnconfirmed}</span>
        )}
      </Fact>
      <Fact label={usersStaffWords.membersPhone}>{user.phone ? formatPhone(user.phone) : ''}</Fact>
      <Fact label={usersStaffWords.membersRegistered}>{formatRegistered(user.created_at, timeZone)}</Fact>
    </dl>
  );
}

/** The company as registered (docs/product.md#screens), the document masked and marked valid or not. */
export function CompanyFacts({ company }: { company: NonNullable<AdminUser['company']> }) {
  const document = documentInfo(company.document);
  const href = siteHref(company.site);
  return (
    <dl className="members-facts">
      <Fact label={usersStaffWords.membersCompanyName}>{company.name}</Fact>
      <Fact label={usersStaffWords.membersDocument}>
        <span className="members-document">
          {document.formatted}
          <span className={document.valid ? 'members-valid' : 'members-invalid'}>{document.mark}</span>
        </span>
      </Fact>
      <Fact label={usersStaffWords.membersActivity}>{company.activity}</Fact>
      <Fact label={usersStaffWords.membersCompanyPhone}>{company.phone ? formatCompanyPhone(company.phone) : ''}</Fact>
      <Fact label={usersStaffWords.membersSite}>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {company.site}
            <span className="visually-hidden"> {usersWords.opensInNewTab}</span>
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
        <Fact label={usersStaffWords.membersStatus}>{user.status}</Fact>
        <Fact label={usersStaffWords.membersLevel}>{levelLabel(user.level)}</Fact>
        <Fact label={usersStaffWords.membersPlan}>{user.plan ?? usersStaffWords.membersNoPlan}</Fact>
        <Fact label={usersStaffWords.membersSeats}>{String(user.qtd_team)}</Fact>
      </dl>
      <p className="members-muted">{usersStaffWords.staffAccessReadOnly}</p>
    </>
  );
}
