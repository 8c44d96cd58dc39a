import type { Db } from '../../db/connect.ts';

/** The staff agenda's queries (issue 4). Appointment times are the space's local `YYYY-MM-DD HH:MM:SS`. */

/**
 * Appointments not cancelled that start in [start, end), each with its room, member and company,
 * by start then room. A team member has no company of their own: their manager's is shown.
 */
export function listAppointmentsStarting(db: Db, range: { start: string; end: string; roomId?: number }) {
  let q = db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .leftJoin('companies as own', 'own.user_id', 'users.id')
    .leftJoin('companies as team', 'team.user_id', 'users.manager_id')
    .select((eb) => [
      'appointments.id',
      'appointments.room_id',
      'rooms.name as room',
      'appointments.user_id',
      'users.name',
      'users.lastname',
      'users.email',
      'users.phone',
      eb.fn.coalesce('own.name', 'team.name').as('company'),
      'appointments.date_initial',
      'appointments.date_final',
    ])
    .where('appointments.cancelled_at', 'is', null)
    .where('appointments.date_initial', '>=', range.start)
    .where('appointments.date_initial', '<', range.end)
    .orderBy('appointments.date_initial')
    .orderBy('rooms.name')
    .orderBy('appointments.id')
    // 93 days of every room is at most a few thousand rows; the cap only guards the answer's size.
    .limit(5000);
  if (range.roomId !== undefined) q = q.where('appointments.room_id', '=', range.roomId);
  return q.execute();
}
