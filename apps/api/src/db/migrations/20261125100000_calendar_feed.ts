import type { Kysely } from 'kysely';

/**
 * The member's private calendar address (docs/product.md#my-bookings): one per member, replaced on reset.
 * `token` is the secret of the address, kept so the account screen can show it again (calendar
 * apps need the whole address, as Google Calendar's "secret address" does); the feed is looked
 * up by `token_hash`, its SHA-256, so how long a lookup takes says nothing about how close a
 * guessed address came. Removing the member removes the feed (the foreign key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Minhas reservas and the feed read one member's bookings by start (docs/product.md#my-bookings).
  await db.schema
    .createIndex('appointments_user_start_idx')
    .on('appointments')
    .columns(['user_id', 'date_initial'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_user_start_idx').ifExists().execute();
  await db.schema.dropTable('calendar_feeds').ifExists().execute();
}
