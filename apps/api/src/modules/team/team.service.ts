import { messages } from '@arena/shared/messages';
import { digitsOnly } from '@arena/shared/rules/phones';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { inviteLink } from '../../mail/templates.ts';
import type { AuthUser } from '../../types.ts';
import { emailTaken, updateUser } from '../account/users.repository.ts';
import { issueLink } from '../sessions/sessions.service.ts';
import { countMembers, deleteUser, findMember, listMembers, lockManager } from './team.repository.ts';

export async function teamOf(app: FastifyInstance, manager: AuthUser) {
  const members = await listMembers(app.db, manager.id);
  return members.map((m) => ({ participant: { name: m.name, email: m.email, phone: m.phone } }));
}

export async function seatsOf(app: FastifyInstance, manager: AuthUser) {
  const used = await countMembers(app.db, manager.id);
  const total = manager.qtd_team;
  return { total, used, free: Math.max(0, total - used) };
}

/**
 * Adds a member within the plan's seats (product.md §6): the count and the insert share one
 * transaction that holds the manager's row, then the member gets an invite to set a password.
 * A manager's invites are limited (RATE_LIMIT_INVITE, product.md §3), taken first so a burst is
 * held like a sequence, and given back when no invite leaves after all.
 */
export async function addMember(
  app: FastifyInstance,
  manager: AuthUser,
  body: { name: string; email: string; phone: string },
) {
  const now = app.clock().toISOString();
  const inviteKey = String(manager.id);
  await app.limiter.consume('invite', inviteKey);
  const memberId = await insertMember(app, manager, body, now).catch(async (err: unknown) => {
    await app.limiter.refund('invite', inviteKey);
    // The same e-mail registered by another path at the same moment: the ordinary 409.
    throw isUniqueViolation(err) ? new AppError(409, messages.emailTaken) : err;
  });
  const url = await issueLink(app, memberId, 'invite');
  const managerName = `${manager.name} ${manager.lastname}`.trim();
  await app.mailer.send({ to: body.email, ...inviteLink(body.name, managerName, url), secrets: [url] });
}

async function insertMember(
  app: FastifyInstance,
  manager: AuthUser,
  body: { name: string; email: string; phone: string },
  now: string,
): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    const locked = await lockManager(trx, app.dialect, manager.id);
    if (!locked) throw new AppError(401, messages.unauthenticated);
    if ((await countMembers(trx, manager.id)) >= locked.qtd_team) throw new AppError(409, messages.teamNoSeats);
    if (await emailTaken(trx, body.email)) throw new AppError(409, messages.emailTaken);
    const row = await trx
      .insertInto('users')
      .values({
        email: body.email,
        password_hash: null,
        name: body.name,
        lastname: '',
        phone: digitsOnly(body.phone),
        status: 'Ativo',
        level: 1,
        role: 'member',
        plan: locked.plan,
        qtd_team: 0,
        manager_id: manager.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateMember(
  app: FastifyInstance,
  manager: AuthUser,
  body: { email: string; name?: string; phone?: string },
) {
  const member = await findMember(app.db, manager.id, body.email);
  if (!member) throw new AppError(404, messages.teamMemberNotFound);
  await updateUser(app.db, member.id, {
    ...(body.name ? { name: body.name } : {}),
    ...(body.phone ? { phone: digitsOnly(body.phone) } : {}),
    updated_at: app.clock().toISOString(),
  });
}

/** Removing a member deletes the user; their sessions and links go with it (foreign keys). */
export async function removeMember(app: FastifyInstance, manager: AuthUser, email: string) {
  const member = await findMember(app.db, manager.id, email);
  if (!member) throw new AppError(404, messages.teamMemberNotFound);
  await deleteUser(app.db, member.id);
}
