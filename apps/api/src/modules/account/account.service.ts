import { messages } from '@arena/shared/messages';
import { digitsOnly } from '@arena/shared/rules/phones';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../types.ts';
import { admitLoginAttempt, forgetLoginFailures } from '../sessions/login-guard.ts';
import { revokeUserSessions, useUpAllTokens } from '../sessions/sessions.repository.ts';
import { emailTaken, findUserById, sessionUser, updateUser } from './users.repository.ts';

export type AccountChanges = { email?: string; phone: string; old_password?: string; password?: string };
export type AccountResult = { ok: true; user: ReturnType<typeof sessionUser> } | { ok: false };

/**
 * PUT /users (seed §7). The phone always; a new e-mail or password only with the current
 * password, whose mismatch is the seed's 203. A new password ends the other sessions.
 */
export async function updateAccount(
  app: FastifyInstance,
  caller: AuthUser,
  changes: AccountChanges,
  ip: string,
): Promise<AccountResult> {
  const user = await findUserById(app.db, caller.id);
  if (!user) throw new AppError(401, messages.unauthenticated);
  const newEmail = changes.email && changes.email !== user.email ? changes.email : undefined;
  const newPassword = changes.password ? changes.password : undefined;
  if (newEmail || newPassword) {
    if (!changes.old_password) throw new AppError(400, messages.currentPasswordRequired);
    // A current-password check is a login attempt (product.md §3): the same limits hold it.
    const guard = { email: user.email, ip };
    await admitLoginAttempt(app, guard);
    if (!(await verifyPassword(user.password_hash, changes.old_password, { lane: 'member', client: ip }))) {
      return { ok: false };
    }
    await forgetLoginFailures(app, guard);
  }
  if (newEmail && (await emailTaken(app.db, newEmail, user.id))) throw new AppError(409, messages.emailTaken);
  const now = app.clock().toISOString();
  const passwordHash = newPassword ? await hashPassword(newPassword, { lane: 'member', client: ip }) : undefined;
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      phone: digitsOnly(changes.phone),
      ...(newEmail ? { email: newEmail } : {}),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      updated_at: now,
    });
    if (passwordHash) {
      await revokeUserSessions(trx, user.id, now, caller.sessionId);
      await useUpAllTokens(trx, user.id, now);
    }
  });
  const updated = await findUserById(app.db, user.id);
  if (!updated) throw new AppError(401, messages.unauthenticated);
  return { ok: true, user: sessionUser(updated) };
}
