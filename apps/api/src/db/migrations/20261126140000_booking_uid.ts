import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Each booking keeps its calendar event's UID (issue 20 item 4, issue 21 item 21), given as it is
 * written, so its invitation is whole before the booking exists (bookings.service.ts). Bookings
 * made before carry the UID their invitations and the feeds already hold,
 * `appointment-<id>@arena-cowork`, so calendars subscribed to them keep matching; new ones get a
 * random UUID in the installation's domain (modules/calendar/calendar.ics.ts), unique across
 * installations and database resets.
 *
 * Unique, and never null: PostgreSQL says so on the column; SQLite cannot add a NOT NULL column
 * without a default, so triggers refuse a null, as its overlap triggers do (migration 20261121090000).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('uid', 'text').execute();
  await sql`update appointments set uid = 'appointment-' || id || '@arena-cowork'`.execute(db);
  await db.schema.createIndex('appointments_uid_key').on('appointments').column('uid').unique().execute();
  if (isPostgres(db)) {
    await sql`alter table appointments alter column uid set not null`.execute(db);
    return;
  }
  for (const [name, event] of [
    ['insert', 'INSERT'],
    ['update', 'UPDATE OF uid'],
  ]) {
    await sql
      .raw(
        `CREATE TRIGGER appointments_uid_required_${name} BEFORE ${event} ON appointments
        WHEN NEW.uid IS NULL BEGIN SELECT RAISE(ABORT, 'appointments_uid_required'); END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    for (const name of ['insert', 'update']) {
      await sql.raw(`DROP TRIGGER IF EXISTS appointments_uid_required_${name}`).execute(db);
    }
  }
  await db.schema.dropIndex('appointments_uid_key').execute();
  await db.schema.alterTable('appointments').dropColumn('uid').execute();
}
