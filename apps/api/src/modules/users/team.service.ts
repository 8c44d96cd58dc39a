import { privacyWords } from '@arena/shared/privacy/words';
import { digitsOnly } from '@arena/shared/rules/phones';
import type { Db, Trx } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { cancelNotStartedOf } from '../bookings/bookings.service.ts';
import { companyNameOf } from '../companies/companies.service.ts';
import { inviteLink } from '../mail/mail.service.ts';
import { revokeUserSessions, useUpAllTokens } from './sessions.repository.ts';
import { issueLink } from './sessions.service.ts';
import {
  countTeam,
  deleteAccess,
  emailTaken,
  findTeamMember,
  insertUser,
  listTeam,
  lockUser,
  setTeamLevel,
  updateUser,
} from './users.repository.ts';

/** GET /team (docs/product.md#api): each team member as the seed's `{participant}` entry. */
export async function teamOf(db: Db, manager: AuthUser) {
  const members = await listTeam(db, manager.id);
  return members.map((m) => ({
    participant: { name: m.name, email: m.email, phone: m.phone },
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    invite: m.has_password ? ('active' as const) : ('pending' as const),
    // docs/product.md#team-gerente: 2 for a gerente the account holder made, else 1.
    level: m.level === 2 ? (2 as const) : (1 as const),
  }));
}

export async function seatsOf(db: Db, manager: AuthUser) {
  const used = await countTeam(db, manager.id);
  const total = manager.qtd_team;
  return { total, used, free: Math.max(0, total - used) };
}

/**
 * Adds a member within the plan's seats (docs/product.md#team): the count and the insert share one
 * transaction that holds the manager's row, then the member gets an invite to set a password.
 * A manager's invites are limited (RATE_LIMIT_INVITE, docs/product.md#api), taken first so a burst is
 * held like a sequence, and given back when no invite leaves after all, except when the add was
 * refused because the address has an account (that answer is what a probe would want).
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
      // The same e-mail registered by another path at the same moment: the ordinary 409.
      const refusal = isUniqueViolation(err) ? new AppError(409, 'emailTaken') : err;
      // An add that tells the address has an account keeps its invite spent, so a manager cannot
      // probe addresses beyond the day's invites (docs/product.md#account-existence); any other
      // refusal gives it back.
      if (!(refusal instanceof AppError && refusal.key === 'emailTaken'))
        await deps.limiter.refund('invite', inviteKey);
      throw refusal;
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

/**
 * The account holder makes a team member a _gerente_ (level 2) or back (level 1)
 * (docs/product.md#team-gerente). One transaction holding the holder's row, as adding and removing
 * do, and a write conditional on the member still being on the team: of a promotion and a removal
 * at the same moment, the removed person never ends up a gerente. A gerente at once books and
 * requests the studio on the account (the session reads the level at each request); one made a
 * member again is refused those at their next request, their bookings staying the account's.
 */
export async function setTeamMemberLevel(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  holder: AuthUser,
  body: { email: string; level: 1 | 2 },
) {
  await db.transaction().execute(async (trx) => {
    if (!(await lockUser(trx, holder.id))) throw new AppError(401, 'unauthenticated');
    const member = await findTeamMember(trx, holder.id, body.email);
    const now = clock().toISOString();
    if (!member || !(await setTeamLevel(trx, { managerId: holder.id, memberId: member.id, level: body.level, now }))) {
      throw new AppError(404, 'teamMemberNotFound');
    }
  });
}

/**
 * Removing a team member (docs/product.md#privacy, issue 19 item 3) ends their access and keeps
 * their bookings in the account's history: bookings not started are cancelled, each with the usual
 * e-mail and calendar CANCEL (queued to their address before it is replaced); what has started or
 * ended stays, and stays counted in the account's hours and excedente. The row stays, still on the
 * account, anonymised as _Ex-membro da equipe_, without a password, sessions, links or calendar
 * address, out of the team list and the seats. One transaction: all of it, or none.
 */
export async function removeTeamMember(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  manager: AuthUser,
  email: string,
) {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockUser(trx, manager.id))) throw new AppError(401, 'unauthenticated');
    const member = await findTeamMember(trx, manager.id, email);
    if (!member) throw new AppError(404, 'teamMemberNotFound');
    await cancelNotStartedOf(trx, deps, member.id, manager.id);
    const now = deps.clock().toISOString();
    await deleteAccess(trx, member.id);
    // Told on their next request as removed by the manager, not as an expiry (docs/product.md#team).
    await revokeUserSessions(trx, member.id, now, 'removed');
    await updateUser(trx, member.id, {
      name: privacyWords.exTeamMember,
      lastname: '',
      email: removedEmail(member.id),
      phone: '',
      password_hash: null,
      status: 'Inativo',
      // A removed gerente keeps no level above a member's (docs/product.md#team-gerente).
      level: 1,
      removed_at: now,
      updated_at: now,
    });
  });
}

/** The unique address a removed or anonymised person's row keeps: reserved `.invalid`, never mailed. */
export function removedEmail(id: number): string {
  return `removido-${id}@arena.invalid`;
}
