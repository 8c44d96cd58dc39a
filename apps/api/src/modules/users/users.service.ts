import { isRefusal, isSuspension, type PatchUserBody } from '@arena/shared/users/staff-schemas';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';
import { teamWords } from '@arena/shared/users/team-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { digitsOnly } from '@arena/shared/rules/phones';
import { stripDocument } from '@arena/shared/rules/documents';

import type { Config } from '../../config.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Trx } from '../../db/connect.ts';
import type { UserUpdate } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { listAcceptances } from './terms.repository.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { pick } from '../../lib/pick.ts';
import { localDateTime } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { listUpcomingOfUser } from '../bookings/bookings.service.ts';
import { findCompany, updateCompany } from '../companies/companies.service.ts';
import { issueFirstInvoice, openInvoicesOf } from '../invoices/invoices.service.ts';
import { accessSuspended, approved, reactivated, registrationRefused } from '../mail/mail.service.ts';
import { planIdByName, planName } from '../plans/plans.service.ts';
import { admitLoginAttempt, forgetLoginFailures } from './login-guard.ts';
import { revokeUserSessions, useUpAllTokens } from './sessions.repository.ts';
import {
  accountManager,
  countTeam,
  emailTaken,
  findPerson,
  findUserById,
  listTeam,
  lockUser,
  toSessionUser,
  updateUser,
} from './users.repository.ts';
import { findMember } from './members.repository.ts';

/** What other modules read of users: registration's checks, the back-office badge, the audit log's labels. */
export { countPendingMembers, emailTaken, insertUser, userLabels } from './users.repository.ts';
/** Erasure (modules/privacy, docs/product.md#privacy): the row held, access ended, fields replaced. */
export { deleteAccess, listTeam, lockRefusedBefore, lockUser, updateUser } from './users.repository.ts';
export { revokeUserSessions } from './sessions.repository.ts';
export { removedEmail } from './team.service.ts';
/** Registration's proof of address (docs/product.md#registration-proof). */
export { confirmEmail, mailConfirmLink } from './confirmation.service.ts';

type CompanyCorrection = NonNullable<PatchUserBody['company']>;

export type AccountChanges = { email?: string; phone: string; old_password?: string; password?: string };
export type AccountResult = { ok: true; user: ReturnType<typeof toSessionUser> } | { ok: false };

/**
 * PUT /users (docs/product.md#api). The phone always; a new e-mail or password only with the current
 * password, whose mismatch is the seed's 203. A new password ends the other sessions.
 */
/** Who manages a team member's account, for their home (docs/product.md#team); `null` for an account holder. */
export async function managerOf({ db }: Pick<Deps, 'db'>, user: Pick<AuthUser, 'manager_id'>) {
  return user.manager_id === null ? null : accountManager(db, user.manager_id);
}

export async function updateAccount(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'limiter'>,
  caller: AuthUser,
  changes: AccountChanges,
  ip: string,
): Promise<AccountResult> {
  const { db, clock } = deps;
  const user = await findUserById(db, caller.id);
  if (!user) throw new AppError(401, 'unauthenticated');
  const newEmail = changes.email && changes.email !== user.email ? changes.email : undefined;
  const newPassword = changes.password ? changes.password : undefined;
  if (newEmail || newPassword) {
    // The words name what the current password is for: a new password, or only a new e-mail.
    if (!changes.old_password) {
      throw new AppError(400, newPassword ? 'currentPasswordRequired' : 'currentPasswordForEmail');
    }
    // A current-password check is a login attempt (docs/product.md#api): the same limits hold it.
    const guard = { email: user.email, ip };
    await admitLoginAttempt(deps, guard);
    if (!(await verifyPassword(user.password_hash, changes.old_password, { lane: 'member', client: ip }))) {
      return { ok: false };
    }
    await forgetLoginFailures(deps, guard);
  }
  if (newEmail && (await emailTaken(db, newEmail, user.id))) throw new AppError(409, 'emailTaken');
  const now = clock().toISOString();
  const passwordHash = newPassword ? await hashPassword(newPassword, { lane: 'member', client: ip }) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, {
        phone: digitsOnly(changes.phone),
        ...(newEmail ? { email: newEmail } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: now,
      });
      // Audited with the old address: an anonymisation finds the person, and the copies sent
      // there, under it too; the export lists those copies (docs/product.md#anonymize, #my-data).
      if (newEmail) {
        await recordAudit(trx, {
          actorId: user.id,
          action: 'user.email',
          target: `user:${user.id}`,
          before: { email: user.email },
          after: { email: newEmail },
          now,
        });
      }
      if (passwordHash) {
        await revokeUserSessions(trx, user.id, now, 'password', caller.sessionId);
        await useUpAllTokens(trx, user.id, now);
      }
    });
  } catch (err) {
    // Two people taking the same free e-mail at once: the check above let both through, the
    // unique index stops the second, who hears the ordinary 409.
    throw isUniqueViolation(err) ? new AppError(409, 'emailTaken') : err;
  }
  const updated = await findUserById(db, user.id);
  if (!updated) throw new AppError(401, 'unauthenticated');
  return { ok: true, user: toSessionUser(updated, deps.config.TERMS_VERSION) };
}

/** A member as staff see it: their data, who manages them, their team and upcoming bookings. */
export async function memberDetail({ db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>, id: number) {
  const member = await findMember(db, id);
  if (!member) throw new AppError(404, 'userNotFound');
  const now = localDateTime(clock(), config.SPACE_TIMEZONE);
  const [manager, team, appointments, terms, openInvoices] = await Promise.all([
    member.manager_id === null ? null : findPerson(db, member.manager_id),
    listTeam(db, id),
    listUpcomingOfUser(db, id, now),
    listAcceptances(db, id),
    member.manager_id === null ? openInvoicesOf(db, id) : 0,
  ]);
  return { ...member, manager: manager ?? null, team, appointments, terms, open_invoices: openInvoices };
}

/**
 * Staff change a member's status, level, plan or seats (docs/product.md#api, #back-office). Approval (to Ativo)
 * e-mails the "liberado" message; refusing a registration needs a reason, which is mailed;
 * suspending an active member mails a notice. Seats never go below the team already there.
 * Answers the text to show staff.
 */
export async function patchUser(
  { db, clock, config, mailer }: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  staff: AuthUser,
  id: number,
  body: PatchUserBody,
) {
  const { reason, name, lastname, phone, company, ...patch } = body;
  const corrected = pickDefined({ name, lastname, phone: phone === undefined ? undefined : digitsOnly(phone) });
  const now = clock().toISOString();
  const { notice, firstInvoice } = await db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    // Staff accounts are not members: this route does not reach them.
    if (!row || row.role !== 'member') throw new AppError(404, 'userNotFound');
    // An anonymised person is gone for good (docs/product.md#anonymize): never reactivated, billed
    // or mailed again, whatever staff change.
    if (row.anonymized_at !== null) throw new AppError(409, 'membersAnonymizedLocked');
    // Only a proven address becomes a usable account (docs/product.md#registration-proof).
    if (patch.status === 'Ativo' && row.status !== 'Ativo' && row.email_confirmed_at === null) {
      throw new AppError(409, 'membersEmailNotConfirmed');
    }
    if (isRefusal(row.status, patch.status ?? row.status) && !reason) {
      throw new AppError(400, 'membersReasonRequired');
    }
    if (patch.qtd_team !== undefined) {
      const size = await countTeam(trx, id);
      if (patch.qtd_team < size) throw AppError.with(409, 'membersSeatsBelowTeam', size);
    }
    const changes: UserUpdate = { updated_at: now, ...corrected };
    if (patch.status !== undefined) changes.status = patch.status;
    // A refusal starts the 180 days after which retention anonymises it (docs/product.md#retention);
    // approving it after all stops them.
    if (isRefusal(row.status, patch.status ?? row.status)) changes.refused_at = now;
    else if (patch.status === 'Ativo') changes.refused_at = null;
    if (patch.level !== undefined) changes.level = patch.level;
    // The plan travels by name (docs/product.md#api) and is kept as a reference (docs/product.md#plans).
    if (patch.plan !== undefined) changes.plan_id = await planIdByName(trx, patch.plan);
    if (patch.qtd_team !== undefined) changes.qtd_team = patch.qtd_team;
    await updateUser(trx, id, changes);
    // Approval issues the first invoice: the rest of this month, pro rata (docs/product.md#invoices).
    let billed: 'issued' | 'existing' | 'none' = 'none';
    const to = patch.status ?? row.status;
    if (to === 'Ativo' && row.status !== 'Ativo' && row.status !== 'Inativo' && row.manager_id === null) {
      billed = await issueFirstInvoice({ db: trx, clock, config, mailer }, trx, id, staff.id);
    }
    const companyChange = company ? await correctCompany(trx, row, company) : null;
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'user.update',
      target: `user:${id}`,
      before: {
        ...pick({ ...row, plan: await planName(trx, row.plan_id) }, { ...patch, ...corrected }),
        ...(companyChange ? { company: companyChange.before } : {}),
      },
      after: {
        ...patch,
        ...corrected,
        ...(reason ? { reason } : {}),
        ...(companyChange ? { company: companyChange.after } : {}),
      },
      now,
    });
    // The member's e-mail is queued with the change it tells of.
    const notice = noticeOf(row, patch.status ?? row.status, reason, config);
    if (notice) await mailer.send({ to: row.email, ...notice.mail }, { db: trx });
    return { notice, firstInvoice: billed };
  });
  const onlyCorrection = Object.keys(patch).length === 0 && (Object.keys(corrected).length > 0 || company);
  const answer = notice?.answer ?? (onlyCorrection ? privacyStaffWords.membersCorrected : teamWords.teamUpdated);
  // Staff hear that approval billed the rest of the month (walk P15).
  return firstInvoice === 'issued' ? `${answer} ${usersStaffWords.membersFirstInvoiceIssued}` : answer;
}

/** The fields given a value: what a correction replaces. */
function pickDefined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Staff correct the account's company (docs/product.md#privacy): only an account holder has one
 * (a team member's is their manager's). The document is kept without its mask, as registration
 * keeps it, and was checked by its check digits in the schema. Answers the audit's before/after.
 */
async function correctCompany(trx: Trx, row: { id: number; manager_id: number | null }, given: CompanyCorrection) {
  const current = row.manager_id === null ? await findCompany(trx, row.id) : undefined;
  if (!current) throw new AppError(409, 'membersCompanyNotHeld');
  const changes = pickDefined({
    ...given,
    document: given.document === undefined ? undefined : stripDocument(given.document),
    phone: given.phone === undefined ? undefined : digitsOnly(given.phone),
  });
  await updateCompany(trx, row.id, changes);
  return { before: pick(current, changes), after: changes };
}

/** What a status change tells the member, and what the staff screen then says. */
function noticeOf(user: { name: string; status: string }, to: string, reason: string | undefined, config: Config) {
  const from = user.status;
  const mailed = Boolean(config.MAIL_URL);
  if (to === 'Ativo' && from !== 'Ativo') {
    // Inativo → Ativo gives back an access once approved; only a pending registration is approved.
    const mail = from === 'Inativo' ? reactivated : approved;
    return {
      mail: mail(user.name, config.PUBLIC_URL),
      answer: mailed ? usersStaffWords.membersApproved : usersStaffWords.membersApprovedQueued,
    };
  }
  if (isRefusal(from, to)) {
    return {
      mail: registrationRefused(user.name, reason ?? ''),
      answer: mailed ? usersStaffWords.membersRefused : usersStaffWords.membersRefusedQueued,
    };
  }
  if (isSuspension(from, to)) {
    return {
      mail: accessSuspended(user.name, reason),
      answer: mailed ? usersStaffWords.membersSuspended : usersStaffWords.membersSuspendedQueued,
    };
  }
  return null;
}
