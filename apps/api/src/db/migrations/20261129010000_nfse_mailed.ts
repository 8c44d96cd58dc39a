import type { Kysely } from 'kysely';

/**
 * When the e-mail carrying an NFS-e left for the outbox (issue 35, item 4; docs/product.md#mail-messages):
 * `nfse.mailed_at`, set by one conditional UPDATE in the transaction that queues the e-mail, so a
 * paid invoice's nota is e-mailed once whichever process, and however many restarts, get there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('nfse').addColumn('mailed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('nfse').dropColumn('mailed_at').execute();
}
