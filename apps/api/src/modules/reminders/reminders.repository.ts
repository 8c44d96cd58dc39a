import type { Db } from '../../db/connect.ts';

/**
 * The bookings a reminder may be due for (product.md §8): not cancelled, not reminded, starting
 * after `nowLocal` and no later than `dueLocal` (both the space's wall-clock time). A booking
 * whose start has passed gets no reminder, however long the server was down.
 */
export function listRemindable(db: Db, nowLocal: string, dueLocal: string) {
  return db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .select([
      'appointments.id',
      'appointments.date_initial',
      'appointments.date_final',
      'appointments.created_at',
      'rooms.name as room',
      'users.email',
      'users.name as user_name',
    ])
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
