import type { Kysely } from 'kysely';

/**
 * The versions of the terms (docs/product.md#terms): each text the server has put in force, known by
 * the fingerprint of the whole text as the settings make it, with the version members accept. A
 * change of a setting the terms quote is a new text, so a new version, without anyone dating it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('terms_versions')
    .addColumn('version', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    // The text itself (its sections as JSON), so a member asked to accept a new one is shown what changed.
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('terms_versions_fingerprint').on('terms_versions').column('fingerprint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('terms_versions').execute();
}
