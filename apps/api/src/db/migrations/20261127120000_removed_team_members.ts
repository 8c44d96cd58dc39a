import type { Kysely } from 'kysely';

/**
 * A removed team member is no longer deleted (issue 19 item 3, docs/product.md#privacy): the row
 * stays, anonymised as _Ex-membro da equipe_, with `removed_at` set, so their bookings and hours
 * stay in the account's history. The team list and the seats count only rows without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('removed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('removed_at').execute();
}
