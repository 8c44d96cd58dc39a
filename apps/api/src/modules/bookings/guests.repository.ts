import { addDays } from '@arena/shared/rules/dates';
import type { Db, Trx } from '../../db/connect.ts';
import { forUpdate } from '../../db/locks.ts';
import { bookingJoins } from './bookings.repository.ts';

/** Queries on a booking's guests (docs/product.md#visitors), the booking_guests table. */

/** A booking as its guests need it: owner, room and capacity, times, whether cancelled. */
function bookingOfGuests(db: Db) {
  return bookingJoins(db).select([
    'appointments.id',
    'appointments.uid',
    'appointments.user_id',
    'appointments.date_initial',
    'appointments.date_final',
    'appointments.cancelled_at',
    'rooms.name as room',
    'rooms.capacity',
    'users.name as host',
    'users.lastname as host_lastname',
    'users.email as host_email',
  ]);
}

export function findGuestsBooking(db: Db, id: number) {
  return bookingOfGuests(db).where('appointments.id', '=', id).executeTakeFirst();
}

/**
 * The same, holding the booking's row until the transaction ends (PostgreSQL; SQLite's writes
 * already run one at a time): guests added at once are counted one after the other, so the room's
 * capacity holds in a burst.
 */
export function lockGuestsBooking(trx: Trx, id: number) {
  // The booking's row alone: the room's and the host's rows are the ones a booking and a team
  // member's removal lock (user before room); holding them here blocked the room's bookings and
  // could take them in the other order.
  return forUpdate(trx, bookingOfGuests(trx).where('appointments.id', '=', id), 'appointments').executeTakeFirst();
}

export function listGuests(db: Db, appointmentId: number) {
  return db
    .selectFrom('booking_guests')
    .select(['id', 'name', 'email', 'arrived_at'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('id')
    .execute();
}

export async function countGuests(db: Db, appointmentId: number): Promise<number> {
  const row = await db
    .selectFrom('booking_guests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many guests each of these bookings has (walk C17: counted on the member's booking cards and
 * staff's agenda); a booking without any is absent. Asked in chunks, well under any driver's limit
 * on parameters.
 */
export async function countGuestsOf(db: Db, appointmentIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (let i = 0; i < appointmentIds.length; i += 1000) {
    const rows = await db
      .selectFrom('booking_guests')
      .select(['appointment_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('appointment_id', 'in', appointmentIds.slice(i, i + 1000))
      .groupBy('appointment_id')
      .execute();
    for (const r of rows) counts.set(r.appointment_id, Number(r.n));
  }
  return counts;
}

export async function insertGuest(
  trx: Trx,
  g: { appointmentId: number; name: string; email: string | null; now: string },
): Promise<number> {
  const row = await trx
    .insertInto('booking_guests')
    .values({ appointment_id: g.appointmentId, name: g.name, email: g.email, created_at: g.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findGuest(db: Db, appointmentId: number, guestId: number) {
  return db
    .selectFrom('booking_guests')
    .select(['id', 'name', 'email', 'arrived_at'])
    .where('appointment_id', '=', appointmentId)
    .where('id', '=', guestId)
    .executeTakeFirst();
}

export async function deleteGuest(trx: Trx, guestId: number): Promise<boolean> {
  const result = await trx.deleteFrom('booking_guests').where('id', '=', guestId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The guests of bookings not cancelled that start on `date`, by start, room and name (Convidados de hoje). */
export function listVisitorsOn(db: Db, date: string) {
  return db
    .selectFrom('booking_guests')
    .innerJoin('appointments', 'appointments.id', 'booking_guests.appointment_id')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .select([
      'booking_guests.id',
      'booking_guests.name',
      'booking_guests.email',
      'booking_guests.arrived_at',
      'appointments.id as appointment_id',
      'users.name as host',
      'users.lastname as host_lastname',
      'users.email as host_email',
      'rooms.name as room',
      'appointments.date_initial',
      'appointments.date_final',
    ])
    .where('appointments.cancelled_at', 'is', null)
    .where('appointments.date_initial', '>=', `${date} 00:00:00`)
    .where('appointments.date_initial', '<', `${addDays(date, 1)} 00:00:00`)
    .orderBy('appointments.date_initial')
    .orderBy('rooms.name')
    .orderBy('booking_guests.name')
    .orderBy('booking_guests.id')
    .limit(2000)
    .execute();
}

/** A visitor with their host and booking, for reception's arrival. */
export function findVisitor(db: Db, guestId: number) {
  return db
    .selectFrom('booking_guests')
    .innerJoin('appointments', 'appointments.id', 'booking_guests.appointment_id')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .select([
      'booking_guests.id',
      'booking_guests.name',
      'booking_guests.arrived_at',
      'appointments.cancelled_at',
      'appointments.date_initial',
      'users.name as host',
      'users.email as host_email',
      'rooms.name as room',
    ])
    .where('booking_guests.id', '=', guestId)
    .executeTakeFirst();
}

/** Marks a guest arrived, once: of two receptionists at the same moment, one sees `true`. */
export async function markArrived(trx: Trx, guestId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('booking_guests')
    .set({ arrived_at: now })
    .where('id', '=', guestId)
    .where('arrived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the guests of every booking that started before `before` (`YYYY-MM-DD HH:MM:SS`). */
/**
 * A batch of the guest rows of visits before `before` (retention, issue 34): at most `limit` rows,
 * walked by the guests' own key from the oldest, each looked up on its booking, so a batch reads
 * the guests rather than five years of bookings. Answers how many went and their addresses.
 */
export async function deleteGuestsBefore(
  trx: Trx,
  before: string,
  limit: number,
): Promise<{ guests: number; emails: string[] }> {
  const rows = await trx
    .selectFrom('booking_guests')
    .innerJoin('appointments', 'appointments.id', 'booking_guests.appointment_id')
    .select(['booking_guests.id', 'booking_guests.email'])
    .where('appointments.date_initial', '<', before)
    .orderBy('booking_guests.id')
    .limit(limit)
    .execute();
  if (rows.length === 0) return { guests: 0, emails: [] };
  const result = await trx
    .deleteFrom('booking_guests')
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .executeTakeFirst();
  const emails = [...new Set(rows.flatMap((r) => (r.email ? [r.email] : [])))];
  return { guests: Number(result.numDeletedRows), emails };
}

/** Guest rows of any booking: to find an anonymised person among other members' guests. */
export function pageOfGuests(db: Db, after: number, size: number) {
  return db
    .selectFrom('booking_guests')
    .select(['id', 'name', 'email'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(size)
    .execute();
}

/** The guest rows with these ids, as they are now (an anonymisation's batch checks them again). */
export function listGuestsById(db: Db, ids: number[]) {
  return ids.length
    ? db.selectFrom('booking_guests').select(['id', 'name', 'email']).where('id', 'in', ids).execute()
    : Promise.resolve([]);
}

export async function forgetGuestRow(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('booking_guests').set({ name, email: null }).where('id', '=', id).execute();
}
