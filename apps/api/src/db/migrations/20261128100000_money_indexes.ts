import { type Kysely, sql } from 'kysely';

/**
 * Indexes for what is read on every request or per account, at 100× the data (code review
 * 2026-11-28 M8; docs/performance.md#money-at-scale):
 *
 * - `invoices(account_id, month)`, not partial: the member's list (`account_id = ? order by month`)
 *   and issuing's `findInvoiceOf` (once per account and month). The unique index on account and
 *   month is partial (`replaces_id is null`, 20261127160000_invoice_corrections) and neither SQLite
 *   nor PostgreSQL uses it for `account_id = ?`: both scanned the table.
 * - `invoices(account_id, status, due_date)`: the overdue block's `oldestOverdue` (each booking and
 *   each arrival on home and /room) and `countOpenOf` (anonymising).
 * - `audit(target, id)`: an account's entries (Meus dados' export, `listAuditOf`, anonymisation),
 *   in order; `audit(created_at)`: retention's `deleteAuditBefore`.
 * - `outbox(recipient)`: the e-mails of a person (the export; anonymisation).
 * - `outbox(coalesce(sent_at, created_at))`: retention's `clearBodiesBefore`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('invoices_account_month').on('invoices').columns(['account_id', 'month']).execute();
  await db.schema
    .createIndex('invoices_account_status_due')
    .on('invoices')
    .columns(['account_id', 'status', 'due_date'])
    .execute();
  await db.schema.createIndex('audit_target').on('audit').columns(['target', 'id']).execute();
  await db.schema.createIndex('audit_created_at').on('audit').column('created_at').execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').column('recipient').execute();
  await db.schema
    .createIndex('outbox_sent_or_created')
    .on('outbox')
    .expression(sql`coalesce(sent_at, created_at)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'outbox_sent_or_created',
    'outbox_recipient',
    'audit_created_at',
    'audit_target',
    'invoices_account_status_due',
    'invoices_account_month',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
