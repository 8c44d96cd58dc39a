import { CONFIRM_EMAIL_TTL_MS } from '@arena/shared/contract/limits';
import { registrationWords } from '@arena/shared/registration/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import type { Trx } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { addMs } from '../../lib/time.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { confirmEmailLink } from '../mail/mail.service.ts';
import { consumeToken, insertOneTimeToken, type LinkPurpose } from './sessions.repository.ts';
import { lockUser, markEmailConfirmed } from './users.repository.ts';

/**
 * The registration's proof of address (docs/product.md#registration-proof): a single-use link to
 * /confirm-email, stored hashed like recovery links, issued in the transaction that queues its
 * mail. Mailed at the terms step; the person (from home) and staff may send a new one.
 */
export async function issueConfirmLink(deps: Pick<Deps, 'clock' | 'config'> & { db: Trx }, userId: number) {
  const now = deps.clock();
  const { token, hash } = newToken();
  await insertOneTimeToken(deps.db, {
    userId,
    tokenHash: hash,
    purpose: 'confirm' satisfies LinkPurpose,
    now: now.toISOString(),
    expiresAt: addMs(now, CONFIRM_EMAIL_TTL_MS).toISOString(),
  });
  return `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** Queues the `Confirme seu e-mail` message with a fresh link, in the caller's transaction; answers the link. */
export async function mailConfirmLink(
  deps: Pick<Deps, 'clock' | 'config' | 'mailer'> & { db: Trx },
  user: { id: number; name: string; email: string },
) {
  const url = await issueConfirmLink(deps, user.id);
  await deps.mailer.send({ to: user.email, ...confirmEmailLink(user.name, url), secrets: [url] }, { db: deps.db });
  return url;
}

/**
 * POST /confirm-email: opening the link proves the address. The link is used up in one statement,
 * so of parallel uses exactly one confirms; every dead link (unknown, used, expired, another
 * kind) gets the same refusal.
 */
export async function confirmEmail(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<void> {
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, hashToken(token), now, ['confirm']);
    if (!used) throw new AppError(400, 'emailConfirmInvalid');
    await markEmailConfirmed(trx, used.user_id, now);
  });
}

/**
 * POST /users/me/confirmation: the person waiting for their confirmation sends the link again
 * from home. Limited like recovery (RATE_LIMIT_RECOVERY per account), so a burst mails at most
 * that many; refused once the address is proven. Without MAIL_URL nothing leaves the server, so
 * the answer sends the person to the staff, who can copy the link (POST /admin/users/:id/confirmation).
 */
export async function resendMyConfirmation(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'limiter'>,
  caller: AuthUser,
): Promise<string> {
  if (caller.email_confirmed_at !== null) throw new AppError(409, 'emailAlreadyConfirmed');
  await deps.limiter.consume('confirm', String(caller.id));
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, caller.id);
    if (!row) throw new AppError(401, 'unauthenticated');
    if (row.email_confirmed_at !== null) throw new AppError(409, 'emailAlreadyConfirmed');
    await mailConfirmLink({ ...deps, db: trx }, row);
  });
  deps.mailer.nudge();
  return deps.config.MAIL_URL
    ? registrationWords.confirmationResent(caller.email)
    : registrationWords.confirmationResentQueued;
}

/**
 * Staff send a registration's confirmation link again (docs/product.md#registration-proof): a new
 * single-use link to the address, recorded in the audit log. Older links stay good until used or
 * expired. Refused once the address is proven. Without MAIL_URL the link cannot be mailed, so the
 * answer carries it for the staff person to pass on (walk C6): finance approves, and cannot open E-mails.
 */
export async function resendConfirmation(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  staff: AuthUser,
  id: number,
): Promise<{ message: string; link?: string }> {
  const now = deps.clock().toISOString();
  const link = await deps.db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    if (!row || row.role !== 'member') throw new AppError(404, 'userNotFound');
    if (row.email_confirmed_at !== null) throw new AppError(409, 'membersEmailAlreadyConfirmed');
    const url = await mailConfirmLink({ ...deps, db: trx }, row);
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'user.confirmation',
      target: `user:${id}`,
      before: {},
      after: { email: row.email },
      now,
    });
    return url;
  });
  return deps.config.MAIL_URL
    ? { message: usersStaffWords.membersConfirmationResent }
    : { message: usersStaffWords.membersConfirmationResentQueued, link };
}
