import type { Db } from '../../db/connect.ts';
import { endText, type Slot, startText } from '../../lib/slot.ts';

/** Queries of weekly series (docs/product.md#series). */

/** Whether a live booking of the room overlaps `slot`, read without a lock (the preview). */
export async function isTaken(db: Db, roomId: number, slot: Slot): Promise<boolean> {
  const row = await db
    .selectFrom('appointments')
    .select('id')
    .where('room_id', '=', roomId)
    .where('cancelled_at', 'is', null)
    .where('date_initial', '<', endText(slot))
    .where('date_final', '>', startText(slot))
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's live bookings of a series from `from` (a start, included) on, by start. */
export function listSeriesFrom(db: Db, seriesId: string, userId: number, from: string) {
  return db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .select([
      'appointments.id',
      'appointments.uid',
      'appointments.user_id',
      'appointments.date_initial',
      'appointments.date_final',
      'appointments.cancelled_at',
      'rooms.name as room',
      'users.email',
      'users.name as user_name',
    ])
    .where('appointments.series_id', '=', seriesId)
    .where('appointments.user_id', '=', userId)
    .where('appointments.cancelled_at', 'is', null)
    .where('appointments.date_initial', '>=', from)
    .orderBy('appointments.date_initial')
    .execute();
}
