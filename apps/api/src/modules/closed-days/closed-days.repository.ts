import { addDays } from '@arena/shared/rules/dates';
import type { Db } from '../../db/connect.ts';

/** Closed days (docs/product.md#api): `YYYY-MM-DD` dates the space does not open, besides weekends. */

export function listClosedDays(db: Db, year?: number) {
  let q = db.selectFrom('closed_days').select(['date', 'reason', 'created_at']).orderBy('date');
  if (year !== undefined) q = q.where('date', '>=', `${year}-01-01`).where('date', '<=', `${year}-12-31`);
  return q.execute();
}

export function findClosedDay(db: Db, date: string) {
  return db.selectFrom('closed_days').select(['date', 'reason']).where('date', '=', date).executeTakeFirst();
}

/** Adds the days not closed yet, ignoring the rest; answers the ones it added. */
export async function insertClosedDays(db: Db, days: Array<{ date: string; reason: string }>, now: string) {
  if (days.length === 0) return [];
  const rows = await db
    .insertInto('closed_days')
    .values(days.map((d) => ({ ...d, created_at: now })))
    .onConflict((oc) => oc.column('date').doNothing())
    .returning(['date', 'reason'])
    .execute();
  return rows;
}

export async function deleteClosedDay(db: Db, date: string): Promise<boolean> {
  const r = await db.deleteFrom('closed_days').where('date', '=', date).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Whether the space is closed on `date` (booking on it is refused, docs/product.md#booking-rules). */
export async function isClosedDay(db: Db, date: string): Promise<boolean> {
  return (await db.selectFrom('closed_days').select('date').where('date', '=', date).executeTakeFirst()) !== undefined;
}

/** The closed days from `from` on, for the member calendar. */
export function listClosedDaysFrom(db: Db, from: string) {
  return db.selectFrom('closed_days').select(['date', 'reason']).where('date', '>=', from).orderBy('date').execute();
}

/**
 * Bookings not cancelled that start on `date`, which closing it warns staff of (docs/product.md#back-office).
 * A count of the bookings module's table, read here: bookings ask this module whether a day is
 * closed, so asking bookings back would tie the two in a cycle (docs/decisions/020-api-module-layers.md).
 */
export async function countBookingsOn(db: Db, date: string): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('cancelled_at', 'is', null)
    .where('date_initial', '>=', `${date} 00:00:00`)
    .where('date_initial', '<', `${addDays(date, 1)} 00:00:00`)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.n);
}
