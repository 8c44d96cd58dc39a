import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Invoices (docs/product.md#invoices): one per account and month — the unique index is what
 * makes it so whichever process issues it, however often — numbered in sequence per year from a
 * counter row per year, which the issuing transaction takes and releases with its commit, so
 * numbers never repeat and a rolled-back issue leaves no gap. Lines are kept as issued (JSON):
 * an invoice never changes; only its state does (aberta → paga or cancelada, a payment undone).
 * Money in integer centavos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invoices')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('aberta'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.references('users.id'))
    .addColumn('paid_notice_at', 'text')
    .addColumn('paid_on', 'text')
    .addColumn('paid_method', 'text')
    .addColumn('paid_note', 'text')
    .addColumn('paid_by', 'integer', (c) => c.references('users.id'))
    .addColumn('paid_fitid', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('nfse_number', 'text')
    .addColumn('reminded_at', 'text')
    .addColumn('overdue_notice_at', 'text')
    .addCheckConstraint('invoices_status', sql`status in ('aberta', 'paga', 'cancelada')`)
    .addCheckConstraint('invoices_total', sql`total_cents >= 0`)
    .execute();
  await db.schema
    .createIndex('invoices_account_month_key')
    .on('invoices')
    .columns(['account_id', 'month'])
    .unique()
    .execute();
  await db.schema.createIndex('invoices_month').on('invoices').columns(['month', 'status']).execute();
  await db.schema.createIndex('invoices_status_due').on('invoices').columns(['status', 'due_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
}
