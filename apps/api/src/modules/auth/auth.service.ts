import { messages } from '@arena/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { addMs } from '../../lib/time.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recoveryLink } from '../../mail/templates.ts';
import {
  findUserByEmail,
  findUserById,
  insertSession,
  revokeUserSessions,
  sessionUser,
  updateUser,
} from '../account/users.repository.ts';
import { findLiveToken, insertOneTimeToken, useUpAllTokens } from './tokens.repository.ts';

const DAY = 86_400_000;
export const SESSION_TTL_MS = 30 * DAY;
export const RECOVERY_TTL_MS = 3_600_000;
export const INVITE_TTL_MS = 7 * DAY;

export type LoginResult = { ok: true; token: string; user: ReturnType<typeof sessionUser> } | { ok: false };

/** Login (seed §7): 200 with the session, or 203. Failures are counted per e-mail and address. */
export async function login(app: FastifyInstance, email: string, password: string, ip: string): Promise<LoginResult> {
  const key = `login:${email}:${ip}`;
  const rule = app.config.RATE_LIMIT_LOGIN;
  await app.limiter.check(key, rule);
  const user = await findUserByEmail(app.db, email);
  if (!user || !(await verifyPassword(user.password_hash, password))) {
    await app.limiter.hit(key, rule);
    return { ok: false };
  }
  await app.limiter.reset(key);
  const token = await startSession(app, user.id);
  return { ok: true, token, user: sessionUser(user) };
}

export async function startSession(app: FastifyInstance, userId: number): Promise<string> {
  const now = app.clock();
  const { token, hash } = newToken();
  await insertSession(app.db, {
    userId,
    tokenHash: hash,
    now: now.toISOString(),
    expiresAt: addMs(now, SESSION_TTL_MS).toISOString(),
  });
  return token;
}

/** A single-use link to /reset-password, for a recovery or a team invite. */
export async function issueLink(app: FastifyInstance, userId: number, purpose: 'recovery' | 'invite'): Promise<string> {
  const now = app.clock();
  const { token, hash } = newToken();
  const ttl = purpose === 'recovery' ? RECOVERY_TTL_MS : INVITE_TTL_MS;
  await insertOneTimeToken(app.db, {
    userId,
    tokenHash: hash,
    purpose,
    now: now.toISOString(),
    expiresAt: addMs(now, ttl).toISOString(),
  });
  return `${app.config.PUBLIC_URL.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Recovery (product.md §3): the same answer whether or not the e-mail has an account, in the
 * same time — the link is issued and mailed after the answer has left (issue 5).
 */
export async function requestRecovery(app: FastifyInstance, email: string): Promise<void> {
  await app.limiter.consume(`recovery:${email}`, app.config.RATE_LIMIT_RECOVERY);
  app.background.run('recovery', async () => {
    const user = await findUserByEmail(app.db, email);
    if (!user) {
      app.log.info('recovery asked for an unknown e-mail');
      return;
    }
    const url = await issueLink(app, user.id, 'recovery');
    await app.mailer.send({ to: user.email, ...recoveryLink(user.name, url) });
  });
}

/** Completes a recovery or an invite: sets the password, uses up the links, ends every session. */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  const now = app.clock().toISOString();
  const found = await findLiveToken(app.db, hashToken(token), now);
  const user = found && (await findUserById(app.db, found.user_id));
  if (!found || !user) throw new AppError(400, messages.resetTokenInvalid);
  const passwordHash = await hashPassword(password);
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await useUpAllTokens(trx, user.id, now);
    await revokeUserSessions(trx, user.id, now);
  });
}
