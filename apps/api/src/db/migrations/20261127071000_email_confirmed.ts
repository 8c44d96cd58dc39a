import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Proof of address (docs/product.md#registration-proof, decision 023): a registration's account
 * can be approved only once the link e-mailed at its terms step is opened. `email_confirmed_at`
 * is when its address was proven (that link, a recovery link or a team invite). Every account
 * that exists now counts as confirmed, at its creation: staff, team members and members alike.
 * One-time links gain the purpose `confirm`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
  await sql`update users set email_confirmed_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from one_time_tokens where purpose = 'confirm'`.execute(db);
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
}
