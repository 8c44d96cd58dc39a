import { type Kysely, sql } from 'kysely';

/**
 * Plans carry prices (docs/product.md#plan-prices), in integer centavos: the month, each team
 * seat a month, and an hour beyond the included ones (on `charge` plans). Existing plans start
 * at 0, which bills nothing until staff set a price.
 *
 * Each booking keeps the plan in force when it was made (`plan_id`) and the price of an
 * excedente hour the member saw before confirming (`overage_hour_cents`), next to the excedente
 * minutes it already records: reports and invoices count what each booking recorded, never the
 * account's plan of today (an upgrade or downgrade after booking changes nothing already booked).
 * Bookings made before this migration get their account's plan of now and a price of 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['monthly_price_cents', 'seat_price_cents', 'overage_hour_cents']) {
    await db.schema
      .alterTable('plans')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable('appointments')
    .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
    .execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('overage_hour_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update appointments set plan_id = (
      select a.plan_id from users u join users a on a.id = coalesce(u.manager_id, u.id)
      where u.id = appointments.user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('overage_hour_cents').execute();
  for (const column of ['monthly_price_cents', 'seat_price_cents', 'overage_hour_cents']) {
    await db.schema.alterTable('plans').dropColumn(column).execute();
  }
}
