import type { Kysely } from 'kysely';

/**
 * The credits of imported bank statements (docs/product.md#financeiro), one row per FITID: the
 * primary key is what keeps a statement line from ever being applied twice, however often or
 * however concurrently its file is imported. `invoice_id` is the invoice it paid, null while it
 * waits for staff to assign it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('statement_lines')
    .addColumn('fitid', 'text', (c) => c.primaryKey())
    .addColumn('posted_on', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addColumn('imported_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('statement_lines_invoice').on('statement_lines').column('invoice_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('statement_lines').execute();
}
