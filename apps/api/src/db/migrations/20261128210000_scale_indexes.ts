import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the screens and jobs at 100× the data (issue 34 item 3–4; the money reads have
 * theirs in 20261128100000_money_indexes):
 *
 * - `appointments(date_initial)`: the release job's tick (`listReleasable`) asks for the live
 *   bookings that started between the start of yesterday and the check-in deadline — a booking
 *   starts and ends on one day — instead of every unchecked booking since the space opened. No
 *   earlier index leads with the start time alone (`appointments_reminder_idx` is partial on
 *   `reminded_at IS NULL`, which a released booking need not be).
 * - `users(role, created_at, id)`: staff's member list (`role = 'member' … order by created_at desc,
 *   id desc limit 1000`) walks the newest members through it instead of reading and sorting every
 *   user. A search term (`LIKE '%…%'` on names, e-mail and company) still reads each member row —
 *   no B-tree serves a substring; at 8,000 users that is the measured cost (bench/), not a plan bug.
 *
 * - `appointments(date_initial) WHERE cancelled_at IS NULL`: the live bookings by start — the
 *   release tick and a plan's hours of the month (`accountBookingsIn`, at each booking and on
 *   home). Without it PostgreSQL pairs the start index with a whole walk of the partial
 *   `appointments_no_overlap` just to drop the cancelled ones (query-plans.test.ts).
 *
 * Only CREATE INDEX, no data rewritten: on the 100× seed it is one pass over the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('appointments_start_idx').on('appointments').column('date_initial').execute();
  await db.schema
    .createIndex('appointments_live_start_idx')
    .on('appointments')
    .column('date_initial')
    .where(sql.ref('cancelled_at'), 'is', null)
    .execute();
  await db.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_role_created_idx').ifExists().execute();
  await db.schema.dropIndex('appointments_live_start_idx').ifExists().execute();
  await db.schema.dropIndex('appointments_start_idx').ifExists().execute();
}
