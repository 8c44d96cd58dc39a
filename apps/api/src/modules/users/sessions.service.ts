import {
  INVITE_TTL_MS,
  RECOVERY_TTL_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  SESSION_TTL_MS,
  TRUSTED_DEVICE_TTL_MS,
} from '@arena/shared/contract/limits';
import { endedBy, type SessionRefusal } from '@arena/shared/contract/session-end';
import { INVITE_LINK_PARAM } from '@arena/shared/users/schemas';

import type { Trx } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { addMs } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recoveryLink } from '../mail/mail.service.ts';
import { admitLoginAttempt, forgetLoginFailures } from './login-guard.ts';
import { assertVersionInForce, recordAcceptance } from './terms.service.ts';
import {
  consumeToken,
  deleteDeadTokens,
  deleteEndedSessions,
  deleteForgottenDevices,
  findDevice,
  findEndedSession,
  findLiveToken,
  findUsedInvite,
  findSessionByToken,
  insertDevice,
  insertOneTimeToken,
  insertSession,
  revokeUserSessions,
  touchDevice,
  touchSession,
  useUpAllTokens,
} from './sessions.repository.ts';
import { findUserByEmail, findUserById, markEmailConfirmed, toSessionUser, updateUser } from './users.repository.ts';

export type LoginAttempt = { email: string; password: string; ip: string; deviceToken?: string };
export type LoginResult =
  { ok: true; token: string; user: ReturnType<typeof toSessionUser>; deviceToken: string } | { ok: false };

/**
 * Login (docs/product.md#api): 200 with the session, or 203. The limits are taken before the password is
 * looked at (login-guard.ts), and an unknown e-mail costs a whole verification like a known one
 * (docs/product.md#api: the delay tells nothing). A success remembers this browser (the device cookie).
 */
export async function login(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'limiter'>,
  attempt: LoginAttempt,
): Promise<LoginResult> {
  const { email, password, ip } = attempt;
  const now = deps.clock();
  const user = await findUserByEmail(deps.db, email);
  const device = attempt.deviceToken
    ? await findDevice(
        deps.db,
        user?.id ?? 0,
        hashToken(attempt.deviceToken),
        addMs(now, -TRUSTED_DEVICE_TTL_MS).toISOString(),
      )
    : undefined;
  const guard = { email, ip, deviceId: device?.id };
  await admitLoginAttempt(deps, guard);
  const matches = await verifyPassword(user?.password_hash, password, { lane: 'member', client: ip });
  if (!user || !matches) return { ok: false };
  await forgetLoginFailures(deps, guard);
  const token = await startSession(deps, user.id);
  const deviceToken = await rememberDevice(deps, user.id, device?.id, attempt.deviceToken);
  // The account's status, as every later request reads it (docs/product.md#account-status).
  const holder = user.manager_id === null ? undefined : await findUserById(deps.db, user.manager_id);
  const status = holder?.status ?? user.status;
  return { ok: true, token, user: toSessionUser({ ...user, status }, deps.config.TERMS_VERSION), deviceToken };
}

/** Keeps a known browser's cookie fresh, or gives a new one to a browser seen the first time. */
async function rememberDevice(deps: Pick<Deps, 'db' | 'clock'>, userId: number, deviceId?: number, token?: string) {
  const now = deps.clock().toISOString();
  if (deviceId !== undefined && token) {
    await touchDevice(deps.db, deviceId, now);
    return token;
  }
  const fresh = newToken();
  await insertDevice(deps.db, userId, fresh.hash, now);
  return fresh.token;
}

export async function startSession(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<string> {
  const now = deps.clock();
  const { token, hash } = newToken();
  await insertSession(deps.db, {
    userId,
    tokenHash: hash,
    now: now.toISOString(),
    expiresAt: addMs(now, SESSION_TTL_MS).toISOString(),
  });
  return token;
}

/**
 * A single-use link to /reset-password, for a recovery or a team invite (its mail's secret), in the
 * transaction that queues that mail.
 */
export async function issueLink(
  deps: Pick<Deps, 'clock' | 'config'> & { db: Trx },
  userId: number,
  purpose: 'recovery' | 'invite',
): Promise<string> {
  const now = deps.clock();
  const { token, hash } = newToken();
  const ttl = purpose === 'recovery' ? RECOVERY_TTL_MS : INVITE_TTL_MS;
  await insertOneTimeToken(deps.db, {
    userId,
    tokenHash: hash,
    purpose,
    now: now.toISOString(),
    expiresAt: addMs(now, ttl).toISOString(),
  });
  const base = `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  return purpose === 'invite' ? `${base}&${INVITE_LINK_PARAM}=1` : base;
}

/**
 * What a live link is for and whose account it sets (POST /reset-pass/check). Every dead link
 * (unknown, used, expired, its member removed) gets the same refusal, revealing nothing — but an
 * invite its holder already used to create the password, which says so (`INVITE_USED`): only the
 * invitee holds that token.
 */
export async function checkLink(deps: Pick<Deps, 'db' | 'clock'>, token: string) {
  const now = deps.clock().toISOString();
  const live = await findLiveToken(deps.db, hashToken(token), now);
  const user = live ? await findUserById(deps.db, live.user_id) : undefined;
  if (!live && (await findUsedInvite(deps.db, hashToken(token)))) throw new AppError(409, 'inviteUsed');
  if (!live || !user) throw new AppError(400, 'resetTokenInvalid');
  const invite = live.purpose === 'invite';
  return {
    purpose: invite ? ('invite' as const) : ('recovery' as const),
    email: user.email,
    // docs/product.md#terms: a team member accepts the terms with the password; staff accept none.
    accepts_terms: invite && user.role !== 'staff',
  };
}

/**
 * Recovery (docs/product.md#api): the same answer whether or not the e-mail has an account, in the
 * same time — the link is issued and mailed after the answer has left (plugins/background.ts).
 */
export async function requestRecovery(deps: Deps, email: string, ip: string): Promise<void> {
  // Per address, and per e-mail *and* address: nobody can use up an owner's recoveries from
  // elsewhere, and no address can mail every account (docs/product.md#api).
  await deps.limiter.consume('recoveryAddress', ip);
  await deps.limiter.consume('recovery', `${email}|${ip}`);
  deps.background.run('recovery', async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user) {
      deps.log.info('recovery asked for an unknown e-mail');
      return;
    }
    // The link and its e-mail are one transaction; the answer has left already, so wake the worker.
    await deps.db.transaction().execute(async (trx) => {
      const url = await issueLink({ ...deps, db: trx }, user.id, 'recovery');
      await deps.mailer.send({ to: user.email, ...recoveryLink(user.name, url), secrets: [url] }, { db: trx });
    });
    deps.mailer.nudge();
  });
}

/**
 * Completes a recovery or an invite: sets the password, uses up the links, ends every session.
 * A dead link is refused before any hashing; the link is then used up in one statement inside
 * the transaction (tokens.repository.ts), so of parallel uses exactly one sets the password.
 * A team member's invite also accepts the terms (docs/product.md#terms): without the version
 * they read it is refused, and the acceptance is recorded with the password.
 */
export async function resetPassword(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  token: string,
  password: string,
  ip: string,
  termsVersion?: string,
): Promise<void> {
  const now = deps.clock().toISOString();
  const tokenHash = hashToken(token);
  const live = await findLiveToken(deps.db, tokenHash, now);
  if (!live) throw new AppError(400, 'resetTokenInvalid');
  const invited = live.purpose === 'invite' ? await findUserById(deps.db, live.user_id) : undefined;
  const acceptsTerms = invited !== undefined && invited.role !== 'staff';
  if (acceptsTerms) {
    if (termsVersion === undefined) throw new AppError(400, 'inviteTermsRequired');
    assertVersionInForce(deps.config, termsVersion);
  }
  const passwordHash = await hashPassword(password, { lane: 'member', client: ip });
  await deps.db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, tokenHash, now);
    if (!used) throw new AppError(400, 'resetTokenInvalid');
    await updateUser(trx, used.user_id, { password_hash: passwordHash, updated_at: now });
    // The link came to the address: it is proven (docs/product.md#registration-proof).
    await markEmailConfirmed(trx, used.user_id, now);
    await useUpAllTokens(trx, used.user_id, now);
    await revokeUserSessions(trx, used.user_id, now, 'password');
    if (acceptsTerms) await recordAcceptance({ ...deps, db: trx }, invited, ip);
  });
}

/**
 * The session check of every signed-in request (plugins/auth.ts calls it, given by app.ts): the
 * caller, or null when the token is unknown, revoked, expired or idle (docs/product.md#api).
 */
export async function checkSession({ db, clock }: Pick<Deps, 'db' | 'clock'>, token: string) {
  const now = clock();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const row = await findSessionByToken(db, hashToken(token), now.toISOString(), idleSince);
  if (!row) return null;
  // One write an hour at most per session keeps the idle clock honest without a write per request.
  if (!row.lastSeenAt || row.lastSeenAt < new Date(now.getTime() - SESSION_TOUCH_MS).toISOString()) {
    await touchSession(db, row.sessionId, now.toISOString());
  }
  const { lastSeenAt: _seen, ...user } = row;
  return user;
}

/**
 * Why a token the session check refused no longer works (docs/product.md#sessions), told only to
 * whoever presents it: the reason its session was revoked with, an expiry (30 days, or 14 unused),
 * or `unauthenticated` for a token nobody issued, or one whose session is forgotten. Knowing the
 * token is knowing the session, so this tells a stranger nothing about anyone's account.
 */
export async function whyEnded({ db, clock }: Pick<Deps, 'db' | 'clock'>, token: string): Promise<SessionRefusal> {
  const row = await findEndedSession(db, hashToken(token));
  if (!row) return 'unauthenticated';
  if (row.revoked_at !== null) return row.ended_reason ? endedBy[row.ended_reason] : 'unauthenticated';
  const now = clock();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const expired = row.expires_at <= now.toISOString() || (row.last_seen_at ?? '') <= idleSince;
  return expired ? 'sessionExpired' : 'unauthenticated';
}

/**
 * _Sair de todos os outros dispositivos_ (docs/product.md#my-data): every live session of the
 * caller ends except the one the request came with; answers how many ended.
 */
export async function endOtherSessions({ db, clock }: Pick<Deps, 'db' | 'clock'>, caller: AuthUser): Promise<number> {
  // Sessions already ended by time (30 days, or 14 unused) are not counted as disconnected now.
  const now = clock();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  return revokeUserSessions(db, caller.id, now.toISOString(), 'others', caller.sessionId, idleSince);
}

/**
 * Retention (docs/product.md#retention): sessions ended and browsers no longer known, `sessions`
 * days after they stopped working, links `links` days after used or expired; in the caller's
 * transaction.
 */
export async function deleteDeadAccess(trx: Trx, now: Date, days: { sessions: number; links: number }) {
  const sessionsBefore = addMs(now, -days.sessions * 86_400_000);
  return {
    sessions: await deleteEndedSessions(
      trx,
      sessionsBefore.toISOString(),
      addMs(sessionsBefore, -SESSION_IDLE_MS).toISOString(),
    ),
    links: await deleteDeadTokens(trx, addMs(now, -days.links * 86_400_000).toISOString()),
    devices: await deleteForgottenDevices(trx, addMs(sessionsBefore, -TRUSTED_DEVICE_TTL_MS).toISOString()),
  };
}
