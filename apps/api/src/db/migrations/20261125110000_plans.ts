import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Plans become data (docs/product.md#plans): a `plans` table with the room hours each includes a month
 * and the rule beyond them; members point at a plan (`users.plan_id`) instead of naming it.
 *
 * The seed's three plans get 4, 10 and 20 hours (a shared desk, a fixed desk, a private room:
 * the more of the space a plan holds, the more meeting time it carries), and `charge`, so no
 * booking that went through before this migration is refused after it; staff change either.
 * A plan name found on a member that is not one of the three (staff could type any) becomes a
 * plan of its own, out of offer and with no hours, so nobody loses the plan they had.
 * Bookings remember how many of their minutes went beyond the plan (`overage_minutes`).
 */
const SEEDED = [
  { name: 'Arena Compartilhada', monthly_minutes: 4 * 60 },
  { name: 'Arena Dedicada', monthly_minutes: 10 * 60 },
  { name: 'Arena Exclusiva', monthly_minutes: 20 * 60 },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const now = new Date().toISOString();
  await db.schema
    .createTable('plans')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('monthly_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overage', 'text', (c) => c.notNull().defaultTo('charge'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('plans_overage_rule', sql`overage in ('block', 'charge')`)
    .addCheckConstraint('plans_minutes_range', sql`monthly_minutes >= 0`)
    .execute();
  for (const plan of SEEDED) {
    await sql`insert into plans (name, monthly_minutes, overage, active, created_at, updated_at)
      values (${plan.name}, ${plan.monthly_minutes}, 'charge', 1, ${now}, ${now})`.execute(db);
  }
  await sql`insert into plans (name, monthly_minutes, overage, active, created_at, updated_at)
    select distinct u.plan, 0, 'charge', 0, ${now}, ${now} from users u
    where u.plan is not null and u.plan not in (select name from plans)`.execute(db);

  await db.schema
    .alterTable('users')
    .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
    .execute();
  await sql`update users set plan_id = (select p.id from plans p where p.name = users.plan)
    where plan is not null`.execute(db);
  await db.schema.alterTable('users').dropColumn('plan').execute();

  await db.schema
    .alterTable('appointments')
    .addColumn('overage_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('overage_minutes').execute();
  await db.schema.alterTable('users').addColumn('plan', 'text').execute();
  await sql`update users set plan = (select p.name from plans p where p.id = users.plan_id)`.execute(db);
  // SQLite cannot drop a column that references another table; the column stays there, unread.
  if (isPostgres(db)) await db.schema.alterTable('users').dropColumn('plan_id').execute();
  if (isPostgres(db)) await db.schema.dropTable('plans').execute();
}
