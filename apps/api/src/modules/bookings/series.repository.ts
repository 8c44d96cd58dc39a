import type { Db } from '../../db/connect.ts';
import { endText, type Slot, startText } from '../../lib/slot.ts';
import { bookingWithRoomAndOwner } from './bookings.repository.ts';

/** Queries of weekly series (docs/product.md#series). */

/** Whether a live booking of the room overlaps `slot`, read without a lock (the preview). */
export async function isTaken(db: Db, roomId: number, slot: Slot): Promise<boolean> {
  const row = await db
    .selectFrom('appointments')
    .select('id')
    .where('room_id', '=', roomId)
    .where('cancelled_at', 'is', null)
    // A booking starts and ends on one day (bookingSameDay): an overlap starts on the slot's day, so
    // the index on (room_id, date_initial) reads that day, not every booking the room ever had.
    .where('date_initial', '>=', `${slot.date} 00:00:00`)
    .where('date_initial', '<', endText(slot))
    .where('date_final', '>', startText(slot))
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's live bookings of a series from `from` (a start, included) on, by start. */
export function listSeriesFrom(db: Db, seriesId: string, userId: number, from: string) {
  return bookingWithRoomAndOwner(db)
    .select(['appointments.uid', 'appointments.user_id', 'appointments.cancelled_at'])
    .where('appointments.series_id', '=', seriesId)
    .where('appointments.user_id', '=', userId)
    .where('appointments.cancelled_at', 'is', null)
    .where('appointments.date_initial', '>=', from)
    .orderBy('appointments.date_initial')
    .execute();
}
