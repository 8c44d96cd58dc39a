import type { Db } from '../../db/connect.ts';
import { reusable } from '../../db/reusable.ts';

// The member's own reads (docs/product.md#my-bookings), built once (db/reusable.ts); values in the SQL's order.
const upcomingOfUser = reusable((db) =>
  db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .select([
      'appointments.id',
      'rooms.name as room',
      'appointments.date_initial',
      'appointments.date_final',
      'appointments.series_id',
      'appointments.overage_minutes',
      'appointments.checked_in_at',
      'appointments.released_at',
    ])
    .where('appointments.user_id', '=', 0)
    // Live bookings, and those released for want of a check-in: the member sees what happened to them.
    .where((eb) => eb.or([eb('appointments.cancelled_at', 'is', null), eb('appointments.released_at', 'is not', null)]))
    // A booking begins and ends on one day, so the (user_id, date_initial) index starts at today.
    .where('appointments.date_initial', '>=', '')
    .where('appointments.date_final', '>', '')
    .orderBy('appointments.date_initial')
    .limit(MY_LIST_MAX),
);
const pastOfUser = reusable((db) =>
  db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .select([
      'appointments.id',
      'rooms.name as room',
      'appointments.date_initial',
      'appointments.date_final',
      'appointments.series_id',
      'appointments.overage_minutes',
      'appointments.checked_in_at',
      'appointments.released_at',
    ])
    .where('appointments.user_id', '=', 0)
    // Live bookings, and those released for want of a check-in: the member sees what happened to them.
    .where((eb) => eb.or([eb('appointments.cancelled_at', 'is', null), eb('appointments.released_at', 'is not', null)]))
    .where('appointments.date_initial', '>=', '')
    .where('appointments.date_final', '<=', '')
    .orderBy('appointments.date_initial', 'desc')
    .limit(MY_LIST_MAX),
);
const feedOfUser = reusable((db) =>
  db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .select([
      'appointments.id',
      'appointments.uid',
      'rooms.name as room',
      'appointments.date_initial',
      'appointments.date_final',
      'appointments.created_at',
      'appointments.cancelled_at',
    ])
    .where('appointments.user_id', '=', 0)
    .where('appointments.date_initial', '>=', '')
    .orderBy('appointments.date_initial')
    .limit(FEED_MAX),
);

/** The most bookings Minhas reservas lists in a tab (a member books a few a week). */
export const MY_LIST_MAX = 500;
/** The most bookings the calendar feed carries. */
export const FEED_MAX = 2000;

/** A member's own bookings that have not ended, soonest first, each with its room (Minhas reservas). */
export async function listMyUpcoming(db: Db, userId: number, nowLocal: string) {
  return (await upcomingOfUser(db, [userId, `${nowLocal.slice(0, 10)} 00:00:00`, nowLocal, MY_LIST_MAX])).rows;
}

/** A member's own bookings that started from `from` and ended by `nowLocal`, latest first (its second tab). */
export async function listPastOfUser(db: Db, userId: number, from: string, nowLocal: string) {
  return (await pastOfUser(db, [userId, from, nowLocal, MY_LIST_MAX])).rows;
}

/**
 * A member's bookings that start on `fromDate` or later, cancelled ones too (their cancellation
 * is a change the calendar feed's Last-Modified must show), by start (docs/product.md#my-bookings).
 */
export async function listFeedBookings(db: Db, userId: number, fromDate: string) {
  return (await feedOfUser(db, [userId, `${fromDate} 00:00:00`, FEED_MAX])).rows;
}
