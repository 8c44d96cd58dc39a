import type { Kysely } from 'kysely';

/**
 * Check-in and release (docs/product.md#checkin): when the owner said `Cheguei`, and when the
 * release job freed a booking nobody confirmed by its deadline. A released booking is also
 * cancelled (`cancelled_at` set, `cancelled_by` null), so every rule that ignores cancelled
 * bookings (overlaps, room lists, hours, the feed) ignores it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('checked_in_at', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('released_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('released_at').execute();
  await db.schema.alterTable('appointments').dropColumn('checked_in_at').execute();
}
