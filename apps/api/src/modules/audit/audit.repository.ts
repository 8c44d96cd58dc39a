import type { Db } from '../../db/connect.ts';
import { bookingLabels } from '../bookings/bookings.repository.ts';
import { planLabels } from '../plans/plans.repository.ts';
import { requestLabels } from '../requests/requests.repository.ts';
import { roomLabels } from '../rooms/rooms.repository.ts';
import { userLabels } from '../users/users.repository.ts';

/** What a staff action changed: the fields it touched, as they were and as they became. */
export type AuditEntry = {
  actorId: number;
  /** `<thing>.<verb>`, e.g. `user.update`, `room.create`, `appointment.cancel`. */
  action: string;
  /** `<thing>:<id>`, e.g. `user:12`, `closed-day:2026-12-25`. */
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  now: string;
};

/**
 * Every staff action is written here (product.md §7). The caller passes the transaction that makes
 * the change, so the change and its entry are kept or lost together.
 */
export async function recordAudit(db: Db, e: AuditEntry) {
  await db
    .insertInto('audit')
    .values({
      actor_id: e.actorId,
      action: e.action,
      target: e.target,
      detail: JSON.stringify({ before: e.before, after: e.after }),
      created_at: e.now,
    })
    .execute();
}

/** The audit log, newest first, with who acted (product.md §7). */
export async function listAudit(db: Db, page: { before?: number; limit: number }) {
  let q = db
    .selectFrom('audit')
    .leftJoin('users', 'users.id', 'audit.actor_id')
    .select([
      'audit.id',
      'audit.action',
      'audit.target',
      'audit.detail',
      'audit.created_at',
      'users.id as actor_id',
      'users.name as actor_name',
      'users.lastname as actor_lastname',
      'users.email as actor_email',
    ])
    .orderBy('audit.id', 'desc')
    .limit(page.limit);
  if (page.before) q = q.where('audit.id', '<', page.before);
  return q.execute();
}

/** What the targets of one page are called now, looked up by kind in one query each. */
export async function targetNames(
  db: Db,
  ids: { user: number[]; request: number[]; room: number[]; appointment: number[]; plan: number[] },
) {
  const [users, requests, rooms, appointments, plans] = await Promise.all([
    userLabels(db, ids.user),
    requestLabels(db, ids.request),
    roomLabels(db, ids.room),
    bookingLabels(db, ids.appointment),
    planLabels(db, ids.plan),
  ]);
  return { users, requests, rooms, appointments, plans };
}
