import { type Kysely, sql } from 'kysely';

/**
 * The live bookings with a recorded excedente, by booker (issue 34): issuing asks, once per
 * account, for its excedente not yet billed (monthly-cycle.repository.ts, unbilledOverage). With
 * only `appointments_user_idx` that reads every booking of the account — at 100× some 300 heap
 * pages each, almost none with an excedente — and PostgreSQL, without statistics on the table, ANDed
 * it with `appointments_live_start_idx` walked whole (565,000 entries per booker, ~90 ms per
 * account: the month's issue run took 64 s). This partial index holds only the bookings that can
 * bill an excedente, so the search reads those alone. The queries write the `> 0` as a literal, the
 * index's own term: a planner takes a partial index only when it can prove the query's terms imply
 * its WHERE (with the value bound, SQLite took it here too; the sqlite3 shell's unbound `?` did not).
 *
 * Only CREATE INDEX over a few rows: on the 100× seed it is one pass over the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('appointments_overage_idx')
    .on('appointments')
    .column('user_id')
    .where(sql.ref('cancelled_at'), 'is', null)
    .where(sql.ref('overage_minutes'), '>', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_overage_idx').ifExists().execute();
}
