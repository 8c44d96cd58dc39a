import { digitsOnly } from '@arena/shared/rules/phones';
import type { Db, Trx } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { companyNameOf } from '../companies/companies.service.ts';
import { inviteLink } from '../mail/mail.service.ts';
import { useUpAllTokens } from './sessions.repository.ts';
import { issueLink } from './sessions.service.ts';
import {
  countTeam,
  deleteUser,
  emailTaken,
  findTeamMember,
  insertUser,
  listTeam,
  lockUser,
  updateUser,
} from './users.repository.ts';

/** GET /team (seed §7): each team member as the seed's `{participant}` entry. */
export async function teamOf(db: Db, manager: AuthUser) {
  const members = await listTeam(db, manager.id);
  return members.map((m) => ({
    participant: { name: m.name, email: m.email, phone: m.phone },
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    invite: m.has_password ? ('active' as const) : ('pending' as const),
  }));
}

export async function seatsOf(db: Db, manager: AuthUser) {
  const used = await countTeam(db, manager.id);
  const total = manager.qtd_team;
  return { total, used, free: Math.max(0, total - used) };
}

/**
 * Adds a member within the plan's seats (product.md §6): the count and the insert share one
 * transaction that holds the manager's row, then the member gets an invite to set a password.
 * A manager's invites are limited (RATE_LIMIT_INVITE, product.md §3), taken first so a burst is
 * held like a sequence, and given back when no invite leaves after all.
 */
export async function addTeamMember(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'limiter'>,
  manager: AuthUser,
  body: { name: string; email: string; phone: string },
) {
  const now = deps.clock().toISOString();
  const inviteKey = String(manager.id);
  await deps.limiter.consume('invite', inviteKey);
  const managerName = `${manager.name} ${manager.lastname}`.trim();
  const company = (await companyNameOf(deps.db, manager.id)) ?? managerName;
  // The member, their link and the invite e-mail are one transaction: all kept, or none.
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const memberId = await insertTeamMember(trx, manager, body, now);
      const url = await issueLink({ ...deps, db: trx }, memberId, 'invite');
      const invite = { to: body.email, ...inviteLink(body.name, managerName, company, url), secrets: [url] };
      await deps.mailer.send(invite, { db: trx });
    })
    .catch(async (err: unknown) => {
      await deps.limiter.refund('invite', inviteKey);
      // The same e-mail registered by another path at the same moment: the ordinary 409.
      throw isUniqueViolation(err) ? new AppError(409, 'emailTaken') : err;
    });
}

/**
 * Sends a member's invite again (the first may be lost or expired): only to the manager's own
 * member who has not set a password, counted against the same invite limit, and the old links
 * are used up so only the newest works.
 */
export async function resendInvite(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'limiter'>,
  manager: AuthUser,
  email: string,
) {
  const member = await findTeamMember(deps.db, manager.id, email);
  if (!member) throw new AppError(404, 'teamMemberNotFound');
  if (member.has_password) throw new AppError(409, 'teamInviteAccepted');
  await deps.limiter.consume('invite', String(manager.id));
  const managerName = `${manager.name} ${manager.lastname}`.trim();
  const company = (await companyNameOf(deps.db, manager.id)) ?? managerName;
  await deps.db.transaction().execute(async (trx) => {
    await useUpAllTokens(trx, member.id, deps.clock().toISOString());
    const url = await issueLink({ ...deps, db: trx }, member.id, 'invite');
    const invite = { to: member.email, ...inviteLink(member.name, managerName, company, url), secrets: [url] };
    await deps.mailer.send(invite, { db: trx });
  });
}

/** Inside the caller's transaction, which holds the manager's row while the seats are counted. */
async function insertTeamMember(
  trx: Trx,
  manager: AuthUser,
  body: { name: string; email: string; phone: string },
  now: string,
): Promise<number> {
  const locked = await lockUser(trx, manager.id);
  if (!locked) throw new AppError(401, 'unauthenticated');
  if ((await countTeam(trx, manager.id)) >= locked.qtd_team) throw new AppError(409, 'teamNoSeats');
  if (await emailTaken(trx, body.email)) throw new AppError(409, 'emailTaken');
  return insertUser(trx, {
    email: body.email,
    password_hash: null,
    name: body.name,
    lastname: '',
    phone: digitsOnly(body.phone),
    status: 'Ativo',
    level: 1,
    role: 'member',
    plan_id: locked.plan_id,
    qtd_team: 0,
    manager_id: manager.id,
    created_at: now,
    updated_at: now,
  });
}

export async function updateTeamMember(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  manager: AuthUser,
  body: { email: string; name?: string; phone?: string },
) {
  const member = await findTeamMember(db, manager.id, body.email);
  if (!member) throw new AppError(404, 'teamMemberNotFound');
  await updateUser(db, member.id, {
    ...(body.name ? { name: body.name } : {}),
    ...(body.phone ? { phone: digitsOnly(body.phone) } : {}),
    updated_at: clock().toISOString(),
  });
}

/** Removing a team member deletes the user; their sessions and links go with it (foreign keys). */
export async function removeTeamMember(db: Db, manager: AuthUser, email: string) {
  const member = await findTeamMember(db, manager.id, email);
  if (!member) throw new AppError(404, 'teamMemberNotFound');
  await deleteUser(db, member.id);
}
