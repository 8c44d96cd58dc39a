import type { Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Visitors (docs/product.md#visitors): the guests a member adds to a room booking, each with a
 * name, an optional e-mail and when reception marked them arrived. A guest's row goes with its
 * booking's (on delete cascade) and is deleted 30 days after the visit by the daily purge, which
 * claims its day in `visitor_purges` so one process alone runs it (modules/bookings/visitors.service.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('booking_guests')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('arrived_at', 'text')
    .execute();
  await db.schema.createIndex('booking_guests_appointment').on('booking_guests').column('appointment_id').execute();
  await db.schema
    .createTable('visitor_purges')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visitor_purges').execute();
  await db.schema.dropTable('booking_guests').execute();
}
