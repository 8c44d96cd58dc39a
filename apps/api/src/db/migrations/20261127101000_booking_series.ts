import type { Kysely } from 'kysely';

/**
 * Recurring bookings (docs/product.md#series): the occurrences of one _Repetir toda semana_
 * share a `series_id` (random text); each stays an ordinary booking with its own UID, hours and
 * cancellation. Null for a single booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('series_id', 'text').execute();
  await db.schema.createIndex('appointments_series').on('appointments').column('series_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_series').execute();
  await db.schema.alterTable('appointments').dropColumn('series_id').execute();
}
