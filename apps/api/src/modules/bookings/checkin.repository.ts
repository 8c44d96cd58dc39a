import { addDays } from '@arena/shared/rules/dates';
import type { Db } from '../../db/connect.ts';
import { bookingWithRoomAndOwner } from './bookings.repository.ts';

/** Queries of check-in and release (docs/product.md#checkin). Times are the space's local text. */

/** A booking as check-in reads it: its owner (and the owner's manager, if any), times and state. */
export async function findCheckinBooking(db: Db, id: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .select([
      'appointments.id',
      'appointments.user_id',
      'users.manager_id as owner_manager_id',
      'appointments.date_initial',
      'appointments.date_final',
      'appointments.cancelled_at',
      'appointments.checked_in_at',
      'appointments.released_at',
    ])
    .where('appointments.id', '=', id)
    .executeTakeFirst();
}

/** Marks the booking checked in unless it was cancelled, released or checked in meanwhile. */
export async function markCheckedIn(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ checked_in_at: now })
    .where('id', '=', id)
    .where('checked_in_at', 'is', null)
    .where('released_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Live bookings nobody checked in that started at or before `startedBy` and have not ended by
 * `nowLocal`, each with its owner and room: the release job's candidates. A booking starts and
 * ends on one day, so none that started before yesterday can still be running: that lower bound
 * lets the tick read a day or two of bookings through `appointments_start_idx` instead of every
 * booking since the space opened (issue 34 item 4).
 */
export async function listReleasable(db: Db, startedBy: string, nowLocal: string) {
  return bookingWithRoomAndOwner(db)
    .where('appointments.cancelled_at', 'is', null)
    .where('appointments.checked_in_at', 'is', null)
    .where('appointments.released_at', 'is', null)
    .where('appointments.date_initial', '>=', `${addDays(nowLocal.slice(0, 10), -1)} 00:00:00`)
    .where('appointments.date_initial', '<=', startedBy)
    .where('appointments.date_final', '>', nowLocal)
    .orderBy('appointments.date_initial')
    .execute();
}

/**
 * Claims one booking's release: released and cancelled (by nobody) in one conditional UPDATE, so
 * of racing processes exactly one claims it, and a check-in that won the row keeps it.
 */
export async function claimRelease(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ released_at: now, cancelled_at: now, cancelled_by: null })
    .where('id', '=', id)
    .where('released_at', 'is', null)
    .where('checked_in_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The member's live booking of the room whose check-in window holds now: it starts after
 * `startsAfter` (now less CHECKIN_MINUTES) and by `startsBy` (now plus 10 minutes); the earliest.
 */
export async function findOwnBookingInWindow(
  db: Db,
  userId: number,
  roomId: number,
  range: { startsAfter: string; startsBy: string },
) {
  return db
    .selectFrom('appointments')
    .select('id')
    .where('user_id', '=', userId)
    .where('room_id', '=', roomId)
    .where('cancelled_at', 'is', null)
    .where('date_initial', '>', range.startsAfter)
    .where('date_initial', '<=', range.startsBy)
    .orderBy('date_initial')
    .executeTakeFirst();
}
