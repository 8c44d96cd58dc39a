import type { Kysely } from 'kysely';

/**
 * Acceptance of the terms (docs/product.md#terms, decision 025): each version a person accepted,
 * when and from which address, once per person and version (the key), as the evidence Decreto
 * 7.962/2013 asks for. `users.terms_version` is the last version the person accepted, read with
 * every session, so a new TERMS_VERSION is asked for before anything else. Every account that
 * exists now starts without one: the rewritten terms are accepted at the next login.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('terms_acceptances')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('terms_acceptances_pkey', ['user_id', 'version'])
    .execute();
  await db.schema.alterTable('users').addColumn('terms_version', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('terms_version').execute();
  await db.schema.dropTable('terms_acceptances').execute();
}
