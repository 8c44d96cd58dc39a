import { addDays } from '@arena/shared/rules/dates';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/connect.ts';
import { isPostgres } from '../../db/migrations/dialect.ts';
import { reusable } from '../../db/reusable.ts';
import { endText, type Slot, startText } from '../../lib/slot.ts';

/**
 * Queries on bookings (the appointments table). Times are the space's local `YYYY-MM-DD HH:MM:SS`.
 * A member's own lists and the calendar feed's are in my-bookings.repository.ts.
 */

/** A booking as a room's list shows it; the room's name is the caller's to add. */
export type RoomBooking = {
  id: number;
  user_id: number;
  date_initial: string;
  date_final: string;
  overage_minutes: number;
};

// The room screen's two reads, built once (db/reusable.ts); values are given in the SQL's order.
const upcomingOfRoom = reusable((db) =>
  db
    .selectFrom('appointments')
    .select(['id', 'user_id', 'date_initial', 'date_final', 'overage_minutes'])
    .where('room_id', '=', 0)
    .where('cancelled_at', 'is', null)
    // A booking begins and ends on one day (bookings.rules.ts), so none that started before
    // today is still running: the bound lets the (room_id, date_initial) index start at today.
    .where('date_initial', '>=', '')
    .where('date_final', '>', '')
    .orderBy('date_initial')
    .limit(ROOM_LIST_MAX),
);
const dayOfRoom = reusable((db) =>
  db
    .selectFrom('appointments')
    .select(['id', 'user_id', 'date_initial', 'date_final', 'overage_minutes'])
    .where('room_id', '=', 0)
    .where('cancelled_at', 'is', null)
    .where('date_initial', '>=', '')
    .where('date_initial', '<', '')
    .orderBy('date_initial'),
);

/** The most bookings the seed's list answers (a room has at most ~20 a day). */
export const ROOM_LIST_MAX = 500;

/** A room's bookings that have not ended yet, soonest first (docs/product.md#booking-rules). */
export async function listUpcoming(db: Db, roomId: number, nowLocal: string): Promise<RoomBooking[]> {
  const today = `${nowLocal.slice(0, 10)} 00:00:00`;
  return (await upcomingOfRoom(db, [roomId, today, nowLocal, ROOM_LIST_MAX])).rows;
}

/** A room's bookings of one day, ended ones included, by start (docs/product.md#my-bookings). */
export async function listRoomDay(db: Db, roomId: number, date: string): Promise<RoomBooking[]> {
  return (await dayOfRoom(db, [roomId, `${date} 00:00:00`, `${addDays(date, 1)} 00:00:00`])).rows;
}

/** Whether a live booking of the room overlaps `slot`; asked under the room's lock (bookings.service.ts). */
export async function hasOverlap(trx: Trx, roomId: number, slot: Slot): Promise<boolean> {
  let q = trx.selectFrom('appointments').select('id').where('room_id', '=', roomId).where('cancelled_at', 'is', null);
  if (isPostgres(trx)) {
    // The exclusion constraint's own test, so its GiST index (room, time range) finds just the
    // overlapping rows whatever the planner knows: on a table not analysed yet (the 100× bench),
    // the day's bounds below made it read the room's every booking through that index (29 ms,
    // 28,000 rows) while holding the room's lock, and bookings queued behind it (issue 34).
    q = q.where(
      sql<boolean>`tsrange(date_initial, date_final) && tsrange(${startText(slot)}::timestamp, ${endText(slot)}::timestamp)`,
    );
  } else {
    // A booking starts and ends on one day (bookingSameDay): an overlap starts on the slot's day, so
    // the index on (room_id, date_initial) reads that day, not every booking the room ever had.
    q = q
      .where('date_initial', '>=', `${slot.date} 00:00:00`)
      .where('date_initial', '<', endText(slot))
      .where('date_final', '>', startText(slot));
  }
  return (await q.executeTakeFirst()) !== undefined;
}

/** Writes a booking with the UID its invitation already carries (modules/calendar). */
export async function insertBooking(
  trx: Trx,
  b: {
    roomId: number;
    userId: number;
    slot: Slot;
    uid: string;
    now: string;
    hours: { overageMinutes: number; planId: number | null; overageHourCents: number };
    seriesId?: string | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('appointments')
    .values({
      room_id: b.roomId,
      user_id: b.userId,
      date_initial: startText(b.slot),
      date_final: endText(b.slot),
      uid: b.uid,
      created_at: b.now,
      overage_minutes: b.hours.overageMinutes,
      plan_id: b.hours.planId,
      overage_hour_cents: b.hours.overageHourCents,
      series_id: b.seriesId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A booking joined to its room and its owner, for a select of what the caller needs. */
export function bookingJoins(db: Db) {
  return db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .innerJoin('users', 'users.id', 'appointments.user_id');
}

/**
 * A booking with its room's name and its owner's e-mail and name: what its e-mails (cancel,
 * reminder, release, series) need; a caller selects more beside it.
 */
export function bookingWithRoomAndOwner(db: Db) {
  return bookingJoins(db).select([
    'appointments.id',
    'appointments.date_initial',
    'appointments.date_final',
    'rooms.name as room',
    'users.email',
    'users.name as user_name',
  ]);
}

export function findBooking(db: Db, id: number) {
  return bookingWithRoomAndOwner(db)
    .select(['appointments.uid', 'appointments.user_id', 'appointments.cancelled_at', 'appointments.series_id'])
    .where('appointments.id', '=', id)
    .executeTakeFirst();
}

/** The ids of a user's bookings not cancelled that have not started yet (a removed team member's). */
export async function listNotStartedOfUser(db: Db, userId: number, nowLocal: string): Promise<number[]> {
  const rows = await db
    .selectFrom('appointments')
    .select('id')
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('date_initial', '>', nowLocal)
    .orderBy('date_initial')
    .execute();
  return rows.map((r) => r.id);
}

export async function markCancelled(db: Db, id: number, by: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ cancelled_at: now, cancelled_by: by })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Bookings not cancelled (released ones included) that start in [start, end) (staff's agenda), each with its room, member and company,
 * by start then room. A team member has no company of their own: their manager's is shown.
 */
export function listBookingsStarting(db: Db, range: { start: string; end: string; roomId?: number }) {
  let q = bookingJoins(db)
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
      'appointments.overage_minutes',
      'appointments.released_at',
    ])
    // Released ones stay, shown as cancelada por falta de check-in (docs/product.md#checkin).
    .where((eb) => eb.or([eb('appointments.cancelled_at', 'is', null), eb('appointments.released_at', 'is not', null)]))
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

/** A member's own bookings that have not ended, soonest first (staff's member detail). */
export function listUpcomingOfUser(db: Db, userId: number, nowLocal: string) {
  return db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .select(['appointments.id', 'rooms.name as room', 'appointments.date_initial', 'appointments.date_final'])
    .where('appointments.user_id', '=', userId)
    .where('appointments.cancelled_at', 'is', null)
    .where('appointments.date_final', '>', nowLocal)
    .orderBy('appointments.date_initial')
    .limit(200)
    .execute();
}

/** What the audit log calls each booking: room, start and member. */
export function bookingLabels(db: Db, ids: number[]) {
  return ids.length
    ? bookingJoins(db)
        .select(['appointments.id', 'appointments.date_initial', 'rooms.name as room', 'users.name as member'])
        .where('appointments.id', 'in', ids)
        .execute()
    : [];
}

// Reminders (docs/product.md#my-bookings): which bookings are due one, and the claim that sends it once.
/**
 * The bookings a reminder may be due for (docs/product.md#my-bookings): not cancelled, not reminded, starting
 * after `nowLocal` and no later than `dueLocal` (both the space's wall-clock time). A booking
 * whose start has passed gets no reminder, however long the server was down.
 */
export function listRemindable(db: Db, nowLocal: string, dueLocal: string) {
  return bookingWithRoomAndOwner(db)
    .select('appointments.created_at')
    .where('appointments.reminded_at', 'is', null)
    .where('appointments.cancelled_at', 'is', null)
    .where('appointments.date_initial', '>', nowLocal)
    .where('appointments.date_initial', '<=', dueLocal)
    .orderBy('appointments.date_initial')
    .limit(200)
    .execute();
}

/**
 * Takes the reminder of booking `id` for this transaction. Of several processes (or a cancel at
 * the same moment) exactly one sees `true`: PostgreSQL makes the others wait on the row and then
 * find it reminded, SQLite runs one write at a time.
 */
export async function claimReminder(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ reminded_at: now })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
