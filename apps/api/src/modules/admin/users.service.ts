import { adminMessages } from '@arena/shared/admin-messages';
import { messages } from '@arena/shared/messages';
import { isRefusal, isSuspension, type PatchUserBody } from '@arena/shared/schemas/admin-members';
import type { FastifyInstance } from 'fastify';
import type { UserUpdate } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { localDateTime } from '../../lib/time.ts';
import { approved, registrationRefused, accessSuspended } from '../../mail/templates.ts';
import type { AuthUser } from '../../types.ts';
import { updateUser } from '../account/users.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { pick } from '../audit/audit.service.ts';
import { listUpcomingOfUser } from '../bookings/bookings.repository.ts';
import { findMember, findPerson, listTeam, lockUser, teamSize } from './users.repository.ts';

/** A member as staff see it: their data, who manages them, their team and upcoming bookings. */
export async function memberDetail(app: FastifyInstance, id: number) {
  const member = await findMember(app.db, id);
  if (!member) throw new AppError(404, messages.userNotFound);
  const now = localDateTime(app.clock(), app.config.SPACE_TIMEZONE);
  const [manager, team, appointments] = await Promise.all([
    member.manager_id === null ? null : findPerson(app.db, member.manager_id),
    listTeam(app.db, id),
    listUpcomingOfUser(app.db, id, now),
  ]);
  return { ...member, manager: manager ?? null, team, appointments };
}

function seatsBelowTeam(size: number): string {
  return size === 1
    ? adminMessages.membersSeatsBelowTeamOne
    : adminMessages.membersSeatsBelowTeamMany.replaceAll('{n}', `${size}`);
}

/**
 * Staff change a member's status, level, plan or seats (product.md §3, §7). Approval (to Ativo)
 * e-mails the "liberado" message; refusing a registration needs a reason, which is mailed;
 * suspending an active member mails a notice. Seats never go below the team already there.
 * Answers the text to show staff.
 */
export async function patchUser(app: FastifyInstance, staff: AuthUser, id: number, body: PatchUserBody) {
  const { reason, ...patch } = body;
  const now = app.clock().toISOString();
  const user = await app.db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, app.dialect, id);
    // Staff accounts are not members: this route does not reach them.
    if (!row || row.role !== 'member') throw new AppError(404, messages.userNotFound);
    if (isRefusal(row.status, patch.status ?? row.status) && !reason) {
      throw new AppError(400, adminMessages.membersReasonRequired);
    }
    if (patch.qtd_team !== undefined) {
      const size = await teamSize(trx, id);
      if (patch.qtd_team < size) throw new AppError(409, seatsBelowTeam(size));
    }
    const changes: UserUpdate = { updated_at: now };
    if (patch.status !== undefined) changes.status = patch.status;
    if (patch.level !== undefined) changes.level = patch.level;
    if (patch.plan !== undefined) changes.plan = patch.plan;
    if (patch.qtd_team !== undefined) changes.qtd_team = patch.qtd_team;
    await updateUser(trx, id, changes);
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'user.update',
      target: `user:${id}`,
      before: pick(row, patch),
      after: reason ? { ...patch, reason } : { ...patch },
      now,
    });
    return row;
  });

  const from = user.status;
  const to = patch.status ?? from;
  if (to === 'Ativo' && from !== 'Ativo') {
    await app.mailer.send({ to: user.email, ...approved(user.name, app.config.PUBLIC_URL) });
    return adminMessages.membersApproved;
  }
  if (isRefusal(from, to)) {
    await app.mailer.send({ to: user.email, ...registrationRefused(user.name, reason ?? '') });
    return adminMessages.membersRefused;
  }
  if (isSuspension(from, to)) {
    await app.mailer.send({ to: user.email, ...accessSuspended(user.name, reason) });
    return adminMessages.membersSuspended;
  }
  return messages.teamUpdated;
}
