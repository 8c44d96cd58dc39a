import type { Kysely } from 'kysely';

/**
 * The anonymisations under way (issue 34, docs/decisions/029-erasure-and-retention.md): an
 * anonymisation now works in short transactions, so what it must finish — whose, the values to
 * find them by, who asked, which process is at it — is kept here from the first transaction to the
 * last, which deletes the row. A process that dies mid-way leaves it; another takes it over once
 * its claim is stale (modules/privacy/erasure.service.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('erasures')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('actor_id', 'integer')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('person', 'text', (c) => c.notNull())
    .addColumn('emails_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('erasures').execute();
}
