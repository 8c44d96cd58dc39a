import { privacyStaffWords } from '@arena/shared/privacy/staff-words';
import { privacyWords } from '@arena/shared/privacy/words';

import { formatDocument } from '@arena/shared/rules/documents';
import type { Trx } from '../../db/connect.ts';
import type { User } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { earlierValues, forgetInAudit, recordAudit } from '../audit/audit.service.ts';
import { cancelNotStartedOf } from '../bookings/bookings.service.ts';
import { forgetAsGuest } from '../bookings/guests.service.ts';
import { findCompany, updateCompany } from '../companies/companies.service.ts';
import { forgetInMoney, openInvoicesOf } from '../invoices/invoices.service.ts';
import { forgetInOutbox } from '../mail/mail.service.ts';
import { deleteDraftsOf } from '../registration/registration.service.ts';
import { forgetInRequests } from '../requests/requests.service.ts';
import { readLedger, recordInLedger } from './ledger.ts';
import { auditTargetsOf } from './privacy.repository.ts';
import {
  deleteAccess,
  listTeam,
  lockUser,
  removedEmail,
  revokeUserSessions,
  updateUser,
} from '../users/users.service.ts';

type ErasureDeps = Pick<Deps, 'clock' | 'config' | 'mailer'>;
/** `ledger: false` when the anonymisation re-applies an entry of the ledger: it is there already. */
type Options = { ledger?: boolean };

/**
 * POST /admin/users/:id/anonymize (docs/product.md#privacy): staff carry out a deletion request.
 * One transaction holding the person's row: all of it, or none. Answers the words for staff,
 * which say when the account still has open invoices (they stay due, without personal data).
 */
export async function anonymizeMember(deps: Pick<Deps, 'db'> & ErasureDeps, staff: AuthUser, id: number) {
  const now = deps.clock().toISOString();
  const { openInvoices } = await deps.db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    // Staff accounts leave through Equipe do espaço, not here.
    if (!row || row.role !== 'member') throw new AppError(404, 'userNotFound');
    if (row.anonymized_at !== null) throw new AppError(409, 'privacyAlreadyAnonymized');
    return anonymizePerson(trx, deps, row, staff.id, now);
  });
  return openInvoices > 0
    ? privacyStaffWords.privacyAnonymizedOpenInvoices(openInvoices)
    : privacyStaffWords.privacyAnonymized;
}

/**
 * The values that are this person's, to find them inside free text: `about` marks a message as
 * being about them (their e-mail, their document), `named` only names them (full name, phones).
 */
async function needlesOf(trx: Trx, row: User, company: { document: string; phone: string } | undefined) {
  // Values staff corrected count too: the person was named by them until then.
  const earlier = (field: string) => earlierValues(trx, `user:${row.id}`, field);
  // The addresses the person had before (their own changes, audited as `user.email`).
  const [names, lastnames, phones, documents, emails] = await Promise.all([
    earlier('name'),
    earlier('lastname'),
    earlier('phone'),
    earlier('document'),
    earlier('email'),
  ]);
  const about = new Set([row.email, ...emails]);
  for (const document of [company?.document ?? '', ...documents]) {
    if (document.length >= 11) about.add(document).add(formatDocument(document));
  }
  const named = new Set<string>();
  for (const name of [row.name, ...names]) {
    for (const lastname of [row.lastname, ...lastnames]) {
      const fullName = `${name} ${lastname}`.trim();
      // A single word ("Ana") would scrub every text with it; a full name is the person's.
      if (fullName.includes(' ')) named.add(fullName);
    }
  }
  for (const phone of [row.phone, company?.phone ?? '', ...phones]) if (phone.length >= 10) named.add(phone);
  // Longest first, so "Ana Souza Prado" goes whole before "Ana Souza" could leave "Prado".
  const byLength = (a: string, b: string) => b.length - a.length;
  return {
    emails: [row.email, ...emails],
    about: [...about].sort(byLength),
    named: [...named].sort(byLength),
    all: [...about, ...named].sort(byLength),
  };
}

/**
 * Anonymises one person inside the caller's transaction, which holds their row (staff's call
 * above, or the retention job for a refused registration; docs/product.md#privacy):
 * - bookings not started are cancelled; those that happened stay, as do invoices, under
 *   _Titular anonimizado_, for the fiscal years;
 * - name, e-mail, phone, password and the company's data replaced; sessions revoked with the reason;
 *   links, known browsers and the calendar address deleted; an account holder's team loses its access too;
 * - registration drafts of the address deleted; requests they sent closed and emptied;
 * - the copies of e-mails to them, or about them, deleted; their name taken out of the copies to
 *   others, of audit entries, of statement memos and payment notes;
 * - an audit entry without personal data.
 */
export async function anonymizePerson(
  trx: Trx,
  deps: ErasureDeps,
  row: User,
  actorId: number | null,
  now: string,
  options: Options = {},
) {
  const company = await findCompany(trx, row.id);
  const needles = await needlesOf(trx, row, company);
  const by = actorId ?? row.id;
  await cancelNotStartedOf(trx, deps, row.id, by);
  // Anonymising an account holder ends their team's access (docs/product.md#privacy).
  const team = row.manager_id === null ? await listTeam(trx, row.id) : [];
  for (const member of team) {
    await cancelNotStartedOf(trx, deps, member.id, by);
    await deleteAccess(trx, member.id);
    await revokeUserSessions(trx, member.id, now, 'holderAnonymized');
    await updateUser(trx, member.id, { status: 'Inativo', updated_at: now });
  }
  await deleteAccess(trx, row.id);
  // Revoked with the reason, not deleted: whoever still holds a token is told why (docs/product.md#sessions).
  await revokeUserSessions(trx, row.id, now, 'anonymized');
  await updateUser(trx, row.id, {
    name: privacyWords.anonymizedPerson,
    lastname: '',
    email: removedEmail(row.id),
    phone: '',
    password_hash: null,
    status: 'Inativo',
    removed_at: row.removed_at ?? now,
    anonymized_at: now,
    updated_at: now,
  });
  if (company)
    await updateCompany(trx, row.id, {
      document: '',
      name: privacyWords.anonymizedPerson,
      activity: '',
      phone: '',
      site: '',
    });
  await deleteDraftsOf(trx, row.email);
  await forgetInRequests(trx, {
    userId: row.id,
    email: row.email,
    replacementEmail: removedEmail(row.id),
    needles: needles.all,
    now,
  });
  const mailsDeleted = await forgetInOutbox(trx, {
    emails: needles.emails,
    about: needles.about,
    named: needles.named,
  });
  const account = row.manager_id === null ? row.id : null;
  await forgetInAudit(trx, await auditTargetsOf(trx, row.id, account), needles.all);
  // Someone else's guest: the host's booking keeps a guest, not who it was.
  await forgetAsGuest(trx, { emails: needles.emails, needles: needles.named });
  // An account holder's invoices were paid by lines that name them, however the bank spelt it.
  await forgetInMoney(trx, needles.all, account);
  const openInvoices = row.manager_id === null ? await openInvoicesOf(trx, row.id) : 0;
  await recordAudit(trx, {
    actorId,
    action: 'user.anonymize',
    target: `user:${row.id}`,
    before: null,
    after: { team_access_ended: team.length, emails_deleted: mailsDeleted, open_invoices: openInvoices },
    now,
  });
  // Last, still inside the transaction: a restore brings nobody back (ledger.ts).
  if (options.ledger !== false)
    recordInLedger(deps.config.ERASURE_LEDGER, { user_id: row.id, created_at: row.created_at, anonymized_at: now });
  return { openInvoices, team: team.length };
}

/**
 * After a restore (docs/operations.md#restore): everyone in the anonymisations' ledger whose row
 * is back with its personal data — the same id and creation time, not yet anonymised — is
 * anonymised again, each in its own transaction, audited without actor. Run by every process at
 * start and with the hourly retention check. Answers how many.
 */
export async function reapplyLedger(deps: Pick<Deps, 'db'> & ErasureDeps): Promise<number> {
  let done = 0;
  for (const entry of readLedger(deps.config.ERASURE_LEDGER)) {
    const again = await deps.db.transaction().execute(async (trx) => {
      const row = await lockUser(trx, entry.user_id);
      if (!row || row.anonymized_at !== null || row.created_at !== entry.created_at) return false;
      await anonymizePerson(trx, deps, row, null, deps.clock().toISOString(), { ledger: false });
      return true;
    });
    if (again) done += 1;
  }
  return done;
}
