import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * SQLite's overlap trigger, bounded to the booking's own day (issue 34). It asked for every live
 * booking of the room starting before the new one ends: with the index on (room_id, date_initial)
 * that is every booking the room ever had, 26,000 rows for one booking at 100× the data, and the
 * bench's seed of five years never finished. A booking starts and ends on the same day
 * (bookingSameDay, bookings.rules.ts), so an overlap starts on that day too: the index's range is
 * the day. PostgreSQL's exclusion constraint searches its GiST index and needs no change.
 */
const trigger = (event: 'INSERT' | 'UPDATE', sameDay: boolean) =>
  `CREATE TRIGGER appointments_no_overlap_${event.toLowerCase()}
        BEFORE ${event} ON appointments
        WHEN NEW.cancelled_at IS NULL AND EXISTS (
          SELECT 1 FROM appointments a
          WHERE a.room_id = NEW.room_id AND a.cancelled_at IS NULL AND a.id IS NOT NEW.id${
            sameDay ? '\n            AND a.date_initial >= substr(NEW.date_initial, 1, 10)' : ''
          }
            AND a.date_initial < NEW.date_final AND a.date_final > NEW.date_initial)
        BEGIN SELECT RAISE(ABORT, 'appointments_no_overlap'); END`;

async function replace(db: Kysely<unknown>, sameDay: boolean): Promise<void> {
  if (isPostgres(db)) return;
  for (const event of ['INSERT', 'UPDATE'] as const) {
    await sql.raw(`DROP TRIGGER IF EXISTS appointments_no_overlap_${event.toLowerCase()}`).execute(db);
    await sql.raw(trigger(event, sameDay)).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replace(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replace(db, false);
}
