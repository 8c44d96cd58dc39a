import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Account abuse (docs/product.md#api):
 * - sessions end after 14 days unused, so each remembers when it was last seen;
 * - the browsers an account has signed in from (a device cookie) keep their own login budget,
 *   so guesses from elsewhere cannot lock the owner out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await sql`UPDATE sessions SET last_seen_at = created_at`.execute(db);

  await db.schema
    .createTable('trusted_devices')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trusted_devices_user_idx').on('trusted_devices').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trusted_devices').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
