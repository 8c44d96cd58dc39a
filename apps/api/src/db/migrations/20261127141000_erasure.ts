import { type Kysely, sql } from 'kysely';

/**
 * Erasure and retention (docs/product.md#privacy, docs/decisions/029-erasure-and-retention.md):
 * - `users.anonymized_at`: staff anonymised the person (their row stays, without personal data,
 *   for the bookings and invoices it holds); `users.refused_at`: when a registration was refused,
 *   from which the retention job counts its 180 days.
 * - `retention_runs`: the days the retention job ran; its primary key lets one process alone
 *   claim a day. It takes over from `visitor_purges`, the visitors' purge being one of its steps.
 * - One open privacy request per person, by a partial unique index: 20 `Pedir exclusão` at once
 *   file one request (duplicates already there are closed first, the oldest kept open).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('anonymized_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('refused_at', 'text').execute();
  await db.schema
    .createTable('retention_runs')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('counts', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into retention_runs (day, counts, created_at)
    select day, '{"visitors":' || deleted || '}', created_at from visitor_purges`.execute(db);
  await db.schema.dropTable('visitor_purges').execute();
  await sql`update requests set status = 'done'
    where type = 'privacy' and status = 'open' and user_id is not null
      and id not in (select min(id) from requests where type = 'privacy' and status = 'open' and user_id is not null group by user_id)`.execute(
    db,
  );
  await sql`create unique index requests_one_open_privacy on requests (user_id) where type = 'privacy' and status = 'open'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index requests_one_open_privacy`.execute(db);
  await db.schema
    .createTable('visitor_purges')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('retention_runs').execute();
  await db.schema.alterTable('users').dropColumn('refused_at').execute();
  await db.schema.alterTable('users').dropColumn('anonymized_at').execute();
}
